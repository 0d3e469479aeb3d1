import { useTranslation } from 'react-i18next';
import type { HistoryTransaction } from '@portal/api/contract';
import { isPositiveDecimal } from '@portal/api/money';
import { Table } from '@portal/ui/components';
import { formatDate } from '../../balances/utils/date-format';
import { feeText, signedAmount, useTypeName } from './transaction-text';
import styles from './history-page.module.css';

/** One page of history; a line's description opens its details. */
export function TransactionsTable({
  transactions,
  stale,
  onOpen,
}: {
  transactions: readonly HistoryTransaction[];
  /** The previous page, shown while the next loads. */
  stale: boolean;
  onOpen: (transaction: HistoryTransaction) => void;
}) {
  const { t, i18n } = useTranslation('accounts');
  const typeName = useTypeName();
  return (
    <Table<HistoryTransaction>
      caption={t('history.table.caption')}
      hideCaption
      rows={transactions}
      rowKey="transactionId"
      empty={t('history.empty')}
      className={stale ? styles.stale : undefined}
      columns={[
        {
          key: 'transactionDate',
          header: t('history.table.date'),
          render: (row) => (
            <time dateTime={row.transactionDate} className={styles.nowrap}>
              {formatDate(row.transactionDate, i18n.language)}
            </time>
          ),
        },
        {
          key: 'description',
          header: t('history.table.description'),
          render: (row) => (
            <div className={styles.description}>
              <button
                type="button"
                className={styles.openDetails}
                aria-haspopup="dialog"
                onClick={() => onOpen(row)}
              >
                {String(row.description || typeName(row.operationType))}
              </button>
              {row.counterpartyName ? (
                <span className={styles.counterparty}>{String(row.counterpartyName)}</span>
              ) : null}
            </div>
          ),
        },
        {
          key: 'operationType',
          header: t('history.table.type'),
          render: (row) => typeName(row.operationType),
        },
        {
          key: 'status',
          header: t('history.table.status'),
          render: (row) => (
            <span className={`${styles.status} ${styles[row.status] ?? ''}`}>
              {t(`history.statuses.${row.status}`, { defaultValue: row.status })}
            </span>
          ),
        },
        {
          key: 'amount',
          header: t('history.table.amount'),
          align: 'end',
          render: (row) => (
            <span className={`${styles.nowrap} ${isPositiveDecimal(row.amount) ? styles.incoming : ''}`}>
              {signedAmount(row, i18n.language)}
            </span>
          ),
        },
        {
          key: 'fee',
          header: t('history.table.fee'),
          align: 'end',
          render: (row) => <span className={styles.nowrap}>{feeText(row, i18n.language)}</span>,
        },
      ]}
    />
  );
}
