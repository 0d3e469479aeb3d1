import { useTranslation } from 'react-i18next';
import type { CustomerLimit } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { Spinner } from '@portal/ui/components';
import styles from './shared.module.css';

/** Props of {@link LimitsSummary}. */
export interface LimitsSummaryProps {
  limits: readonly CustomerLimit[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** What remains of each limit per period ("Left today: €4,000.00 of €5,000.00"). */
export function LimitsSummary({ limits, loading, failed }: LimitsSummaryProps) {
  const { t, i18n } = useTranslation('transfers');
  if (loading) return <Spinner size="sm" label={t('shared.limits.loading')} />;
  if (failed) return <p className={styles.limits}>{t('shared.limits.failed')}</p>;
  if (!limits || limits.length === 0) return null;
  const money = (amount: string, currency: string) => formatMoney(amount, currency, i18n.language);
  return (
    <section aria-label={t('shared.limits.title')}>
      <ul className={styles.limits}>
        {limits.map((limit) => (
          <li key={`${limit.period}-${limit.currencyCode}`}>
            {t(`shared.limits.periods.${limit.period}`, {
              remaining: money(limit.remaining, limit.currencyCode),
              max: money(limit.max, limit.currencyCode),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
