import { useTranslation } from 'react-i18next';
import type { Account, PaymentMeta } from '@portal/api/catalogue';
import { addDecimal, formatMoney } from '@portal/api/money';
import { Card, Spinner } from '@portal/ui/components';
import styles from './account-transfer.module.css';

/** Props of {@link AccountQuote}. */
export interface AccountQuoteProps {
  from?: Account;
  to?: Account;
  /** The amount as a decimal, once it is a valid one. */
  amount?: string;
  /** The exchange rate; "1" when the currencies match (spec 02 §5). */
  rate?: string;
  meta?: PaymentMeta;
  loading: boolean;
  failed: boolean;
}

/**
 * The live quote (spec 02 §3 "Payment meta"): the rate once both accounts are chosen, then fee, total and what
 * arrives once there is an amount (the fee call is skipped before, spec 02 §5).
 */
export function AccountQuote({ from, to, amount, rate, meta, loading, failed }: AccountQuoteProps) {
  const { t, i18n } = useTranslation('transfers');
  const money = (value: string, currency: string) => formatMoney(value, currency, i18n.language);
  const rateText =
    from && to && rate
      ? t('account.quote.rate', { from: from.currencyCode, to: to.currencyCode, rate })
      : undefined;
  return (
    <Card title={t('account.quote.title')} titleLevel={2}>
      <div aria-live="polite" className={styles.form}>
        {rateText && (
          <dl className={styles.quoteList}>
            <dt>{t('summary.rate')}</dt>
            <dd>{rateText}</dd>
          </dl>
        )}
        {!from || !to || !amount ? (
          <p className={styles.muted}>{t('account.quote.empty')}</p>
        ) : loading ? (
          <Spinner size="sm" label={t('account.quote.loading')} />
        ) : failed || !meta ? (
          <p className={styles.muted}>{t('account.quote.failed')}</p>
        ) : (
          <dl className={styles.quoteList}>
            <dt>{t('summary.fee')}</dt>
            <dd>{money(meta.fee, from.currencyCode)}</dd>
            <dt>{t('summary.total')}</dt>
            <dd>{money(addDecimal(amount, meta.fee), from.currencyCode)}</dd>
            <dt>{t('summary.toAmount')}</dt>
            <dd>{money(meta.toAmount, to.currencyCode)}</dd>
          </dl>
        )}
      </div>
    </Card>
  );
}
