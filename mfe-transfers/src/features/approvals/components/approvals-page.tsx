import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPROVAL_PAGE_SIZE,
  type ApprovalRequestItem,
  type ApprovalTotal,
  type ApproveRequestsResponse,
  type MassApprovalItem,
} from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { Pagination } from '@portal/remote/pagination';
import {
  Alert,
  Button,
  Dialog,
  EmptyState,
  PageLayout,
  Spinner,
  Table,
  type TableColumn,
} from '@portal/ui/components';
import { serverRefusal } from '../../../shared/server-refusal';
import { useTransferCapabilities } from '../../../shared/transfer-capabilities';
import { useMayCall } from '../../../shared/use-may-call';
import { useApprovalCounts } from '../api/approval-counts';
import { useApprovalRequests, type ApprovalFilters } from '../api/approval-requests';
import { useApproveMassRequest, useApproveRequests } from '../api/approve-requests';
import { useBusinessUsers } from '../api/business-users';
import { useMassApprovalRequests } from '../api/mass-approval-requests';
import { isOwnRequest, isSelectable, pruneSelection, toggleAll, toggleSelection } from '../utils/selection';
import { ApprovalFiltersBar } from './approval-filters';
import styles from './approvals.module.css';

type Tab = 'payments' | 'batches';
const TABS: readonly Tab[] = ['payments', 'batches'];

/** What the approver is about to confirm. */
type Decision =
  | { kind: 'single'; ids: number[]; declined: boolean }
  | { kind: 'mass'; batch: MassApprovalItem; declined: boolean };

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
  const { t, i18n } = useTranslation('transfers');
  const user = useSubject(user$);
  const users = useBusinessUsers();
  const counts = useApprovalCounts();
  const [tab, setTab] = useState<Tab>('payments');
  const [filters, setFilters] = useState<ApprovalFilters>({});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [decision, setDecision] = useState<Decision>();
  const [results, setResults] = useState<ApproveRequestsResponse['results']>();
  const [failure, setFailure] = useState<string>();

  // Who "you" are: the business user whose e-mail is the signed-in login.
  const currentUserId = users.data?.find(
    (item) => item.email.toLowerCase() === user?.login.toLowerCase(),
  )?.userId;
  // Initiators see their own requests (spec 02 §4: the initiator sees the outcome).
  const effectiveFilters: ApprovalFilters =
    approves || currentUserId === undefined ? filters : { ...filters, createdBy: currentUserId };
  const ready = approves || users.isSuccess || users.isError;
  const payments = useApprovalRequests(effectiveFilters, page, tab === 'payments' && ready);
  const batches = useMassApprovalRequests(effectiveFilters, page, tab === 'batches' && ready);
  const approve = useApproveRequests();
  const approveMass = useApproveMassRequest();
  const money = (amount: string, currency: string) => formatMoney(amount, currency, i18n.language);

  const rows = useMemo(() => payments.data?.requests ?? [], [payments.data]);
  const selectableIds = useMemo(
    () => rows.filter((row) => isSelectable(row, currentUserId, approves)).map((row) => row.id),
    [rows, currentUserId, approves],
  );
  useEffect(() => setSelected((current) => pruneSelection(current, selectableIds)), [selectableIds]);

  const switchTab = (next: Tab) => {
    setTab(next);
    setPage(1);
    setSelected(new Set());
    setResults(undefined);
    setFailure(undefined);
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
    if (!next) return;
    switchTab(next);
    document.getElementById(`approvals-tab-${next}`)?.focus();
  };

  const decide = async () => {
    if (!decision) return;
    setFailure(undefined);
    try {
      const answer =
        decision.kind === 'single'
          ? await approve.mutateAsync({ transactionIds: decision.ids, declined: decision.declined })
          : await approveMass.mutateAsync({ batchId: decision.batch.batchId, declined: decision.declined });
      setResults(answer.results ?? []);
      setSelected(new Set());
    } catch (error) {
      setFailure(serverRefusal(error, t).message);
    } finally {
      setDecision(undefined);
    }
  };

  const statusCell = (status: string, reason?: string) => (
    <span className={styles.status}>
      {t(`approvals.status.${status}`, { defaultValue: status })}
      {reason && <span className={styles.reason}>{reason}</span>}
    </span>
  );
  const createdByCell = (item: { createdBy: number; createdByName: string }) =>
    isOwnRequest(item, currentUserId) ? (
      <span className={styles.own}>{t('approvals.yourRequest')}</span>
    ) : (
      item.createdByName
    );
  const dateCell = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'ua' ? 'uk' : i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));

  const allChosen = selectableIds.length > 0 && selectableIds.every((id) => selected.has(id));
  const selectAll = (label?: string) => (
    <input
      type="checkbox"
      className={styles.checkbox}
      aria-label={label}
      checked={allChosen}
      disabled={selectableIds.length === 0}
      onChange={() => setSelected((current) => toggleAll(current, selectableIds))}
    />
  );
  const paymentColumns: TableColumn<ApprovalRequestItem>[] = [
    ...(approves
      ? [
          {
            key: 'select',
            phone: 'select' as const,
            header: selectAll(t('approvals.selectAll')),
            // On a phone there is no header row: the control above the list says what it does.
            phoneHeader: (
              <label className={styles.selectAll}>
                {selectAll()}
                {t('approvals.selectAllShort')}
              </label>
            ),
            render: (row: ApprovalRequestItem) => {
              const selectable = isSelectable(row, currentUserId, approves);
              return (
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  aria-label={t('approvals.selectRow', { payee: row.payeeName, id: row.id })}
                  checked={selected.has(row.id)}
                  disabled={!selectable}
                  onChange={() => setSelected((current) => toggleSelection(current, row.id, selectable))}
                />
              );
            },
          },
        ]
      : []),
    {
      key: 'created',
      header: t('approvals.columns.created'),
      phone: 'secondary',
      render: (row) => dateCell(row.created),
    },
    {
      key: 'type',
      header: t('approvals.columns.type'),
      phone: 'secondary',
      render: (row) => t(`approvals.types.${row.transactionType}`),
    },
    {
      key: 'payee',
      header: t('approvals.columns.payee'),
      phone: 'primary',
      render: (row) => (
        <>
          {row.payeeName}
          <span className={styles.muted}> · {row.payee}</span>
        </>
      ),
    },
    {
      key: 'amount',
      header: t('approvals.columns.amount'),
      align: 'end',
      phone: 'amount',
      render: (row) => money(row.amount, row.currencyCode),
    },
    {
      key: 'fee',
      header: t('approvals.columns.fee'),
      align: 'end',
      phone: 'secondary',
      phoneLabel: true,
      render: (row) => money(row.fee, row.currencyCode),
    },
    {
      key: 'createdBy',
      header: t('approvals.columns.createdBy'),
      phone: 'secondary',
      phoneLabel: true,
      render: createdByCell,
    },
    {
      key: 'status',
      header: t('approvals.columns.status'),
      phone: 'status',
      render: (row) => statusCell(row.status, row.failureReason),
    },
  ];

  const batchColumns: TableColumn<MassApprovalItem>[] = [
    {
      key: 'created',
      header: t('approvals.columns.created'),
      phone: 'secondary',
      render: (row) => dateCell(row.created),
    },
    { key: 'batchName', header: t('approvals.columns.batch'), phone: 'primary' },
    {
      key: 'type',
      header: t('approvals.columns.type'),
      phone: 'secondary',
      render: (row) => t(`approvals.types.${row.transactionType}`),
    },
    {
      key: 'count',
      header: t('approvals.columns.count'),
      align: 'end',
      phone: 'secondary',
      phoneLabel: true,
    },
    {
      key: 'amount',
      header: t('approvals.columns.amount'),
      align: 'end',
      phone: 'amount',
      render: (row) => money(row.amount, row.currencyCode),
    },
    {
      key: 'createdBy',
      header: t('approvals.columns.createdBy'),
      phone: 'secondary',
      phoneLabel: true,
      render: createdByCell,
    },
    {
      key: 'status',
      header: t('approvals.columns.status'),
      phone: 'status',
      render: (row) => statusCell(row.status),
    },
    ...(approves
      ? [
          {
            key: 'actions',
            header: t('approvals.columns.actions'),
            phone: 'actions' as const,
            render: (row: MassApprovalItem) =>
              isSelectable(row, currentUserId, approves) ? (
                <div className={styles.toolbar}>
                  <Button
                    size="sm"
                    onClick={() => setDecision({ kind: 'mass', batch: row, declined: false })}
                  >
                    {t('approvals.approve')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setDecision({ kind: 'mass', batch: row, declined: true })}
                  >
                    {t('approvals.decline')}
                  </Button>
                </div>
              ) : null,
          },
        ]
      : []),
  ];

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
