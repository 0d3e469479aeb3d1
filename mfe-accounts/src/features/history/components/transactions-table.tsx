import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryTransaction } from '@portal/api/catalogue';
import { isPositiveDecimal } from '@portal/api/money';
import { Table } from '@portal/ui/components';
import { formatDate } from '../../../shared/date-format';
import { dayGroup, dayLabel, timeOfDay } from '../utils/day-groups';
import { feeText, signedAmount, useTypeName } from './transaction-text';
import styles from './history-page.module.css';

/**
 * One page of history; a line's description opens its details. On a phone (issue 14) the lines sit under their day
 * ("Today", "Yesterday", then the date): the counterparty, the time and type under it, the signed amount and the
 * status at the end; the fee is in the details.
 */
function TransactionRows({
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
  const now = new Date();
  const openButton = (row: HistoryTransaction, text: string) => (
    <button type="button" className={styles.openDetails} aria-haspopup="dialog" onClick={() => onOpen(row)}>
      {text}
    </button>
  );
  return (
    <Table<HistoryTransaction>
      caption={t('history.table.caption')}
      hideCaption
      rows={transactions}
      rowKey="transactionId"
      empty={t('history.empty')}
      className={stale ? styles.stale : undefined}
      phoneGroup={(row) => {
        const group = dayGroup(row.transactionDate, now);
        return {
          key: group.key,
          label:
            group.when === 'earlier' ? dayLabel(group, i18n.language, now) : t(`history.days.${group.when}`),
        };
      }}
      columns={[
        {
          key: 'transactionDate',
          header: t('history.table.date'),
          phone: 'secondary',
          phoneRender: (row) => (
            <time dateTime={row.transactionDate}>{timeOfDay(row.transactionDate, i18n.language)}</time>
          ),
          render: (row) => (
            <time dateTime={row.transactionDate} className={styles.nowrap}>
              {formatDate(row.transactionDate, i18n.language)}
            </time>
          ),
        },
        {
          key: 'description',
          header: t('history.table.description'),
          phone: 'primary',
          phoneRender: (row) =>
            openButton(row, String(row.counterpartyName || row.description || typeName(row.operationType))),
          render: (row) => (
            <div className={styles.description}>
              {openButton(row, String(row.description || typeName(row.operationType)))}
              {row.counterpartyName ? (
                <span className={styles.counterparty}>{String(row.counterpartyName)}</span>
              ) : null}
            </div>
          ),
        },
        {
          key: 'operationType',
          header: t('history.table.type'),
          phone: 'secondary',
          render: (row) => typeName(row.operationType),
        },
        {
          key: 'status',
          header: t('history.table.status'),
          phone: 'status',
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
          phone: 'amount',
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
          phone: 'hidden',
          render: (row) => <span className={styles.nowrap}>{feeText(row, i18n.language)}</span>,
        },
      ]}
    />
  );
}

/**
 * Rendered again only when its page changes: the filter's fields re-render the history page on every key, and the
 * rows with it were most of a keystroke's time at 4x CPU (issue 49, INP of the history's keyword).
 */
export const TransactionsTable = memo(TransactionRows);
