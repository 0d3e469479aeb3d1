import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GlobalPaymentDetails, GlobalPaymentStatusResponse } from '@portal/api/catalogue';
import { Alert, Button } from '@portal/ui/components';
import { serverRefusal } from '../../../shared/server-refusal';
import { type PayoutActions, type Dispatch } from '../hooks/use-payout-actions';
import styles from './global-pay.module.css';

/** Step 8: refusing, after a confirmation; the money goes back to the sender. */
export function RefuseStep({
  payment,
  dispatch,
  actions,
  onSettled,
}: {
  payment: GlobalPaymentDetails;
  dispatch: Dispatch;
  actions: PayoutActions;
  onSettled: (status: GlobalPaymentStatusResponse) => void;
}) {
  const { t } = useTranslation('transfers');
  const [failure, setFailure] = useState<string>();
  return (
    <section className={styles.stack} aria-labelledby="payout-refuse-title">
      <h2 id="payout-refuse-title" className={styles.heading}>
        {t('globalPay.payout.refuse.title')}
      </h2>
      <p>{t('globalPay.payout.refuse.text', { sender: payment.senderName })}</p>
      {failure && (
        <Alert tone="error" title={t('globalPay.payout.refuse.failed')}>
          {failure}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={actions.refuse.isPending}
          onClick={() => dispatch({ type: 'back' })}
        >
          {t('globalPay.payout.back')}
        </Button>
        <Button
          variant="danger"
          loading={actions.refuse.isPending}
          onClick={() => {
            setFailure(undefined);
            actions.refuse.mutate(undefined, {
              onSuccess: onSettled,
              onError: (problem) => setFailure(serverRefusal(problem, t).message),
            });
          }}
        >
          {t('globalPay.payout.refuse.confirm')}
        </Button>
      </div>
    </section>
  );
}
