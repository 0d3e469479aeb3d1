import { useTranslation } from 'react-i18next';
import type { Account } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { Alert, Button, Card } from '@portal/ui/components';
import styles from './external-transfer.module.css';

/** What the success panel tells: what left, the fee, the total, and where it went. */
export interface DoneTransfer {
  amount: string;
  fee: string;
  total: string;
  currencyCode: string;
  payee: string;
  queued: boolean;
  accountId: number;
}

/**
 * The success panel (spec 03 §8 'Successfully submitted'; spec 02 §4: a business initiator's transfer reads
 * 'approval transaction created'): the amount with its fee and total, and the account's balance now.
 */
export function TransferDone({
  done,
  account,
  onAnother,
}: {
  done: DoneTransfer;
  account?: Account;
  onAnother: () => void;
}) {
  const { t, i18n } = useTranslation('transfers');
  const format = (amount: string) => formatMoney(amount, done.currencyCode, i18n.language);
  return (
    <Card>
      <div className={styles.stack}>
        <Alert tone="success" title={done.queued ? t('queuedTitle') : t('external.done.title')}>
          {done.queued ? t('queuedText') : t('external.done.processing')}
        </Alert>
        <dl className={styles.summary} data-testid="external-done">
          <div className={styles.summaryRow}>
            <dt>{t('summary.to')}</dt>
            <dd>{done.payee}</dd>
          </div>
          <div className={styles.summaryRow}>
            <dt>{t('summary.amount')}</dt>
            <dd data-testid="done-amount">{format(done.amount)}</dd>
          </div>
          <div className={styles.summaryRow}>
            <dt>{t('summary.fee')}</dt>
            <dd data-testid="done-fee">{format(done.fee)}</dd>
          </div>
          <div className={styles.summaryRow}>
            <dt>{t('summary.total')}</dt>
            <dd data-testid="done-total">{format(done.total)}</dd>
          </div>
        </dl>
        {account ? (
          <p className={styles.note} data-testid="done-balance" aria-live="polite">
            {t('external.done.balance', {
              balance: formatMoney(String(account.balance), account.currencyCode, i18n.language),
            })}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button onClick={onAnother}>{t('another')}</Button>
        </div>
      </div>
    </Card>
  );
}
