import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GLOBAL_PAY_BENEFICIARY_TYPES,
  GLOBAL_PAY_FEE_SHARES,
  type GlobalPayBeneficiaryType,
  type GlobalPayFeeShare,
  type GlobalPayNewPayment,
  type GlobalPayPayment,
} from '@portal/api/catalogue';
import { isCheckableEmail } from '@portal/api/validation';
import { Alert, Button, Dialog, Select, TextField } from '@portal/ui/components';
import { amountProblem, amountProblemText, parseAmount } from '../../../shared/amount';
import { MoneyInput } from '../../../shared/money-input';
import { useGlobalPayCountries } from '../api/get-global-pay-countries';
import styles from './global-pay.module.css';

interface PaymentValues {
  beneficiaryName: string;
  beneficiaryEmail: string;
  beneficiaryCountryCode: string;
  beneficiaryType: GlobalPayBeneficiaryType;
  amount: string;
  description: string;
  feeShare: GlobalPayFeeShare;
}
type PaymentField = keyof PaymentValues;

const valuesOf = (payment?: GlobalPayPayment): PaymentValues => ({
  beneficiaryName: payment?.beneficiaryName ?? '',
  beneficiaryEmail: payment?.beneficiaryEmail ?? '',
  beneficiaryCountryCode: payment?.beneficiaryCountryCode ?? '',
  beneficiaryType: payment?.beneficiaryType ?? 'individual',
  amount: payment?.amount ?? '',
  description: payment?.description ?? '',
  feeShare: payment?.feeShare ?? 'sender',
});

/**
 * Adds a payment to a draft batch or edits one (spec 02 §4 "add, update ... payments; set the amount"). The fields
 * are checked before anything is sent; the server's refusal shows in the dialog (global pay shows no popups).
 */
export function PaymentDialog({
  open,
  payment,
  currencyCode,
  saving,
  failure,
  onClose,
  onSave,
}: {
  open: boolean;
  /** The payment to edit; none to add one. */
  payment?: GlobalPayPayment;
  currencyCode: string;
  saving: boolean;
  failure?: string;
  onClose: () => void;
  /** The payment as it is to be; for an edit, only the fields that changed. */
  onSave: (values: GlobalPayNewPayment, changed: readonly PaymentField[]) => void;
}) {
  const { t } = useTranslation('transfers');
  const countries = useGlobalPayCountries();
  const initial = valuesOf(payment);
  const [values, setValues] = useState<PaymentValues>(initial);
  const [attempted, setAttempted] = useState(false);

  const problems: Partial<Record<PaymentField, string>> = {};
  const required = t('globalPay.payment.errors.required');
  if (values.beneficiaryName.trim() === '') problems.beneficiaryName = required;
  if (values.beneficiaryEmail.trim() === '') problems.beneficiaryEmail = required;
  else if (!isCheckableEmail(values.beneficiaryEmail.trim()))
    problems.beneficiaryEmail = t('globalPay.payment.errors.email');
  if (values.beneficiaryCountryCode === '') problems.beneficiaryCountryCode = required;
  const amountIssue = amountProblem(values.amount, { currencyCode });
  if (amountIssue) problems.amount = amountProblemText(t, amountIssue, currencyCode);
  const shown = (field: PaymentField) => (attempted ? problems[field] : undefined);
  const set = (patch: Partial<PaymentValues>) => setValues((current) => ({ ...current, ...patch }));

  const save = () => {
    setAttempted(true);
    const first = (Object.keys(problems) as PaymentField[])[0];
    if (first) {
      document.getElementById(`global-payment-${first}`)?.focus();
      return;
    }
    const next: GlobalPayNewPayment = {
      beneficiaryName: values.beneficiaryName.trim(),
      beneficiaryEmail: values.beneficiaryEmail.trim(),
      beneficiaryCountryCode: values.beneficiaryCountryCode,
      beneficiaryType: values.beneficiaryType,
      amount: parseAmount(values.amount) ?? values.amount,
      description: values.description.trim(),
      feeShare: values.feeShare,
    };
    const changed = (Object.keys(next) as PaymentField[]).filter((field) =>
      field === 'amount'
        ? parseAmount(initial.amount) !== next.amount
        : String(next[field] ?? '') !== String(initial[field]),
    );
    onSave(next, changed);
  };

  return (
    <Dialog
      open={open}
      title={payment ? t('globalPay.payment.editTitle') : t('globalPay.payment.addTitle')}
      closeLabel={t('close')}
      closeOnBackdropClick={false}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" disabled={saving} onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={saving} onClick={save}>
            {t('globalPay.payment.save')}
          </Button>
        </>
      }
    >
      <form
        noValidate
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          id="global-payment-beneficiaryName"
          name="beneficiaryName"
          label={t('globalPay.payment.beneficiaryName')}
          value={values.beneficiaryName}
          required
          autoComplete="off"
          error={shown('beneficiaryName')}
          onChange={(event) => set({ beneficiaryName: event.target.value })}
        />
        <TextField
          id="global-payment-beneficiaryEmail"
          name="beneficiaryEmail"
          type="email"
          inputMode="email"
          autoComplete="off"
          label={t('globalPay.payment.beneficiaryEmail')}
          hint={t('globalPay.payment.beneficiaryEmailHint')}
          value={values.beneficiaryEmail}
          required
          error={shown('beneficiaryEmail')}
          onChange={(event) => set({ beneficiaryEmail: event.target.value })}
        />
        <div className={styles.grid2}>
          <Select
            id="global-payment-beneficiaryCountryCode"
            name="beneficiaryCountryCode"
            label={t('globalPay.payment.beneficiaryCountryCode')}
            placeholder={t('globalPay.payment.chooseCountry')}
            value={values.beneficiaryCountryCode}
            required
            error={shown('beneficiaryCountryCode')}
            options={(countries.data ?? []).map((country) => ({
              value: country.countryCode,
              label: country.name,
            }))}
            onChange={(event) => set({ beneficiaryCountryCode: event.target.value })}
          />
          <Select
            id="global-payment-beneficiaryType"
            name="beneficiaryType"
            label={t('globalPay.payment.beneficiaryType')}
            value={values.beneficiaryType}
            options={GLOBAL_PAY_BENEFICIARY_TYPES.map((type) => ({
              value: type,
              label: t(`globalPay.payment.beneficiaryTypes.${type}`),
            }))}
            onChange={(event) => set({ beneficiaryType: event.target.value as GlobalPayBeneficiaryType })}
          />
        </div>
        <MoneyInput
          id="global-payment-amount"
          name="amount"
          label={t('globalPay.payment.amount')}
          currencyCode={currencyCode}
          value={values.amount}
          required
          error={shown('amount')}
          onChange={(amount) => set({ amount })}
        />
        <TextField
          id="global-payment-description"
          name="description"
          label={t('globalPay.payment.description')}
          value={values.description}
          maxLength={140}
          autoComplete="off"
          onChange={(event) => set({ description: event.target.value })}
        />
        <Select
          id="global-payment-feeShare"
          name="feeShare"
          label={t('globalPay.payment.feeShare')}
          value={values.feeShare}
          options={GLOBAL_PAY_FEE_SHARES.map((share) => ({
            value: share,
            label: t(`globalPay.feeShares.${share}`),
          }))}
          onChange={(event) => set({ feeShare: event.target.value as GlobalPayFeeShare })}
        />
        {/* Enter in a field saves, as in any form. */}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
