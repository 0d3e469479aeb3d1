import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { STATEMENT_PAGE_SIZE, type StatementExport } from '@portal/api/catalogue';
import { Alert, Button, Card, EmptyState, PageLayout, Skeleton, VisuallyHidden } from '@portal/ui/components';
import { useBalances } from '../shared/balance-inquiry';
import { AccountSelect } from '../shared/account-select';
import { LoadError, useErrorText } from '../shared/load-error';
import { pageCount, Pagination } from '@portal/remote/pagination';
import { defaultAccountId, historyAccounts } from '../shared/account-groups';
import { formatMonth } from '../shared/date-format';
import { ExportProgress } from '../features/exports/components/export-progress';
import { ExportFailedError, useHistoryExport } from '../features/exports/hooks/use-history-export';
import { useStatementExports } from '../features/statements/api/statement-exports';
import { statementExportRequest, statementMonth } from '../features/statements/utils/statement-month';
import { preloadAccountingExportDialog, useAccountingExportDialog } from './accounting-export-loader';
import styles from './statements-page.module.css';

function LoadingMonths() {
  const { t } = useTranslation('accounts');
  return (
    <div role="status" className={styles.loading}>
      <VisuallyHidden>{t('statements.loading')}</VisuallyHidden>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} height={56} />
      ))}
    </div>
  );
}

const monthKey = (item: StatementExport) => `${item.accountId}-${item.dateFrom}`;

/**
 * Statements (spec 02 §2 statements, §7 export list): the months of an account that have statements, 12 a page;
 * "Download" exports that month (source statement), shows its progress and hands the file to the user. Beside the
 * account, the export for accounting software (issue 51): its heading and button are painted with the page, its
 * dialog is fetched when it is opened.
 */
export function StatementsPage() {
  const { t, i18n } = useTranslation('accounts');
  const [params, setParams] = useSearchParams();
  const balances = useBalances();
  const accounts = historyAccounts(balances.data ?? []);
  const linked = Number(params.get('accountId'));
  const accountId = Number.isInteger(linked) && linked > 0 ? linked : defaultAccountId(accounts);
  const [pageNumber, setPageNumber] = useState(1);
  const [pageOf, setPageOf] = useState(accountId);
  if (pageOf !== accountId) {
    // Another account starts at its first page.
    setPageOf(accountId);
    setPageNumber(1);
  }
  const statements = useStatementExports(accountId, pageNumber);
  const exporter = useHistoryExport();
  const errorText = useErrorText();
  const [active, setActive] = useState<string>();
  const accounting = useAccountingExportDialog();
  const busy = exporter.state.phase === 'starting' || exporter.state.phase === 'running';

  const download = (item: StatementExport) => {
    setActive(monthKey(item));
    void exporter.start(statementExportRequest(item));
  };

  const monthName = (item: StatementExport) => {
    const { year, month } = statementMonth(item);
    return formatMonth(year, month, i18n.language);
  };

  const rowStatus = (item: StatementExport) => {
    const { state } = exporter;
    if (active !== monthKey(item) || state.phase === 'idle') return null;
    if (state.phase === 'starting' || state.phase === 'running')
      return (
        <div className={styles.rowStatus}>
          <ExportProgress
            progress={state.phase === 'running' ? state.progress : 0}
            rows={state.phase === 'running' ? state.rows : 0}
            label={t('statements.progressLabel', { month: monthName(item) })}
          />
          <Button variant="ghost" size="sm" onClick={exporter.cancel}>
            {t('exports.cancel')}
          </Button>
        </div>
      );
    if (state.phase === 'failed')
      return (
        <Alert tone="error" title={t('statements.failed')} className={styles.rowStatus}>
          {state.error instanceof ExportFailedError ? t('exports.serverFailed') : errorText(state.error)}
        </Alert>
      );
    return (
      <div className={styles.rowStatus}>
        <p className={styles.ready} role="status">
          {t('statements.ready', { rows: state.rows })}
        </p>
        <Button variant="ghost" size="sm" onClick={() => exporter.download(state)}>
          {t('exports.downloadAgain')}
        </Button>
      </div>
    );
  };

  let body;
  if (accountId === undefined) {
    if (balances.isPending) body = <LoadingMonths />;
    else if (balances.isError)
      body = (
        <LoadError title={t('loadFailed')} error={balances.error} onRetry={() => void balances.refetch()} />
      );
    else body = <EmptyState title={t('history.noAccount')} text={t('history.noAccountText')} />;
  } else if (statements.isPending) body = <LoadingMonths />;
  else if (statements.isError)
    body = (
      <LoadError
        title={t('statements.loadFailed')}
        error={statements.error}
        onRetry={() => void statements.refetch()}
      />
    );
  else if (statements.data.exports.length === 0)
    body = <EmptyState title={t('statements.empty')} text={t('statements.emptyText')} />;
  else
    body = (
      <>
        <ul className={`${styles.months} ${statements.isPlaceholderData ? styles.stale : ''}`}>
          {statements.data.exports.map((item) => (
            <li key={monthKey(item)} className={styles.month}>
              <div className={styles.monthText}>
                <h3 className={styles.monthName}>{monthName(item)}</h3>
                <p className={styles.monthMeta}>
                  {t('statements.transactions', { count: Number(item.transactions) || 0 })}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                aria-label={t('statements.downloadMonth', { month: monthName(item) })}
                onClick={() => download(item)}
              >
                {t('statements.download')}
              </Button>
              {rowStatus(item)}
            </li>
          ))}
        </ul>
        <Pagination
          label={t('statements.pagination')}
          page={pageNumber}
          pages={pageCount(statements.data.total, STATEMENT_PAGE_SIZE)}
          busy={statements.isFetching}
          onPage={setPageNumber}
        />
      </>
    );

  return (
    <PageLayout title={t('statements.title')} description={t('statements.description')}>
      {/* Above the months, never under them: the months arrive later and would push it down (CLS). */}
      <div className={styles.top}>
        <Card>
          <div className={styles.accountPicker}>
            <AccountSelect
              accounts={accounts}
              value={accountId}
              disabled={busy}
              onChange={(next) => setParams(new URLSearchParams({ accountId: String(next) }))}
            />
          </div>
        </Card>
        <Card title={t('statements.accountingTitle')}>
          <div className={styles.accounting}>
            <Button
              variant="secondary"
              className={styles.accountingOpen}
              // Not disabled while its code loads: a disabled button would drop the focus the dialog returns to.
              aria-busy={accounting.loading || undefined}
              onPointerEnter={preloadAccountingExportDialog}
              onFocus={preloadAccountingExportDialog}
              onClick={() => {
                if (!accounting.loading) accounting.open();
              }}
            >
              {t('statements.accountingOpen')}
            </Button>
            {accounting.failed ? (
              <Alert tone="error" title={t('exports.openFailed')}>
                {t('loadFailedText')}
              </Alert>
            ) : null}
          </div>
        </Card>
      </div>
      <Card title={t('statements.listTitle')}>
        <div aria-busy={statements.isFetching || undefined}>{body}</div>
      </Card>
      {accounting.Dialog ? (
        <accounting.Dialog accounts={accounts} accountId={accountId} onClose={accounting.close} />
      ) : null}
    </PageLayout>
  );
}
