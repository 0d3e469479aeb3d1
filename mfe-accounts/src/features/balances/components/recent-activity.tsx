import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HistoryTransaction } from '@portal/api/catalogue';
import { formatMoney, isPositiveDecimal } from '@portal/api/money';
import { EmptyState, Skeleton, VisuallyHidden } from '@portal/ui/components';
import { RECENT_ACTIVITY_SIZE, useRecentActivity } from '../api/home-data';
import { formatDate } from '../../../shared/date-format';
import { LoadError } from '../../../shared/load-error';
import styles from './home-page.module.css';

/** "+€10.00" in, "-€10.00" out, in the currency's minor units. */
function signed(transaction: HistoryTransaction, language: string): string {
  const text = formatMoney(transaction.amount, transaction.currencyCode, language);
  return isPositiveDecimal(transaction.amount) ? `+${text}` : text;
}

function ActivityRow({ transaction }: { transaction: HistoryTransaction }) {
  const { t, i18n } = useTranslation('accounts');
  const title = transaction.counterpartyName || transaction.description;
  const incoming = isPositiveDecimal(transaction.amount);
  return (
    <li className={styles.activityRow}>
      <div className={styles.activityMain}>
        <span className={styles.activityTitle}>{title}</span>
        <span className={styles.activityMeta}>
          <time dateTime={transaction.transactionDate}>
            {formatDate(transaction.transactionDate, i18n.language, false)}
          </time>
          {transaction.description && transaction.description !== title
            ? ` · ${transaction.description}`
            : ''}
        </span>
      </div>
      <div className={styles.activityFigures}>
        <span className={incoming ? styles.amountIn : styles.amountOut}>
          {signed(transaction, i18n.language)}
        </span>
        <span className={styles[`status_${transaction.status}`] ?? styles.activityMeta}>
          {t(`history.statuses.${transaction.status}`)}
        </span>
      </div>
    </li>
  );
}

/**
 * The last transactions across the customer's accounts (issue 14), newest first, with a link to the history.
 * While loading, a skeleton of the list's full height keeps the page from shifting.
 */
export function RecentActivity({ accountIds }: { accountIds: number[] | undefined }) {
  const { t } = useTranslation('accounts');
  const activity = useRecentActivity(accountIds);
  let body;
  if (accountIds === undefined || activity.isPending) {
    body = (
      <div role="status" aria-live="polite">
        <VisuallyHidden>{t('home.activity.loading')}</VisuallyHidden>
        <ul className={styles.activityList} aria-hidden="true">
          {Array.from({ length: RECENT_ACTIVITY_SIZE }, (_, index) => (
            <li key={index} className={styles.activityRow}>
              <div className={styles.activityMain}>
                <Skeleton width="55%" height={16} />
                <Skeleton width="35%" height={12} />
              </div>
              <Skeleton width="5rem" height={16} />
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (activity.isError) {
    body = (
      <LoadError
        title={t('home.activity.loadFailed')}
        error={activity.error}
        onRetry={() => void activity.refetch()}
      />
    );
  } else if (activity.data.length === 0) {
    body = <EmptyState title={t('home.activity.emptyTitle')} text={t('home.activity.emptyText')} />;
  } else {
    body = (
      <ul className={styles.activityList} aria-labelledby="activity-heading">
        {activity.data.map((transaction) => (
          <ActivityRow
            key={`${transaction.transactionId}/${transaction.accountId}`}
            transaction={transaction}
          />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="activity-heading" className={styles.activity}>
      <div className={styles.activityHeader}>
        <h2 id="activity-heading" className={styles.sectionTitle}>
          {t('home.activity.title')}
        </h2>
        <Link to="/history" className={styles.seeAll}>
          {t('home.activity.seeAll')}
        </Link>
      </div>
      {body}
    </section>
  );
}
