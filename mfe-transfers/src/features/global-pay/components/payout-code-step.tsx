import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GlobalPaymentDetails, GlobalPaymentStatusResponse } from '@portal/api/catalogue';
import { Alert, Button, TextField } from '@portal/ui/components';
import { serverRefusal } from '../../../shared/server-refusal';
import { type ClaimState } from '../utils/recipient-flow';
import { type PayoutActions, type Dispatch } from '../hooks/use-payout-actions';
import styles from './global-pay.module.css';

/** Step 7: the code e-mailed to the recipient, with a resend; or back to the details (the payout is cancelled). */
export function CodeStep({
  payment,
  claim,
  dispatch,
  actions,
  onSettled,
}: {
  payment: GlobalPaymentDetails;
  claim: ClaimState;
  dispatch: Dispatch;
  actions: PayoutActions;
  onSettled: (status: GlobalPaymentStatusResponse) => void;
}) {
  const { t } = useTranslation('transfers');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [resent, setResent] = useState(false);
  const operationId = claim.operationId as string;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(t('globalPay.payout.code.required'));
      document.getElementById('payout-code')?.focus();
      return;
    }
    setFailure(undefined);
    actions.approve.mutate(
      { operationId, approvalCode: code.trim() },
      {
        onSuccess: onSettled,
        onError: (problem) => {
          setFailure(serverRefusal(problem, t).message);
          setCode('');
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-label={t('globalPay.payout.code.title')}>
      <h2 className={styles.heading}>{t('globalPay.payout.code.title')}</h2>
      <p>
        {claim.approvalSentTo
          ? t('globalPay.payout.code.text', { to: claim.approvalSentTo })
          : t('globalPay.payout.code.textNoTarget')}
      </p>
      {failure && (
        <Alert tone="error" title={t('globalPay.payout.code.failed')}>
          {failure}
        </Alert>
      )}
      {resent && !failure ? (
        <p className={styles.muted} role="status">
          {t('globalPay.payout.code.resent')}
        </p>
      ) : null}
      <TextField
        id="payout-code"
        name="approvalCode"
        label={t('globalPay.payout.code.label')}
        value={code}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={error}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={actions.approve.isPending}>
          {t('globalPay.payout.code.approve')}
        </Button>
        <Button
          variant="secondary"
          type="button"
          loading={actions.resend.isPending}
          onClick={() => {
            setFailure(undefined);
            setResent(false);
            actions.resend.mutate(operationId, {
              onSuccess: () => setResent(true),
              onError: (problem) => setFailure(serverRefusal(problem, t).message),
            });
          }}
        >
          {t('globalPay.payout.code.resend')}
        </Button>
        <button
          type="button"
          className={styles.linkButton}
          disabled={actions.cancel.isPending}
          onClick={() => {
            setFailure(undefined);
            actions.cancel.mutate(payment.paymentId, {
              onSuccess: () => dispatch({ type: 'cancelled' }),
              onError: (problem) => setFailure(serverRefusal(problem, t).message),
            });
          }}
        >
          {t('globalPay.payout.code.cancel')}
        </button>
      </div>
    </form>
  );
}
