import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_PAGE_SIZES, type Installment, type Subscriber } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { Button, type TableColumn } from '@portal/ui/components';
import { MerchantPageLayout } from '../../../shared/merchant-page-layout';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { formatDate } from '../../../shared/dates';
import { useMayCall } from '../../../shared/may-call';
import styles from '../../../shared/merchant.module.css';
import { PagedTable } from '../../../shared/paged-table';
import { StatusChip } from '../../../shared/status-chip';
import {
  INSTALLMENTS_PAGE_SIZE,
  useCancelSubscription,
  useInstallments,
  useSubscribers,
} from '../api/subscribers';

function Subscribers() {
  const { t, i18n } = useTranslation('merchant');
  const [page, setPage] = useState(1);
  const subscribers = useSubscribers(page);
  const cancel = useCancelSubscription();
  const mayCancel = useMayCall('cancelSubscription');
  const [cancelling, setCancelling] = useState<Subscriber | null>(null);
  const [notice, setNotice] = useState('');
  const money = (amount: string | number, currency: string) =>
    formatMoney(String(amount), currency, i18n.language);

  const confirmCancel = async () => {
    if (!cancelling) return;
    const { subscriptionId, email } = cancelling;
    try {
      await cancel.mutateAsync(subscriptionId);
      setNotice(t('subscribers.cancel.done', { email }));
    } catch {
      // The client showed the response popup (spec 03 §8).
    } finally {
      setCancelling(null);
    }
  };

  const columns: TableColumn<Subscriber>[] = [
    {
      key: 'customerName',
      header: t('subscribers.list.subscriber'),
      phone: 'primary',
      render: (row) => (
        <>
          {row.customerName}
          <br />
          <span className={styles.muted}>{row.email}</span>
        </>
      ),
    },
    { key: 'planName', header: t('subscribers.list.plan'), phoneLabel: true },
    {
      key: 'amount',
      header: t('subscribers.list.amount'),
      align: 'end',
      phone: 'amount',
      render: (row) =>
        t('subscribers.list.perPeriod', {
          amount: money(row.amount, row.currencyCode),
          period: t(`subscribers.periods.${row.period}`),
        }),
    },
    {
      key: 'status',
      header: t('subscribers.list.status'),
      phone: 'status',
      render: (row) => (
        <StatusChip
          tone={row.status === 'active' ? 'success' : row.status === 'pastDue' ? 'danger' : 'neutral'}
        >
          {t(`subscribers.status.${row.status}`)}
        </StatusChip>
      ),
    },
    {
      key: 'nextPaymentAt',
      header: t('subscribers.list.next'),
      phoneLabel: true,
      render: (row) =>
        row.cancelledAt
          ? t('subscribers.list.cancelledOn', { date: formatDate(row.cancelledAt, i18n.language) })
          : formatDate(row.nextPaymentAt, i18n.language),
    },
    ...(mayCancel
      ? [
          {
            key: 'actions',
            header: t('subscribers.list.actions'),
            phone: 'actions' as const,
            render: (row: Subscriber) =>
              row.status === 'cancelled' ? null : (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('subscribers.list.cancelFor', { email: row.email })}
                  onClick={() => setCancelling(row)}
                >
                  {t('subscribers.list.cancel')}
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <PagedTable
      texts="subscribers.list"
      query={subscribers}
      rows={subscribers.data?.subscribers ?? []}
      rowKey="subscriptionId"
      columns={columns}
      pageSize={MERCHANT_PAGE_SIZES.subscribers}
      page={page}
      onPage={setPage}
      above={
        <div role="status" className={styles.muted}>
          {notice}
        </div>
      }
    >
      <ConfirmDialog
        open={cancelling !== null}
        title={t('subscribers.cancel.title')}
        confirmLabel={t('subscribers.cancel.confirm')}
        busy={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onClose={() => setCancelling(null)}
      >
        <p>
          {t('subscribers.cancel.text', {
            name: cancelling?.customerName ?? '',
            plan: cancelling?.planName ?? '',
          })}
        </p>
      </ConfirmDialog>
    </PagedTable>
  );
}

function Installments() {
  const { t, i18n } = useTranslation('merchant');
  const [page, setPage] = useState(1);
  const installments = useInstallments(page);
  const money = (amount: string | number, currency: string) =>
    formatMoney(String(amount), currency, i18n.language);
  const columns: TableColumn<Installment>[] = [
    {
      key: 'customerName',
      header: t('subscribers.installments.payer'),
      phone: 'primary',
      render: (row) => (
        <>
          {row.customerName}
          <br />
          <span className={styles.muted}>{row.email}</span>
        </>
      ),
    },
    { key: 'description', header: t('subscribers.installments.description'), phoneLabel: true },
    {
      key: 'paid',
      header: t('subscribers.installments.paid'),
      align: 'end',
      phone: 'amount',
      render: (row) =>
        t('subscribers.installments.paidOf', {
          paid: money(row.paid, row.currencyCode),
          total: money(row.total, row.currencyCode),
        }),
    },
    {
      key: 'count',
      header: t('subscribers.installments.count'),
      phoneLabel: true,
      render: (row) => t('subscribers.installments.countOf', { paid: row.paidCount, count: row.count }),
    },
    {
      key: 'status',
      header: t('subscribers.installments.status'),
      phone: 'status',
      render: (row) => (
        <StatusChip
          tone={row.status === 'paidOff' ? 'success' : row.status === 'overdue' ? 'danger' : 'neutral'}
        >
          {t(`subscribers.installmentStatus.${row.status}`)}
        </StatusChip>
      ),
    },
    {
      key: 'nextDueDate',
      header: t('subscribers.installments.nextDue'),
      phoneLabel: true,
      render: (row) => formatDate(row.nextDueDate, i18n.language),
    },
  ];
  return (
    <PagedTable
      texts="subscribers.installments"
      query={installments}
      rows={installments.data?.installments ?? []}
      rowKey="installmentId"
      columns={columns}
      pageSize={INSTALLMENTS_PAGE_SIZE}
      page={page}
      onPage={setPage}
    />
  );
}

/**
 * `/merchant/accounts/subscribers` (spec 03 §3 "Subscription (subscriptionId) and installment list", §7 "Subscriber
 * list (pageSize 50, pageNumber 1) and subscriber cancel (subscriptionId); installment list", §9): the subscriptions
 * with their status and next payment, cancelled after a confirmation; the installment plans.
 */
export function SubscribersPage() {
  const { t } = useTranslation('merchant');
  return (
    <MerchantPageLayout title={t('subscribers.title')} description={t('subscribers.description')}>
      <Subscribers />
      <Installments />
    </MerchantPageLayout>
  );
}
