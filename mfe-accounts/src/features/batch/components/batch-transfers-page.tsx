import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { BATCH_PAGE_SIZE, BATCH_TYPES, type BatchTransfer, type BatchType } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import {
  Button,
  Card,
  EmptyState,
  PageLayout,
  Skeleton,
  Table,
  TextField,
  VisuallyHidden,
} from '@portal/ui/components';
import { LoadError } from '../../../shared/load-error';
import { pageCount, Pagination } from '@portal/remote/pagination';
import { formatDate } from '../../../shared/date-format';
import { useBatchTransfers } from '../api/batch-transfers';
import {
  EMPTY_BATCH_FORM,
  hasBatchFilter,
  readBatchSearch,
  toBatchRequest,
  writeBatchSearch,
  type BatchFormValues,
} from '../utils/batch-search';
import { BatchFileDialog } from './batch-file-dialog';
import styles from './batch-transfers-page.module.css';

function LoadingRows() {
  const { t } = useTranslation('accounts');
  return (
    <div role="status" className={styles.loading}>
      <VisuallyHidden>{t('batch.loading')}</VisuallyHidden>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} height={44} />
      ))}
    </div>
  );
}

/**
 * Batch transfers (spec 02 §2 history/batch-transfers, §7 batch transfer list): search, types, dates, 20 a page
 * (spec 02 §9); each batch's uploaded file opens in a dialog. The filter is kept in the address bar.
 */
export function BatchTransfersPage() {
  const { t, i18n } = useTranslation('accounts');
  const [params, setParams] = useSearchParams();
  const { values, pageNumber } = readBatchSearch(params);
  const searchText = params.toString();
  const [draftOf, setDraftOf] = useState(searchText);
  const [draft, setDraft] = useState<BatchFormValues>(values);
  const [dateError, setDateError] = useState<string>();
  if (draftOf !== searchText) {
    setDraftOf(searchText);
    setDraft(values);
    setDateError(undefined);
  }
  const [opened, setOpened] = useState<BatchTransfer>();
  const batches = useBatchTransfers(toBatchRequest(values, pageNumber));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    // ISO days compare as text.
    if (draft.from && draft.to && draft.to < draft.from) {
      setDateError(t('batch.filters.dateOrder'));
      document.getElementById('batch-to')?.focus();
      return;
    }
    setParams(writeBatchSearch(draft));
  };
  const toggleType = (type: BatchType, on: boolean) =>
    setDraft((current) => ({
      ...current,
      types: on
        ? BATCH_TYPES.filter((known) => known === type || current.types.includes(known))
        : current.types.filter((known) => known !== type),
    }));

  let body;
  if (batches.isPending) body = <LoadingRows />;
  else if (batches.isError)
    body = (
      <LoadError title={t('batch.loadFailed')} error={batches.error} onRetry={() => void batches.refetch()} />
    );
  else if (batches.data.transfers.length === 0 && pageNumber === 1)
    body = <EmptyState title={hasBatchFilter(values) ? t('batch.emptyFiltered') : t('batch.empty')} />;
  else
    body = (
      <>
        <Table<BatchTransfer>
          caption={t('batch.table.caption')}
          hideCaption
          rows={batches.data.transfers}
          rowKey="id"
          empty={t('batch.empty')}
          className={batches.isPlaceholderData ? styles.stale : undefined}
          columns={[
            {
              key: 'dateTime',
              header: t('batch.table.dateTime'),
              phone: 'secondary',
              render: (row) => (
                <time dateTime={row.dateTime} className={styles.nowrap}>
                  {formatDate(row.dateTime, i18n.language)}
                </time>
              ),
            },
            {
              key: 'name',
              header: t('batch.table.name'),
              phone: 'primary',
              render: (row) => (
                <button
                  type="button"
                  className={styles.openFile}
                  aria-haspopup="dialog"
                  aria-label={t('batch.table.viewFile', { name: String(row.name) })}
                  onClick={() => setOpened(row)}
                >
                  {String(row.name)}
                </button>
              ),
            },
            {
              key: 'type',
              header: t('batch.table.type'),
              phone: 'secondary',
              render: (row) => t(`batch.types.${row.type}`, { defaultValue: row.type }),
            },
            {
              key: 'count',
              header: t('batch.table.count'),
              align: 'end',
              phone: 'secondary',
              phoneLabel: true,
            },
            {
              key: 'totalAmount',
              header: t('batch.table.total'),
              align: 'end',
              phone: 'amount',
              render: (row) => (
                <span className={styles.nowrap}>
                  {formatMoney(row.totalAmount, row.currencyCode, i18n.language)}
                </span>
              ),
            },
            {
              key: 'status',
              header: t('batch.table.status'),
              phone: 'status',
              render: (row) => (
                <span className={`${styles.status} ${styles[row.status] ?? ''}`}>
                  {t(`batch.statuses.${row.status}`, { defaultValue: row.status })}
                </span>
              ),
            },
          ]}
        />
        <Pagination
          label={t('batch.pagination')}
          page={pageNumber}
          pages={pageCount(batches.data.total, BATCH_PAGE_SIZE)}
          busy={batches.isFetching}
          onPage={(page) => setParams(writeBatchSearch(values, page))}
        />
      </>
    );

  return (
    <PageLayout
      title={t('batch.title')}
      description={t('batch.description')}
      actions={
        <Link className={styles.pageLink} to="/history">
          {t('batch.historyLink')}
        </Link>
      }
    >
      <Card title={t('batch.filters.title')}>
        <form noValidate onSubmit={apply} aria-label={t('batch.filters.title')} className={styles.filters}>
          <div className={styles.filterGrid}>
            <TextField
              type="search"
              id="batch-search"
              name="search"
              label={t('batch.filters.search')}
              value={draft.search}
              onChange={(event) => setDraft((current) => ({ ...current, search: event.target.value }))}
            />
            <TextField
              type="date"
              id="batch-from"
              name="from"
              label={t('batch.filters.from')}
              value={draft.from}
              max={draft.to || undefined}
              onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))}
            />
            <TextField
              type="date"
              id="batch-to"
              name="to"
              label={t('batch.filters.to')}
              value={draft.to}
              min={draft.from || undefined}
              error={dateError}
              onChange={(event) => {
                setDateError(undefined);
                setDraft((current) => ({ ...current, to: event.target.value }));
              }}
            />
          </div>
          <fieldset className={styles.types}>
            <legend>{t('batch.filters.types')}</legend>
            {BATCH_TYPES.map((type) => (
              <label key={type} className={styles.type}>
                <input
                  type="checkbox"
                  name="types"
                  value={type}
                  checked={draft.types.includes(type)}
                  onChange={(event) => toggleType(type, event.target.checked)}
                />
                {t(`batch.types.${type}`)}
              </label>
            ))}
          </fieldset>
          <div className={styles.filterActions}>
            <Button type="submit">{t('batch.filters.apply')}</Button>
            <Button
              variant="ghost"
              disabled={!hasBatchFilter(draft) && !hasBatchFilter(values)}
              onClick={() => setParams(writeBatchSearch(EMPTY_BATCH_FORM))}
            >
              {t('batch.filters.reset')}
            </Button>
          </div>
        </form>
      </Card>
      <Card
        title={t('batch.table.title')}
        description={batches.data ? t('batch.total', { count: batches.data.total }) : undefined}
      >
        <div aria-busy={batches.isFetching || undefined}>{body}</div>
      </Card>
      <BatchFileDialog batch={opened} onClose={() => setOpened(undefined)} />
    </PageLayout>
  );
}
