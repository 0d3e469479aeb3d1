import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  TRANSACTION_TYPES,
  historyPageSize,
  type HistoryRequest,
  type HistoryTransaction,
} from '@portal/api/catalogue';
import { Alert, Button, Card, EmptyState, PageLayout, Skeleton, VisuallyHidden } from '@portal/ui/components';
import { useBalances } from '../shared/balance-inquiry';
import { LoadError } from '../shared/load-error';
import { pageCount, Pagination } from '@portal/remote/pagination';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { defaultAccountId, historyAccounts } from '../shared/account-groups';
import { useTransactionHistory } from '../features/history/api/transaction-history';
import { useTransactionTypes } from '../features/history/api/transaction-types';
import {
  activeFilterCount,
  EMPTY_HISTORY_FORM,
  hasFilter,
  readHistorySearch,
  toHistoryFilter,
  validateHistoryForm,
  writeHistorySearch,
  type HistoryField,
  type HistoryFieldError,
  type HistoryFormValues,
} from '../features/history/utils/history-filter';
import { historyFieldId, HistoryFilters } from '../features/history/components/history-filters';
import { TransactionDetailsDialog } from '../features/history/components/transaction-details-dialog';
import { TransactionsTable } from '../features/history/components/transactions-table';
import styles from '../features/history/components/history-page.module.css';
import { preloadAccountingExportDialog, useAccountingExportDialog } from './accounting-export-loader';

function LoadingRows() {
  const { t } = useTranslation('accounts');
  return (
    <div role="status" className={styles.loading}>
      <VisuallyHidden>{t('history.loading')}</VisuallyHidden>
      {[0, 1, 2, 3, 4].map((key) => (
        <Skeleton key={key} height={44} />
      ))}
    </div>
  );
}

/**
 * Transaction history (spec 02 §2 history, §3 history filter, §7): an account's transactions, 20 a page (spec 02 §9),
 * filtered by what the address bar holds, so a reload or a shared link shows the same; each line opens its details,
 * and the filter on screen exports to CSV, or its account and dates for accounting software (issue 51; the dialog is
 * fetched when it is opened).
 */
export function HistoryPage() {
  const { t } = useTranslation('accounts');
  const user = useSubject(user$);
  const [params, setParams] = useSearchParams();
  const search = readHistorySearch(params);
  const balances = useBalances();
  const types = useTransactionTypes();
  const accounts = historyAccounts(balances.data ?? []);
  // spec 02 §7: the link's account, else the first payment account once the accounts are known.
  const accountId = search.accountId ?? defaultAccountId(accounts);

  // The form edits a draft of the applied filter; a new address (Apply, back, a link) replaces the draft.
  const searchText = params.toString();
  const [draftOf, setDraftOf] = useState(searchText);
  const [draft, setDraft] = useState<HistoryFormValues>(search.values);
  const [errors, setErrors] = useState<Partial<Record<HistoryField, HistoryFieldError>>>({});
  if (draftOf !== searchText) {
    setDraftOf(searchText);
    setDraft(search.values);
    setErrors({});
  }

  // On a phone the filter folds behind a button that counts the filters applied (issue 14); wider, it stays open.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterToggle = useRef<HTMLButtonElement>(null);
  const activeFilters = activeFilterCount(search.values);
  const closeFilters = () => {
    setFiltersOpen(false);
    filterToggle.current?.focus();
  };

  const [opened, setOpened] = useState<HistoryTransaction>();
  const exporting = useAccountingExportDialog();

  const filter = accountId === undefined ? undefined : toHistoryFilter(accountId, search.values);
  const request: HistoryRequest | undefined = filter && { ...filter, pageNumber: search.pageNumber };
  const history = useTransactionHistory(request);

  const go = (next: { accountId?: number; values: HistoryFormValues; pageNumber?: number }) =>
    setParams(writeHistorySearch({ pageNumber: 1, ...next }));
  const apply = () => {
    const found = validateHistoryForm(draft);
    setErrors(found);
    const first = (Object.keys(draft) as HistoryField[]).find((field) => found[field]);
    if (first) {
      document.getElementById(historyFieldId(first))?.focus();
      return;
    }
    go({ accountId, values: draft });
    closeFilters();
  };

  const typeOptions = (
    types.data ?? TRANSACTION_TYPES.map((type) => ({ type, name: t(`history.types.${type}`) }))
  ).map((entry) => ({ value: entry.type, label: entry.name }));

  // spec 02 §9 20 for a person; spec 03 §9 25 for a company's activity (the sandbox pages the same way).
  const pages = pageCount(history.data?.results ?? 0, historyPageSize(user?.customerType ?? 0));
  let body;
  if (accountId === undefined) {
    if (balances.isPending) body = <LoadingRows />;
    else if (balances.isError)
      body = (
        <LoadError title={t('loadFailed')} error={balances.error} onRetry={() => void balances.refetch()} />
      );
    else body = <EmptyState title={t('history.noAccount')} text={t('history.noAccountText')} />;
  } else if (history.isPending) body = <LoadingRows />;
  else if (history.isError)
    body = (
      <LoadError
        title={t('history.loadFailed')}
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  else if (history.data.transactions.length === 0 && search.pageNumber === 1)
    body = (
      <EmptyState
        title={hasFilter(search.values) ? t('history.emptyFiltered') : t('history.empty')}
        text={hasFilter(search.values) ? t('history.emptyFilteredText') : undefined}
      />
    );
  else
    body = (
      <>
        <TransactionsTable
          transactions={history.data.transactions}
          stale={history.isPlaceholderData}
          onOpen={setOpened}
        />
        <Pagination
          label={t('history.pagination')}
          page={search.pageNumber}
          pages={pages}
          busy={history.isFetching}
          onPage={(pageNumber) => go({ accountId, values: search.values, pageNumber })}
        />
      </>
    );

  // While the first page loads, the counts' line is held (issue 49: the list moved 37 px down when they came).
  const counts = history.data ? (
    <ul className={styles.counts} aria-label={t('history.counts.label')}>
      <li>{t('history.counts.results', { count: history.data.results })}</li>
      <li>{t('history.counts.processing', { count: history.data.processingCount })}</li>
      <li>{t('history.counts.rejected', { count: history.data.rejectedCount })}</li>
    </ul>
  ) : accountId !== undefined && history.isPending ? (
    <div className={styles.counts} aria-hidden="true" data-testid="history-counts-held">
      &nbsp;
    </div>
  ) : null;

  return (
    <PageLayout
      title={t('history.title')}
      description={t('history.description')}
      actions={
        <Link className={styles.pageLink} to="/history/batch-transfers">
          {t('history.batchLink')}
        </Link>
      }
    >
      <div className={styles.filterBar}>
        <Button
          ref={filterToggle}
          variant="secondary"
          aria-expanded={filtersOpen}
          aria-controls="history-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t('history.filters.title')}
          {activeFilters > 0 ? (
            <>
              <span aria-hidden="true"> ({activeFilters})</span>
              <VisuallyHidden> {t('history.filters.active', { count: activeFilters })}</VisuallyHidden>
            </>
          ) : null}
        </Button>
      </div>
      <Card
        id="history-filters"
        title={t('history.filters.title')}
        className={filtersOpen ? undefined : styles.foldedFilters}
      >
        <HistoryFilters
          accounts={accounts}
          accountId={accountId}
          onAccountChange={(next) => go({ accountId: next, values: search.values })}
          values={draft}
          errors={errors}
          typeOptions={typeOptions}
          onChange={(field, value) => {
            setDraft((current) => ({ ...current, [field]: value }));
            if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
          }}
          onApply={apply}
          onReset={() => {
            go({ accountId, values: EMPTY_HISTORY_FORM });
            closeFilters();
          }}
          canReset={hasFilter(draft) || hasFilter(search.values)}
        />
      </Card>
      <Card
        title={t('history.table.title')}
        actions={
          <Button
            variant="secondary"
            size="sm"
            disabled={!history.data?.exportCsv || history.data.results === 0}
            // Not disabled while its code loads: a disabled button would drop the focus the dialog returns to.
            aria-busy={exporting.loading || undefined}
            onPointerEnter={preloadAccountingExportDialog}
            onFocus={preloadAccountingExportDialog}
            onClick={() => {
              if (!exporting.loading) exporting.open();
            }}
          >
            {t('history.export')}
          </Button>
        }
      >
        {exporting.failed ? (
          <Alert tone="error" title={t('exports.openFailed')}>
            {t('loadFailedText')}
          </Alert>
        ) : null}
        {counts}
        <div aria-busy={history.isFetching || undefined}>{body}</div>
      </Card>
      <TransactionDetailsDialog transaction={opened} onClose={() => setOpened(undefined)} />
      {filter && exporting.Dialog ? (
        <exporting.Dialog
          accounts={accounts}
          accountId={accountId}
          fromDate={search.values.fromDate}
          toDate={search.values.toDate}
          csv={{
            request: { ...filter, source: 'history' },
            summary: t('history.exportSummary', { count: history.data?.results ?? 0 }),
          }}
          onClose={exporting.close}
        />
      ) : null}
    </PageLayout>
  );
}
