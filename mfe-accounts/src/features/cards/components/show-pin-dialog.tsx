import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog } from '@portal/ui/components';
import { useShowPin } from '../api/show-pin';
import { failureText } from '../utils/failure-text';
import { LoadingLines } from './page-states';
import styles from './cards.module.css';

/** The PIN is on screen for at most this long. */
export const PIN_VISIBLE_MS = 30_000;

/** Show PIN (spec 02 §7): read when the dialog opens, hidden after 30 s or when it closes (never kept). */
export function ShowPinDialog({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const showPin = useShowPin();
  const { mutate, reset } = showPin;
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    mutate(accountId);
  }, [mutate, accountId]);

  const pin = showPin.isSuccess && !hidden ? showPin.data : undefined;
  useEffect(() => {
    if (pin === undefined) return;
    const timer = setTimeout(() => {
      setHidden(true);
      reset();
    }, PIN_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [pin, reset]);

  const showAgain = () => {
    setHidden(false);
    mutate(accountId);
  };

  let body;
  if (showPin.isError)
    body = (
      <Alert tone="error">
        <p className={styles.alertText}>{failureText(showPin.error, t)}</p>
        <Button variant="secondary" size="sm" onClick={showAgain}>
          {t('cards.retry')}
        </Button>
      </Alert>
    );
  else if (hidden)
    body = (
      <div className={styles.dialogBody}>
        <p role="status">{t('cards.showPin.hidden')}</p>
        <Button variant="secondary" onClick={showAgain}>
          {t('cards.showPin.showAgain')}
        </Button>
      </div>
    );
  else if (pin !== undefined)
    body = (
      <div className={styles.dialogBody}>
        <dl className={styles.secretBox}>
          <dt className={styles.secretLabel}>{t('cards.showPin.label')}</dt>
          <dd className={styles.secret} data-testid="pin-code">
            {pin}
          </dd>
        </dl>
        <Alert tone="warning">{t('cards.showPin.warning')}</Alert>
      </div>
    );
  else body = <LoadingLines label={t('cards.showPin.loading')} lines={2} />;

  return (
    <Dialog
      open
      size="sm"
      title={t('cards.showPin.title')}
      closeLabel={t('cards.close')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('cards.close')}</Button>}
    >
      {body}
    </Dialog>
  );
}
