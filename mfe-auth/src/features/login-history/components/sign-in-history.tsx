import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_HISTORY_PAGE_SIZE, type LoginHistoryEntry } from '@portal/api/catalogue';
import { pageCount, Pagination } from '@portal/remote/pagination';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Skeleton,
  Table,
  TextField,
  VisuallyHidden,
} from '@portal/ui/components';
import { formatDateTime } from '../../../utils/date-time';
import { useLoginHistory, type LoginHistoryFilter } from '../api/login-history';
import styles from './sign-in-history.module.css';

function Filters({ onApply }: { onApply: (dates: { fromDate: string; toDate: string }) => void }) {
  const { t } = useTranslation('auth');
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // ISO dates compare as text.
    if (fromDate && toDate && toDate < fromDate) {
      setError(t('security.loginHistory.dateOrder'));
      return;
    }
    setError(undefined);
    onApply({ fromDate, toDate });
  };
  return (
    <form noValidate onSubmit={submit} className={styles.filters}>
      <TextField
        label={t('security.loginHistory.from')}
        type="date"
        name="fromDate"
        value={fromDate}
        max={toDate || undefined}
        onChange={(event) => setFromDate(event.target.value)}
      />
      <TextField
        label={t('security.loginHistory.to')}
        type="date"
        name="toDate"
        value={toDate}
        min={fromDate || undefined}
        onChange={(event) => setToDate(event.target.value)}
        error={error}
      />
      <div className={styles.filterActions}>
        <Button type="submit">{t('security.loginHistory.apply')}</Button>
        <Button
          variant="ghost"
          disabled={!fromDate && !toDate}
          onClick={() => {
            setFromDate('');
            setToDate('');
            setError(undefined);
            onApply({ fromDate: '', toDate: '' });
          }}
        >
          {t('security.loginHistory.clear')}
        </Button>
      </div>
    </form>
  );
}

function LoadingRows() {
  const { t } = useTranslation('auth');
  return (
    <div role="status" className={styles.loading}>
      <VisuallyHidden>{t('security.loginHistory.loading')}</VisuallyHidden>
      {[0, 1, 2, 3, 4].map((key) => (
        <Skeleton key={key} height={40} />
      ))}
    </div>
  );
}

/** Login history (spec 02 §7): every sign-in with its address, client, place, method and result, 20 a page. */
export function SignInHistory() {
  const { t, i18n } = useTranslation('auth');
  const [filter, setFilter] = useState<LoginHistoryFilter>({ fromDate: '', toDate: '', pageNumber: 1 });
  const history = useLoginHistory(filter);
  const goTo = (pageNumber: number) => setFilter((current) => ({ ...current, pageNumber }));
  const flowLabel = (flow: string) => t(`security.loginHistory.flows.${flow}`, { defaultValue: flow });

  let body;
  if (history.isPending) body = <LoadingRows />;
  else if (history.isError)
    body = (
      <Alert tone="error" title={t('security.loginHistory.loadFailed')}>
        <p>{history.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
          {t('security.common.retry')}
        </Button>
      </Alert>
    );
  else if (history.data.items.length === 0)
    body = (
      <EmptyState title={t('security.loginHistory.empty')} text={t('security.loginHistory.emptyText')} />
    );
  else
    body = (
      <>
        <Table<LoginHistoryEntry>
          caption={t('security.loginHistory.caption')}
          hideCaption
          rows={history.data.items}
          rowKey={(row, index) => `${row.date}-${index}`}
          empty={t('security.loginHistory.empty')}
          className={history.isPlaceholderData ? styles.stale : undefined}
          columns={[
            {
              key: 'date',
              header: t('security.loginHistory.date'),
              phone: 'secondary',
              render: (row) => <time dateTime={row.date}>{formatDateTime(row.date, i18n.language)}</time>,
            },
            {
              key: 'ip',
              header: t('security.loginHistory.ip'),
              phone: 'secondary',
              render: (row) => <code>{row.ip}</code>,
            },
            { key: 'client', header: t('security.loginHistory.client'), phone: 'primary' },
            { key: 'location', header: t('security.loginHistory.location'), phone: 'secondary' },
            {
              key: 'authFlow',
              header: t('security.loginHistory.method'),
              phone: 'secondary',
              render: (row) => flowLabel(row.authFlow),
            },
            {
              key: 'success',
              header: t('security.loginHistory.result'),
              phone: 'status',
              render: (row) => (
                <span className={row.success ? styles.success : styles.failed}>
                  {row.success ? t('security.loginHistory.success') : t('security.loginHistory.failed')}
                </span>
              ),
            },
          ]}
        />
        <Pagination
          label={t('security.loginHistory.pagination')}
          page={filter.pageNumber}
          pages={pageCount(history.data.total, LOGIN_HISTORY_PAGE_SIZE)}
          onPage={goTo}
          busy={history.isFetching}
        />
      </>
    );

  return (
    <Card>
      <Filters onApply={(dates) => setFilter({ ...dates, pageNumber: 1 })} />
      <div aria-busy={history.isFetching || undefined}>{body}</div>
    </Card>
  );
}
