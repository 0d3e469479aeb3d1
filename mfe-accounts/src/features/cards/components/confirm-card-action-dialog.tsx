import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@portal/api/catalogue';
import { Alert, Button, Dialog } from '@portal/ui/components';
import { useCardStatusAction, type CardStatusOperation } from '../api/card-status-actions';
import { failureText } from '../utils/failure-text';
import styles from './cards.module.css';

/** The card actions that are one confirmed call (spec 02 §4, §7). */
export const CONFIRMED_ACTIONS = {
  cardBlock: 'cardBlock',
  pause: 'cardPause',
  unPause: 'cardUnpause',
  enrollment: 'cardEnrollment',
  upgradeShipping: 'cardReissueUpgradeShipping',
} as const satisfies Record<string, CardStatusOperation>;
export type ConfirmedAction = keyof typeof CONFIRMED_ACTIONS;

export const isConfirmedAction = (action: string): action is ConfirmedAction => action in CONFIRMED_ACTIONS;

/**
 * Asks before a card action, then calls it: success says so (and the accounts are read again, so the card's
 * status and actions change behind the dialog); a refusal shows the server's responseDescription (spec 02 §7).
 */
export function ConfirmCardActionDialog({
  action,
  account,
  cardLabel,
  onClose,
}: {
  action: ConfirmedAction;
  account: Account;
  cardLabel: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  const call = useCardStatusAction(CONFIRMED_ACTIONS[action]);
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<string>();
  const danger = action === 'cardBlock';

  const confirm = () => {
    setError(undefined);
    call.mutate(account.accountId, {
      onSuccess: (answer) => {
        const phone = 'phone' in answer ? answer.phone : undefined;
        setDone(
          action === 'enrollment' && phone
            ? t('cards.confirm.enrollment.successPhone', { phone })
            : t(`cards.confirm.${action}.success`),
        );
      },
      onError: (failure) => setError(failureText(failure, t)),
    });
  };

  return (
    <Dialog
      open
      size="sm"
      title={t(`cards.confirm.${action}.title`)}
      closeLabel={t('cards.close')}
      onClose={onClose}
      closeOnBackdropClick={!call.isPending}
      actions={
        done ? (
          <Button onClick={onClose}>{t('cards.done')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={call.isPending}>
              {t('cards.cancel')}
            </Button>
            <Button variant={danger ? 'danger' : 'primary'} loading={call.isPending} onClick={confirm}>
              {t(`cards.confirm.${action}.confirm`)}
            </Button>
          </>
        )
      }
    >
      <div className={styles.dialogBody}>
        {done ? (
          <Alert tone="success" title={done} />
        ) : (
          <>
            <p className={styles.dialogText}>{t(`cards.confirm.${action}.text`, { card: cardLabel })}</p>
            {error ? <Alert tone="error">{error}</Alert> : null}
          </>
        )}
      </div>
    </Dialog>
  );
}
