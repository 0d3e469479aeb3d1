import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskCardNumber } from '@portal/api/cards';
import { Alert, Button, Dialog } from '@portal/ui/components';
import { useCardDetails } from '../api/card-details';
import { formatCardNumber } from '../utils/card-number';
import { LoadFailed, LoadingLines } from './page-states';
import styles from './cards.module.css';

const mmYy = (month: number, year: number) =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** Card details: the number masked (spec 02 §5, §9) until revealed, expiry, holder, and the CVV until revealed. */
export function CardDetailsDialog({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const details = useCardDetails(accountId);
  const [showNumber, setShowNumber] = useState(false);
  const [showCvv, setShowCvv] = useState(false);

  let body;
  if (details.isPending) body = <LoadingLines label={t('cards.cardDetails.loading')} />;
  else if (details.isError)
    body = (
      <LoadFailed
        title={t('cards.loadFailed')}
        error={details.error}
        onRetry={() => void details.refetch()}
      />
    );
  else {
    const card = details.data;
    const number = String(card.cardNumber);
    body = (
      <div className={styles.dialogBody}>
        <dl className={styles.detailList}>
          <div>
            <dt>{t('cards.cardDetails.number')}</dt>
            <dd className={styles.mono} data-testid="card-number">
              {showNumber ? formatCardNumber(number) : maskCardNumber(number)}
            </dd>
            <dd>
              <Button
                variant="ghost"
                size="sm"
                aria-pressed={showNumber}
                onClick={() => setShowNumber((shown) => !shown)}
              >
                {t(showNumber ? 'cards.cardDetails.hideNumber' : 'cards.cardDetails.showNumber')}
              </Button>
            </dd>
          </div>
          <div>
            <dt>{t('cards.cardDetails.holder')}</dt>
            <dd>{card.cardHolderName}</dd>
          </div>
          <div>
            <dt>{t('cards.cardDetails.expiry')}</dt>
            <dd className={styles.mono}>{mmYy(card.cardExpiryMonth, card.cardExpiryYear)}</dd>
          </div>
          <div>
            <dt>{t('cards.cardDetails.cvv')}</dt>
            <dd className={styles.mono} data-testid="card-cvv">
              {showCvv ? String(card.cvv) : t('cards.cardDetails.cvvHidden')}
            </dd>
            <dd>
              <Button
                variant="ghost"
                size="sm"
                aria-pressed={showCvv}
                onClick={() => setShowCvv((shown) => !shown)}
              >
                {t(showCvv ? 'cards.cardDetails.hideCvv' : 'cards.cardDetails.showCvv')}
              </Button>
            </dd>
          </div>
        </dl>
        <Alert tone="warning">{t('cards.cardDetails.warning')}</Alert>
      </div>
    );
  }

  return (
    <Dialog
      open
      title={t('cards.cardDetails.title')}
      closeLabel={t('cards.close')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('cards.close')}</Button>}
    >
      {body}
    </Dialog>
  );
}
