import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVAL_PAGE_SIZE, type ApprovalTotal } from '@portal/api/catalogue';
import { Pagination } from '@portal/remote/pagination';
import { Alert, Button, Dialog, EmptyState, PageLayout, Spinner, Table } from '@portal/ui/components';
import { serverRefusal } from '../../../shared/server-refusal';
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
  const approvalQueue = useApprovalQueue({ approves });

  const { paymentColumns, batchColumns } = useApprovalColumns({
    approves,
    currentUserId: approvalQueue.currentUserId,
    selected: approvalQueue.selected,
    setSelected: approvalQueue.setSelected,
    selectableIds: approvalQueue.selectableIds,
    setDecision: approvalQueue.setDecision,
    money: approvalQueue.money,
  });

  const list = approvalQueue.tab === 'payments' ? approvalQueue.payments : approvalQueue.batches;
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / APPROVAL_PAGE_SIZE));
  const totals: ApprovalTotal[] = list.data?.totals ?? [];
  const busy = approvalQueue.busy;
  const { withPasskey, passkeyApproval } = approvalQueue;
  // The passkey button is disabled while the browser's dialog is open, so focus falls to the page: it goes back to
  // the button when the dialog ends and the decision dialog is still there (issue 50 item 4).
  const passkeyButton = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) {
      const active = document.activeElement;
      if (!active || active === document.body) passkeyButton.current?.focus();
    }
    wasBusy.current = busy;
  }, [busy]);

  return (
    <div className={styles.stack}>
      <div role="tablist" aria-label={t('approvals.tabsLabel')} className={styles.tabs}>
        {TABS.map((name) => {
          const count =
            name === 'payments'
              ? approvalQueue.counts.data?.transactionRequestCount
              : approvalQueue.counts.data?.massTransactionRequestCount;
          return (
            <button
              key={name}
              id={`approvals-tab-${name}`}
              type="button"
              role="tab"
              aria-selected={approvalQueue.tab === name}
              aria-controls="approvals-panel"
              tabIndex={approvalQueue.tab === name ? 0 : -1}
              className={styles.tab}
              onKeyDown={approvalQueue.onTabKey}
              onClick={() => approvalQueue.switchTab(name)}
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
        aria-labelledby={`approvals-tab-${approvalQueue.tab}`}
        className={styles.stack}
      >
        {!approves && <Alert tone="info">{t('approvals.initiatorNote')}</Alert>}
        <ApprovalFiltersBar
          filters={approvalQueue.filters}
          users={approves ? (approvalQueue.users.data ?? []) : []}
          onChange={(next) => {
            approvalQueue.setFilters(next);
            approvalQueue.setPage(1);
          }}
        />
        {totals.length > 0 && (
          <section aria-label={t('approvals.totals.title')}>
            <ul className={styles.totals}>
              {totals.map((item) => (
                <li key={item.currencyCode}>
                  {t('approvals.totals.line', {
                    count: item.count,
                    amount: approvalQueue.money(item.amount, item.currencyCode),
                  })}
                </li>
              ))}
            </ul>
          </section>
        )}
        {approvalQueue.results && (
          <Alert
            tone={
              approvalQueue.results.some((result) => result.status === 'failed' || result.message)
                ? 'warning'
                : 'success'
            }
            title={t('approvals.results.title')}
          >
            <ul className={styles.results}>
              {approvalQueue.results.map((result) => (
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
        {approvalQueue.failure && (
          <Alert tone="error" title={t('approvals.failed')}>
            {approvalQueue.failure}
          </Alert>
        )}
        {approvalQueue.tab === 'payments' && approves && (
          <div className={styles.toolbar}>
            <span className={styles.muted} aria-live="polite">
              {t('approvals.selected', { count: approvalQueue.selected.size })}
            </span>
            <Button
              disabled={approvalQueue.selected.size === 0 || busy}
              onClick={() =>
                approvalQueue.setDecision({
                  kind: 'single',
                  ids: [...approvalQueue.selected],
                  declined: false,
                })
              }
            >
              {t('approvals.approveSelected')}
            </Button>
            <Button
              variant="secondary"
              disabled={approvalQueue.selected.size === 0 || busy}
              onClick={() =>
                approvalQueue.setDecision({
                  kind: 'single',
                  ids: [...approvalQueue.selected],
                  declined: true,
                })
              }
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
        ) : approvalQueue.tab === 'payments' ? (
          <Table
            caption={t('approvals.tabs.payments')}
            hideCaption
            columns={paymentColumns}
            rows={approvalQueue.rows}
            rowKey="id"
            empty={t('approvals.empty')}
          />
        ) : (
          <Table
            caption={t('approvals.tabs.batches')}
            hideCaption
            columns={batchColumns}
            rows={approvalQueue.batches.data?.requests ?? []}
            rowKey="batchId"
            empty={t('approvals.emptyBatches')}
          />
        )}
        {pages > 1 && (
          <Pagination
            label={t('approvals.pager.label')}
            page={approvalQueue.page}
            pages={pages}
            onPage={approvalQueue.setPage}
          />
        )}
      </div>
      <Dialog
        open={approvalQueue.decision !== undefined}
        title={
          approvalQueue.decision?.declined
            ? t('approvals.confirm.declineTitle')
            : t('approvals.confirm.approveTitle')
        }
        closeLabel={t('close')}
        closeOnBackdropClick={false}
        onClose={() => !busy && approvalQueue.setDecision(undefined)}
        actions={
          <>
            <Button variant="secondary" disabled={busy} onClick={() => approvalQueue.setDecision(undefined)}>
              {t('cancel')}
            </Button>
            {withPasskey ? (
              <Button
                ref={passkeyButton}
                loading={busy || passkeyApproval.isPending}
                disabled={!passkeyApproval.data}
                onClick={() => void approvalQueue.decide()}
              >
                {t('approvals.passkey.approve')}
              </Button>
            ) : (
              <Button
                variant={approvalQueue.decision?.declined ? 'danger' : 'primary'}
                loading={busy || (!approvalQueue.decision?.declined && passkeyApproval.isPending)}
                onClick={() => void approvalQueue.decide()}
              >
                {approvalQueue.decision?.declined ? t('approvals.decline') : t('approvals.approve')}
              </Button>
            )}
          </>
        }
      >
        {approvalQueue.decision?.kind === 'single' && (
          <p>
            {t(
              approvalQueue.decision.declined
                ? 'approvals.confirm.declineText'
                : 'approvals.confirm.approveText',
              {
                count: approvalQueue.decision.ids.length,
              },
            )}
          </p>
        )}
        {withPasskey && <PasskeyPayments approvalQueue={approvalQueue} />}
        {approvalQueue.decision?.kind === 'mass' && (
          <p>
            {t(
              approvalQueue.decision.declined
                ? 'approvals.confirm.declineBatch'
                : 'approvals.confirm.approveBatch',
              {
                name: approvalQueue.decision.batch.batchName,
                count: approvalQueue.decision.batch.count,
              },
            )}
          </p>
        )}
      </Dialog>
    </div>
  );
}

/** What a passkey approval covers (issue 50): each payment's amount and payee, as the challenge binds them. */
function PasskeyPayments({ approvalQueue }: { approvalQueue: ReturnType<typeof useApprovalQueue> }) {
  const { t } = useTranslation('transfers');
  const { passkeyApproval, passkeyProblem } = approvalQueue;
  if (passkeyApproval.isPending) return <Spinner label={t('approvals.passkey.loading')} />;
  if (passkeyApproval.isError)
    return (
      <Alert tone="error" title={t('approvals.passkey.unavailable')}>
        {serverRefusal(passkeyApproval.error, t).message}
      </Alert>
    );
  const payments = passkeyApproval.data?.payments ?? [];
  return (
    <>
      <p>{t('approvals.passkey.text')}</p>
      <ul className={styles.passkeyPayments} aria-label={t('approvals.passkey.payments')}>
        {payments.map((payment, index) => (
          <li key={index}>
            <strong>{approvalQueue.money(payment.amount, payment.currencyCode)}</strong>{' '}
            {t('approvals.passkey.payee', { name: payment.payeeName, payee: payment.payee })}
          </li>
        ))}
      </ul>
      {passkeyProblem && (
        <p role="alert" className={styles.passkeyProblem}>
          {passkeyProblem}
        </p>
      )}
    </>
  );
}
