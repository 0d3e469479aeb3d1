import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@portal/api/catalogue';
import { Alert, Button, Dialog } from '@portal/ui/components';
import { useCardReissue } from '../api/card-reissue';
import { failureText } from '../utils/failure-text';
import styles from './cards.module.css';

/** Card reissue (spec 02 §7): a new card for an expired one, with or without express shipping. */
export function ReissueCardDialog({
  account,
  cardLabel,
  onClose,
}: {
  account: Account;
  cardLabel: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  const reissue = useCardReissue();
  const hintId = useId();
  const [express, setExpress] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);

  const submit = () => {
    setError(undefined);
    reissue.mutate(
      { accountId: account.accountId, isExpressShipping: express },
      { onSuccess: () => setDone(true), onError: (failure) => setError(failureText(failure, t)) },
    );
  };

  return (
    <Dialog
      open
      size="sm"
      title={t('cards.reissue.title')}
      closeLabel={t('cards.close')}
      onClose={onClose}
      closeOnBackdropClick={!reissue.isPending}
      actions={
        done ? (
          <Button onClick={onClose}>{t('cards.done')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={reissue.isPending}>
              {t('cards.cancel')}
            </Button>
            <Button loading={reissue.isPending} onClick={submit}>
              {t('cards.reissue.submit')}
            </Button>
          </>
        )
      }
    >
      <div className={styles.dialogBody}>
        {done ? (
          <Alert tone="success" title={t('cards.reissue.success')} />
        ) : (
          <>
            <p className={styles.dialogText}>{t('cards.reissue.text', { card: cardLabel })}</p>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                name="isExpressShipping"
                checked={express}
                aria-describedby={hintId}
                onChange={(event) => setExpress(event.target.checked)}
              />
              <span>{t('cards.reissue.express')}</span>
            </label>
            <p id={hintId} className={styles.hint}>
              {t('cards.reissue.expressHint')}
            </p>
            {error ? <Alert tone="error">{error}</Alert> : null}
          </>
        )}
      </div>
    </Dialog>
  );
}
