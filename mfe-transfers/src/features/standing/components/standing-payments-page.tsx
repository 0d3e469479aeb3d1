import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { StandingPayment } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { Alert, Button, Dialog, EmptyState, Spinner, Table, type TableColumn } from '@portal/ui/components';
import { AccessPage, LoadFailed } from '../../../shared/access-page';
import { PortalLink } from '../../../shared/portal-link';
import { useMayCall } from '../../../shared/use-may-call';
import { useCancelStandingPayment, useStandingPayments } from '../api/standing-payments';
import { filterFromSearch, filterToSearch, type StandingFilter } from '../utils/filter-params';
import { StandingFilters } from './standing-filters';
import styles from './standing.module.css';

/** A `YYYY-MM-DD` as the user's language writes a date (the date itself, whatever the time zone). */
function useDateText() {
  const { i18n } = useTranslation('transfers');
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language === 'ua' ? 'uk' : i18n.language, {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
    return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
  }, [i18n.language]);
}

/**
 * `/transfer/preapproved-payments` (spec 02 §2, §3 "Announcements and standing payments", §4, §7): the customer's
 * standing payments with their filter in the URL, next execution and payments left; cancelling asks first, reloads
 * the list on success and leaves a failure to the shell's response popup (spec 02 §4).
 */
export function StandingPaymentsPage() {
  const { t } = useTranslation('transfers');
  const allowed = useMayCall('getStandingPayments');
  return (
    <AccessPage title={t('standing.title')} description={t('standing.description')} allowed={allowed}>
      <StandingPaymentsList />
    </AccessPage>
  );
}

function StandingPaymentsList() {
  const { t, i18n } = useTranslation('transfers');
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => filterFromSearch(search), [search]);
  const filtered = Object.keys(filter).length > 0;
  const list = useStandingPayments(filter);
  const cancel = useCancelStandingPayment();
  const mayCancel = useMayCall('cancelStandingPayment');
  const [chosen, setChosen] = useState<StandingPayment>();
  const [cancelled, setCancelled] = useState<number>();
  const dateText = useDateText();
  const money = (amount: string, currency: string) => formatMoney(amount, currency, i18n.language);

  const apply = (next: StandingFilter) => {
    setCancelled(undefined);
    setSearch(filterToSearch(next), { replace: true });
  };
  const confirmCancel = async () => {
    if (!chosen) return;
    try {
      await cancel.mutateAsync(chosen.id);
      setCancelled(chosen.id);
    } catch {
      // The shell's response popup shows the refusal (spec 02 §4).
    } finally {
      setChosen(undefined);
    }
  };

  const statusCell = (row: StandingPayment) => (
    <span className={styles.status}>
      {t(`standing.status.${row.status}`)}
      {row.status === 'active' && row.lastRun?.status === 'skipped' && (
        <span className={styles.reason}>
          {t('standing.skipped', { date: dateText(row.lastRun.dueDate), reason: row.lastRun.reason ?? '' })}
        </span>
      )}
    </span>
  );

  const columns: TableColumn<StandingPayment>[] = [
    {
      key: 'accounts',
      header: t('standing.columns.accounts'),
      phone: 'primary',
      render: (row) => (
        <span className={styles.accounts}>
          {t('standing.route', { from: row.fromAccount, to: row.toAccount })}
          <span className={styles.muted}> · {row.beneficiaryEmail}</span>
        </span>
      ),
    },
    {
      key: 'amount',
      header: t('standing.columns.amount'),
      align: 'end',
      phone: 'amount',
      render: (row) => money(row.amount, row.currencyCode),
    },
    {
      key: 'frequency',
      header: t('standing.columns.frequency'),
      phone: 'secondary',
      render: (row) => t(`standing.frequency.${row.frequency}`),
    },
    {
      key: 'next',
      header: t('standing.columns.next'),
      phone: 'secondary',
      phoneLabel: true,
      render: (row) => (row.nextExecution ? dateText(row.nextExecution) : '—'),
    },
    {
      key: 'remaining',
      header: t('standing.columns.remaining'),
      phone: 'secondary',
      phoneLabel: true,
      render: (row) =>
        row.remaining !== undefined
          ? t('standing.remaining', { count: row.remaining })
          : row.endDate
            ? t('standing.until', { date: dateText(row.endDate) })
            : '—',
    },
    {
      key: 'status',
      header: t('standing.columns.status'),
      phone: 'status',
      render: statusCell,
    },
    ...(mayCancel
      ? [
          {
            key: 'actions',
            header: t('standing.columns.actions'),
            phone: 'actions' as const,
            render: (row: StandingPayment) =>
              row.status === 'active' && row.userCancel ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('standing.cancelOne', {
                    amount: money(row.amount, row.currencyCode),
                    from: row.fromAccount,
                    to: row.toAccount,
                  })}
                  onClick={() => setChosen(row)}
                >
                  {t('standing.cancel')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  const rows = list.data?.subscriptions ?? [];
  return (
    <div className={styles.stack}>
      {/* Nothing to filter before the first standing payment: the empty state alone (shorter on a phone). */}
      {(filtered || rows.length > 0) && (
        <StandingFilters key={search.toString()} filter={filter} onApply={apply} />
      )}
      {cancelled !== undefined && <Alert tone="success">{t('standing.cancelled')}</Alert>}
      {list.isPending ? (
        <Spinner size="lg" label={t('standing.loading')} />
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        filtered ? (
          <EmptyState
            headingLevel={2}
            title={t('standing.emptyFiltered')}
            text={t('standing.emptyFilteredText')}
          />
        ) : (
          <EmptyState
            headingLevel={2}
            title={t('standing.empty')}
            text={t('standing.emptyText')}
            action={
              <PortalLink className={styles.link} href="/transfer/account">
                {t('standing.create')}
              </PortalLink>
            }
          />
        )
      ) : (
        <Table
          caption={t('standing.caption')}
          hideCaption
          columns={columns}
          rows={rows}
          rowKey="id"
          empty={t('standing.empty')}
        />
      )}
      <Dialog
        open={chosen !== undefined}
        title={t('standing.confirm.title')}
        closeLabel={t('close')}
        onClose={() => !cancel.isPending && setChosen(undefined)}
        actions={
          <>
            <Button variant="secondary" disabled={cancel.isPending} onClick={() => setChosen(undefined)}>
              {t('standing.confirm.keep')}
            </Button>
            <Button variant="danger" loading={cancel.isPending} onClick={() => void confirmCancel()}>
              {t('standing.confirm.action')}
            </Button>
          </>
        }
      >
        {chosen && (
          <p>
            {t('standing.confirm.text', {
              amount: money(chosen.amount, chosen.currencyCode),
              frequency: t(`standing.frequency.${chosen.frequency}`),
              from: chosen.fromAccount,
              to: chosen.toAccount,
            })}
          </p>
        )}
      </Dialog>
    </div>
  );
}
