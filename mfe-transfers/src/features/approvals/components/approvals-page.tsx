import { useTranslation } from 'react-i18next';
import { APPROVAL_PAGE_SIZE, type ApprovalTotal } from '@portal/api/catalogue';
import { Pagination } from '@portal/remote/pagination';
import { Alert, Button, Dialog, EmptyState, PageLayout, Spinner, Table } from '@portal/ui/components';
import { useTransferCapabilities } from '../../../shared/transfer-capabilities';
import { useMayCall } from '../../../shared/use-may-call';
import { TABS, useApprovalQueue } from '../hooks/use-approval-queue';
import { ApprovalFiltersBar } from './approval-filters';
import styles from './approvals.module.css';
import { useApprovalColumns } from './approval-columns';

/**
 * `/transfer/approved` (spec 02 §2, §7 "Approvals"): approvers (business rights 2 and 4) approve or decline their
 * colleagues' requests; initiators (right 3) follow their own requests and their outcome. Others, and users without
 * balance access, have no access.
 */
export function ApprovalsPage() {
  const { t } = useTranslation('transfers');
  const capabilities = useTransferCapabilities();
  // The queue shows amounts: without balance access it is not asked for (issue 22).
  const readsQueue = useMayCall('getApprovalRequests');
  const allowed =
    capabilities !== undefined && readsQueue && (capabilities.approves || capabilities.initiateOnly);
  return (
    <PageLayout title={t('approvals.title')} description={allowed ? t('approvals.description') : undefined}>
      {capabilities === undefined ? (
        <Spinner size="lg" label={t('approvals.loading')} />
      ) : allowed ? (
        <ApprovalQueue approves={capabilities.approves} />
      ) : (
        <EmptyState
          headingLevel={2}
          title={t('approvals.noAccess.title')}
          text={t('approvals.noAccess.text')}
        />
      )}
    </PageLayout>
  );
}

/** The two tabs with their filters, totals, tables and decisions. */
export function ApprovalQueue({ approves }: { approves: boolean }) {
  const { t } = useTranslation('transfers');
  const {
    users,
    counts,
    tab,
    filters,
    setFilters,
    page,
    setPage,
    selected,
    setSelected,
    decision,
    setDecision,
    results,
    failure,
    currentUserId,
    payments,
    batches,
    approve,
    approveMass,
    money,
    rows,
    selectableIds,
    switchTab,
    onTabKey,
    decide,
  } = useApprovalQueue({ approves });

  const { paymentColumns, batchColumns } = useApprovalColumns({
    approves,
    currentUserId,
    selected,
    setSelected,
    selectableIds,
    setDecision,
    money,
  });

  const list = tab === 'payments' ? payments : batches;
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / APPROVAL_PAGE_SIZE));
  const totals: ApprovalTotal[] = list.data?.totals ?? [];
  const busy = approve.isPending || approveMass.isPending;

  return (
    <div className={styles.stack}>
      <div role="tablist" aria-label={t('approvals.tabsLabel')} className={styles.tabs}>
        {TABS.map((name) => {
          const count =
            name === 'payments'
              ? counts.data?.transactionRequestCount
              : counts.data?.massTransactionRequestCount;
          return (
            <button
              key={name}
              id={`approvals-tab-${name}`}
              type="button"
              role="tab"
              aria-selected={tab === name}
              aria-controls="approvals-panel"
              tabIndex={tab === name ? 0 : -1}
              className={styles.tab}
              onKeyDown={onTabKey}
              onClick={() => switchTab(name)}
            >
              {t(`approvals.tabs.${name}`)}
              {count !== undefined && count > 0 && (
                <span className={styles.badge} aria-label={t('approvals.pendingCount', { count })}>
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div
        id="approvals-panel"
        role="tabpanel"
        aria-labelledby={`approvals-tab-${tab}`}
        className={styles.stack}
      >
        {!approves && <Alert tone="info">{t('approvals.initiatorNote')}</Alert>}
        <ApprovalFiltersBar
          filters={filters}
          users={approves ? (users.data ?? []) : []}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        {totals.length > 0 && (
          <section aria-label={t('approvals.totals.title')}>
            <ul className={styles.totals}>
              {totals.map((item) => (
                <li key={item.currencyCode}>
                  {t('approvals.totals.line', {
                    count: item.count,
                    amount: money(item.amount, item.currencyCode),
                  })}
                </li>
              ))}
            </ul>
          </section>
        )}
        {results && (
          <Alert
            tone={
              results.some((result) => result.status === 'failed' || result.message) ? 'warning' : 'success'
            }
            title={t('approvals.results.title')}
          >
            <ul className={styles.results}>
              {results.map((result) => (
                <li key={result.id}>
                  {t('approvals.results.line', {
                    id: result.id,
                    status: t(`approvals.status.${result.status}`, { defaultValue: result.status }),
                  })}
                  {result.message ? ` ${result.message}` : ''}
                </li>
              ))}
            </ul>
          </Alert>
        )}
        {failure && (
          <Alert tone="error" title={t('approvals.failed')}>
            {failure}
          </Alert>
        )}
        {tab === 'payments' && approves && (
          <div className={styles.toolbar}>
            <span className={styles.muted} aria-live="polite">
              {t('approvals.selected', { count: selected.size })}
            </span>
            <Button
              disabled={selected.size === 0 || busy}
              onClick={() => setDecision({ kind: 'single', ids: [...selected], declined: false })}
            >
              {t('approvals.approveSelected')}
            </Button>
            <Button
              variant="secondary"
              disabled={selected.size === 0 || busy}
              onClick={() => setDecision({ kind: 'single', ids: [...selected], declined: true })}
            >
              {t('approvals.declineSelected')}
            </Button>
          </div>
        )}
        {list.isPending ? (
          <Spinner size="lg" label={t('approvals.loading')} />
        ) : list.isError ? (
          <Alert tone="error" title={t('loadFailed')}>
            <p>{t('loadFailedText')}</p>
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        ) : tab === 'payments' ? (
          <Table
            caption={t('approvals.tabs.payments')}
            hideCaption
            columns={paymentColumns}
            rows={rows}
            rowKey="id"
            empty={t('approvals.empty')}
          />
        ) : (
          <Table
            caption={t('approvals.tabs.batches')}
            hideCaption
            columns={batchColumns}
            rows={batches.data?.requests ?? []}
            rowKey="batchId"
            empty={t('approvals.emptyBatches')}
          />
        )}
        {pages > 1 && (
          <Pagination label={t('approvals.pager.label')} page={page} pages={pages} onPage={setPage} />
        )}
      </div>
      <Dialog
        open={decision !== undefined}
        title={decision?.declined ? t('approvals.confirm.declineTitle') : t('approvals.confirm.approveTitle')}
        closeLabel={t('close')}
        closeOnBackdropClick={false}
        onClose={() => !busy && setDecision(undefined)}
        actions={
          <>
            <Button variant="secondary" disabled={busy} onClick={() => setDecision(undefined)}>
              {t('cancel')}
            </Button>
            <Button
              variant={decision?.declined ? 'danger' : 'primary'}
              loading={busy}
              onClick={() => void decide()}
            >
              {decision?.declined ? t('approvals.decline') : t('approvals.approve')}
            </Button>
          </>
        }
      >
        {decision?.kind === 'single' && (
          <p>
            {t(decision.declined ? 'approvals.confirm.declineText' : 'approvals.confirm.approveText', {
              count: decision.ids.length,
            })}
          </p>
        )}
        {decision?.kind === 'mass' && (
          <p>
            {t(decision.declined ? 'approvals.confirm.declineBatch' : 'approvals.confirm.approveBatch', {
              name: decision.batch.batchName,
              count: decision.batch.count,
            })}
          </p>
        )}
      </Dialog>
    </div>
  );
}
