import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GlobalPaymentDetails } from '@portal/api/catalogue';
import { Alert, Button, Spinner } from '@portal/ui/components';
import { serverRefusal } from '../../../shared/server-refusal';
import { useGlobalPaymentMethods } from '../api/get-global-payment-methods';
import { type ClaimState } from '../utils/recipient-flow';
import { type Dispatch } from '../hooks/use-payout-actions';
import styles from './global-pay.module.css';

/** Step 3: the methods that reach the country, one option per method and currency. */
export function MethodStep({
  payment,
  claim,
  dispatch,
}: {
  payment: GlobalPaymentDetails;
  claim: ClaimState;
  dispatch: Dispatch;
}) {
  const { t } = useTranslation('transfers');
  const methods = useGlobalPaymentMethods(payment.paymentSecret, claim.countryCode);
  const [chosen, setChosen] = useState<string>('');
  const [error, setError] = useState<string>();
  const options = (methods.data ?? []).flatMap((method) =>
    method.currencies.map((currency) => ({
      method: method.name,
      currency,
      value: `${method.name}:${currency}`,
    })),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const option = options.find((item) => item.value === chosen);
    if (!option) {
      setError(t('globalPay.payout.method'));
      return;
    }
    dispatch({ type: 'method', paymentMethod: option.method, currencyCode: option.currency });
  };
  if (methods.isPending) return <Spinner label={t('globalPay.payout.loading')} />;
  if (methods.isError)
    return (
      <div className={styles.stack}>
        <Alert tone="error" title={t('globalPay.payout.methodsFailed')}>
          {serverRefusal(methods.error, t).message}
        </Alert>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
            {t('globalPay.payout.back')}
          </Button>
          <Button onClick={() => void methods.refetch()}>{t('retry')}</Button>
        </div>
      </div>
    );
  return (
    <form
      noValidate
      onSubmit={submit}
      className={styles.form}
      aria-label={t('globalPay.payout.steps.method')}
    >
      {options.length === 0 ? (
        <Alert tone="info">{t('globalPay.payout.noMethods')}</Alert>
      ) : (
        <fieldset className={styles.options} aria-describedby={error ? 'payout-method-error' : undefined}>
          <legend>{t('globalPay.payout.method')}</legend>
          {options.map((option) => (
            <label key={option.value} className={styles.option}>
              <input
                type="radio"
                name="payoutMethod"
                value={option.value}
                checked={chosen === option.value}
                onChange={() => {
                  setChosen(option.value);
                  setError(undefined);
                }}
              />
              {t('globalPay.payout.methodOption', {
                method: t(`globalPay.methods.${option.method}`),
                currency: option.currency,
              })}
            </label>
          ))}
          {error ? (
            <p id="payout-method-error" className={styles.rowError} role="alert">
              {error}
            </p>
          ) : null}
        </fieldset>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" type="button" onClick={() => dispatch({ type: 'back' })}>
          {t('globalPay.payout.back')}
        </Button>
        {options.length > 0 ? <Button type="submit">{t('globalPay.payout.continue')}</Button> : null}
      </div>
    </form>
  );
}
