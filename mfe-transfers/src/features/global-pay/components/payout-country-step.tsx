import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GlobalPaymentDetails } from '@portal/api/catalogue';
import { Alert, Button, Select } from '@portal/ui/components';
import { useGlobalPaymentLastWithdrawals } from '../api/get-global-payment-last-withdrawals';
import { useGlobalPaymentWithdrawalDetails } from '../api/get-global-payment-withdrawal-details';
import { type ClaimState } from '../utils/recipient-flow';
import { type Dispatch } from '../hooks/use-payout-actions';
import styles from './global-pay.module.css';

/** Step 2: the country, with the recipient's earlier payouts to reuse. */
export function CountryStep({
  payment,
  claim,
  dispatch,
}: {
  payment: GlobalPaymentDetails;
  claim: ClaimState;
  dispatch: Dispatch;
}) {
  const { t, i18n } = useTranslation('transfers');
  const [countryCode, setCountryCode] = useState(claim.countryCode);
  const [error, setError] = useState<string>();
  const last = useGlobalPaymentLastWithdrawals(payment.paymentSecret);
  const details = useGlobalPaymentWithdrawalDetails();
  const collator = new Intl.Collator(i18n.language === 'ua' ? 'uk' : i18n.language);
  const countries = [...payment.allowedCountries].sort((a, b) => collator.compare(a.name, b.name));
  const nameOf = (code: string) => countries.find((country) => country.countryCode === code)?.name ?? code;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!countryCode) {
      setError(t('globalPay.payout.chooseCountry'));
      document.getElementById('payout-country')?.focus();
      return;
    }
    dispatch({ type: 'country', countryCode });
  };
  const withdrawals = last.data ?? [];

  return (
    <div className={styles.stack}>
      <form
        noValidate
        onSubmit={submit}
        className={styles.form}
        aria-label={t('globalPay.payout.steps.country')}
      >
        <Select
          id="payout-country"
          name="countryCode"
          label={t('globalPay.payout.country')}
          placeholder={t('globalPay.payout.chooseCountry')}
          value={countryCode}
          required
          error={error}
          options={countries.map((country) => ({ value: country.countryCode, label: country.name }))}
          onChange={(event) => {
            setCountryCode(event.target.value);
            setError(undefined);
          }}
        />
        <div className={styles.actions}>
          <Button type="submit">{t('globalPay.payout.continue')}</Button>
        </div>
      </form>
      {withdrawals.length > 0 ? (
        <section aria-labelledby="payout-last-title" className={styles.stack}>
          <h2 id="payout-last-title" className={styles.heading}>
            {t('globalPay.payout.last.title')}
          </h2>
          <p className={styles.muted}>{t('globalPay.payout.last.text')}</p>
          {details.isError ? <Alert tone="error">{t('globalPay.payout.last.failed')}</Alert> : null}
          <ul className={styles.list}>
            {withdrawals.map((withdrawal) => (
              <li key={withdrawal.paymentId}>
                <button
                  type="button"
                  className={styles.linkButton}
                  disabled={details.isPending}
                  onClick={() =>
                    details.mutate(
                      { paymentSecret: payment.paymentSecret, paymentId: withdrawal.paymentId },
                      {
                        onSuccess: (answer) =>
                          dispatch({
                            type: 'reuse',
                            countryCode: String(answer.countryCode),
                            paymentMethod: answer.paymentMethod,
                            currencyCode: String(answer.currencyCode),
                            paymentDetails: Object.fromEntries(
                              Object.entries(answer.paymentDetails ?? {}).map(([key, value]) => [
                                key,
                                String(value),
                              ]),
                            ),
                          }),
                      },
                    )
                  }
                >
                  {t('globalPay.payout.last.use', {
                    method: t(`globalPay.methods.${withdrawal.paymentMethod}`),
                    payee: withdrawal.payee,
                    country: nameOf(String(withdrawal.countryCode)),
                  })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
