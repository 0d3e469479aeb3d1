import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasFurtherIpnPage, type IpnMessage } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { Button, Card, Dialog, EmptyState, Skeleton, Table, type TableColumn } from '@portal/ui/components';
import { MerchantPageLayout } from '../../../shared/merchant-page-layout';
import { formatDateTime } from '../../../shared/dates';
import { LoadState } from '../../../shared/load-state';
import { useMayCall } from '../../../shared/may-call';
import styles from '../../../shared/merchant.module.css';
import { StatusChip } from '../../../shared/status-chip';
import { useConfirmIpnMessage, useIpnMessage, useIpnMessages } from '../api/ipn';

/** A status in words (never colour alone). */
function IpnStatus({ status }: { status: IpnMessage['status'] }) {
  const { t } = useTranslation('merchant');
  const tone = status === 'failed' ? 'danger' : status === 'confirmed' ? 'success' : 'neutral';
  return <StatusChip tone={tone}>{t(`ipn.status.${status}`)}</StatusChip>;
}

/** One message: what was posted and what the merchant's URL answered; confirm it when it is not yet. */
function MessageDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('merchant');
  const message = useIpnMessage(id);
  const confirm = useConfirmIpnMessage();
  const mayConfirm = useMayCall('confirmIpnMessage');
  const [notice, setNotice] = useState('');
  const detail = message.data;
  const doConfirm = async () => {
    if (id === null) return;
    try {
      await confirm.mutateAsync(id);
      setNotice(t('ipn.detail.confirmed'));
    } catch {
      // The client showed the response popup (spec 03 §8).
    }
  };
  return (
    <Dialog
      open={id !== null}
      size="lg"
      title={t('ipn.detail.title', { id: id ?? '' })}
      closeLabel={t('shared.close')}
      onClose={() => {
        setNotice('');
        onClose();
      }}
      actions={
        detail && detail.status !== 'confirmed' && mayConfirm ? (
          <Button loading={confirm.isPending} onClick={() => void doConfirm()}>
            {t('ipn.detail.confirm')}
          </Button>
        ) : undefined
      }
    >
      {message.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('ipn.detail.loading')}>
          <Skeleton height={120} />
        </div>
      ) : message.isError || !detail ? (
        <p role="alert">{t('ipn.detail.failed')}</p>
      ) : (
        <div className={styles.stack}>
          <dl className={styles.dl}>
            <dt>{t('ipn.list.status')}</dt>
            <dd>
              <IpnStatus status={detail.status} />
            </dd>
            <dt>{t('ipn.list.transaction')}</dt>
            <dd>{detail.transactionId}</dd>
            <dt>{t('ipn.list.amount')}</dt>
            <dd>{formatMoney(String(detail.amount), detail.currencyCode, i18n.language)}</dd>
            <dt>{t('ipn.list.payer')}</dt>
            <dd>{detail.payerEmail}</dd>
            <dt>{t('ipn.detail.notifyUrl')}</dt>
            <dd>{detail.notifyUrl}</dd>
            <dt>{t('ipn.detail.answerStatus')}</dt>
            <dd>{detail.responseStatus ?? t('ipn.detail.noAnswer')}</dd>
            <dt>{t('ipn.detail.attempts')}</dt>
            <dd>{detail.attempts}</dd>
            <dt>{t('ipn.list.created')}</dt>
            <dd>{formatDateTime(detail.createdAt, i18n.language)}</dd>
            <dt>{t('ipn.detail.confirmedAt')}</dt>
            <dd>{formatDateTime(detail.confirmedAt, i18n.language)}</dd>
          </dl>
          <h3>{t('ipn.detail.body')}</h3>
          <pre className={styles.code} tabIndex={0} role="region" aria-label={t('ipn.detail.body')}>
            {detail.body}
          </pre>
          <h3>{t('ipn.detail.answer')}</h3>
          <pre className={styles.code} tabIndex={0} role="region" aria-label={t('ipn.detail.answer')}>
            {detail.responseBody ?? t('ipn.detail.noAnswer')}
          </pre>
          <p role="status" className={styles.muted}>
            {notice}
          </p>
        </div>
      )}
    </Dialog>
  );
}

/**
 * `/merchant/ipn/history` (spec 03 §3 "IPN message (id)", §7 "IPN message list (pageSize 25), get, confirm", §9 "A
 * further IPN page exists when page size times page is at most the total"): the messages sent to the merchant's
 * notify URL, each with what was posted and answered.
 */
export function IpnHistoryPage() {
  const { t, i18n } = useTranslation('merchant');
  const [page, setPage] = useState(1);
  const messages = useIpnMessages(page);
  const [openId, setOpenId] = useState<number | null>(null);
  const total = messages.data?.totalCount ?? 0;
  const further = messages.data !== undefined && hasFurtherIpnPage(page, total);

  const columns: TableColumn<IpnMessage>[] = [
    {
      key: 'createdAt',
      header: t('ipn.list.created'),
      phone: 'secondary',
      render: (row) => formatDateTime(row.createdAt, i18n.language),
    },
    { key: 'payerEmail', header: t('ipn.list.payer'), phone: 'primary' },
    { key: 'transactionId', header: t('ipn.list.transaction'), phoneLabel: true },
    {
      key: 'amount',
      header: t('ipn.list.amount'),
      align: 'end',
      phone: 'amount',
      render: (row) => formatMoney(String(row.amount), row.currencyCode, i18n.language),
    },
    {
      key: 'status',
      header: t('ipn.list.status'),
      phone: 'status',
      render: (row) => <IpnStatus status={row.status} />,
    },
    {
      key: 'open',
      header: t('ipn.list.actions'),
      phone: 'actions',
      render: (row) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('ipn.list.openFor', { id: row.id })}
          onClick={() => setOpenId(row.id)}
        >
          {t('ipn.list.open')}
        </Button>
      ),
    },
  ];

  return (
    <MerchantPageLayout title={t('ipn.historyTitle')} description={t('ipn.historyDescription')}>
      <Card title={t('ipn.list.title')} titleLevel={2}>
        <LoadState
          pending={messages.isPending}
          error={messages.isError && !messages.data}
          label={t('ipn.list.loading')}
          failedTitle={t('ipn.list.failed')}
          onRetry={() => void messages.refetch()}
        >
          <Table
            caption={t('ipn.list.title')}
            hideCaption
            columns={columns}
            rows={messages.data?.messages ?? []}
            rowKey="id"
            empty={
              <EmptyState title={t('ipn.list.emptyTitle')} text={t('ipn.list.emptyText')} headingLevel={3} />
            }
          />
          {page > 1 || further ? (
            <nav aria-label={t('ipn.list.pages')} className={styles.actions}>
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1 || messages.isFetching}
                onClick={() => setPage(page - 1)}
              >
                {t('ipn.list.previous')}
              </Button>
              <span aria-live="polite">{t('ipn.list.page', { page })}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={!further || messages.isFetching}
                onClick={() => setPage(page + 1)}
              >
                {t('ipn.list.next')}
              </Button>
            </nav>
          ) : null}
        </LoadState>
      </Card>
      <MessageDialog id={openId} onClose={() => setOpenId(null)} />
    </MerchantPageLayout>
  );
}
