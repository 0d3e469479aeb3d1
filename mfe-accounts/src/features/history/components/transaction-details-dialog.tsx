import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryTransaction } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { Button, Dialog, Skeleton, VisuallyHidden } from '@portal/ui/components';
import { LoadError } from '../../../shared/load-error';
import { formatDate } from '../../../shared/date-format';
import { useTransactionDetails } from '../api/transaction-details';
import { feeText, signedAmount, useTypeName } from './transaction-text';
import styles from './history-page.module.css';

/** Transaction details (getTransactionDetails) of the history line the customer opened. */
export function TransactionDetailsDialog({
  transaction,
  onClose,
}: {
  transaction: HistoryTransaction | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('accounts');
  const typeName = useTypeName();
  const details = useTransactionDetails(transaction?.transactionId);
  const language = i18n.language;

  let body: ReactNode;
  if (details.isPending)
    body = (
      <div role="status">
        <VisuallyHidden>{t('history.details.loading')}</VisuallyHidden>
        <Skeleton height={180} />
      </div>
    );
  else if (details.isError)
    body = (
      <LoadError
        title={t('history.details.loadFailed')}
        error={details.error}
        onRetry={() => void details.refetch()}
      />
    );
  else {
    const item = details.data;
    const rows: [string, ReactNode][] = [
      [t('history.details.date'), formatDate(item.transactionDate, language)],
      [t('history.details.type'), typeName(item.operationType)],
      [t('history.details.status'), t(`history.statuses.${item.status}`, { defaultValue: item.status })],
      [t('history.details.direction'), t(`history.directions.${item.direction}`)],
      [t('history.details.amount'), signedAmount(item, language)],
      [t('history.details.fee'), feeText(item, language)],
    ];
    if (item.toAmount && item.toCurrencyCode)
      rows.push([t('history.details.toAmount'), formatMoney(item.toAmount, item.toCurrencyCode, language)]);
    if (item.exchangeRate) rows.push([t('history.details.exchangeRate'), String(item.exchangeRate)]);
    if (item.counterpartyName) rows.push([t('history.details.counterparty'), String(item.counterpartyName)]);
    if (item.counterpartyEmail) rows.push([t('history.details.email'), item.counterpartyEmail]);
    if (item.counterpartyAccountId !== undefined)
      rows.push([
        t('history.details.counterpartyAccount'),
        t('accountNumber', { id: item.counterpartyAccountId }),
      ]);
    if (item.reference) rows.push([t('history.details.reference'), String(item.reference)]);
    if (item.note) rows.push([t('history.details.note'), String(item.note)]);
    rows.push([t('history.details.transactionId'), String(item.transactionId)]);
    body = (
      <>
        {item.description ? <p className={styles.detailsLead}>{String(item.description)}</p> : null}
        <dl className={styles.detailsList}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </>
    );
  }

  return (
    <Dialog
      open={transaction !== undefined}
      title={t('history.details.title')}
      closeLabel={t('close')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('close')}</Button>}
    >
      {body}
    </Dialog>
  );
}
