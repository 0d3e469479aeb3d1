import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GlobalPaymentDetails, GlobalPayMethod, SubmitResult } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { Alert, Button, Select, Spinner, TextField } from '@portal/ui/components';
import { serverRefusal, type ServerRefusal } from '../../../shared/server-refusal';
import { useGlobalPaymentCardBin } from '../api/get-global-payment-card-bin';
import { useGlobalPaymentExtraParams } from '../api/get-global-payment-extra-params';
import { useGlobalPaymentInstantDetails } from '../api/get-global-payment-instant-details';
import { extraParamProblem, extraParamValues, visibleExtraParams } from '@portal/api/validation';
import { useGlobalPaymentMeta, type PayoutChoice } from '../api/get-global-payment-meta';
import { useGlobalPaymentIban } from '../api/lookup-global-payment-iban';
import { useGlobalPaymentSwift } from '../api/lookup-global-payment-swift';
import {
  EMPTY_PAYOUT,
  lookupsOf,
  payoutDetails,
  payoutFieldsOf,
  payoutProblems,
  type PayoutField,
  type PayoutValues,
} from '../utils/payout-details';
import styles from './global-pay.module.css';

/** Stable id of a payout field's input. */
const fieldId = (name: string) => `payout-${name}`;

/**
 * Steps 4 to 6 of the claim (spec 02 §4): the fee and the rate (meta), the payee details of the chosen method with
 * the bank and card looked up as they are typed (IBAN, SWIFT, card BIN; the instant key when it is left), the extra
 * parameters, and the submit. A refusal shows here, on the fields it names, never in a popup.
 */
export function PayoutDetailsForm({
  payment,
  choice,
  prefill,
  submitting,
  onSubmit,
  onBack,
}: {
  payment: GlobalPaymentDetails;
  choice: PayoutChoice & { paymentMethod: GlobalPayMethod };
  prefill?: Record<string, string>;
  submitting: boolean;
  /** Sends the details; rejects with the server's refusal. */
  onSubmit: (details: {
    paymentDetails: Record<string, string>;
    extraParams: Record<string, string>;
  }) => Promise<SubmitResult>;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation('transfers');
  const secret = payment.paymentSecret;
  const { countryCode, paymentMethod, currencyCode } = choice;
  const [values, setValues] = useState<PayoutValues>(() => ({
    ...EMPTY_PAYOUT,
    beneficiaryName: payment.beneficiaryName,
    ...prefill,
  }));
  const [extra, setExtra] = useState<Record<string, string>>(() => ({ ...prefill }));
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<ServerRefusal>();
  const [leftKey, setLeftKey] = useState<string>();

  const meta = useGlobalPaymentMeta(secret, choice);
  const params = useGlobalPaymentExtraParams(secret, choice);
  const fields = payoutFieldsOf(paymentMethod, countryCode);
  const lookups = lookupsOf(values, fields, countryCode);
  const ibanBank = useGlobalPaymentIban(secret, lookups.iban);
  const swiftBank = useGlobalPaymentSwift(secret, lookups.swift);
  const cardBin = useGlobalPaymentCardBin(secret, lookups.bin);
  const key = values.instantKey.trim();
  const instant = useGlobalPaymentInstantDetails(
    secret,
    countryCode,
    // The key's type is an extra parameter of the payout (PIX).
    extra.instantKeyType ?? '',
    fields.includes('instantKey') && leftKey === key && key !== '' ? key : undefined,
  );

  // The IBAN's bank gives the BIC when the field is still empty.
  const ibanSwift = ibanBank.data?.SWIFT ? String(ibanBank.data.SWIFT) : '';
  useEffect(() => {
    if (ibanSwift && fields.includes('swift'))
      setValues((current) => (current.swift.trim() === '' ? { ...current, swift: ibanSwift } : current));
    // fields follow the method, which does not change while the form is shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ibanSwift]);

  const shownParams = useMemo(() => visibleExtraParams(params.data ?? [], extra), [params.data, extra]);
  const problems = payoutProblems(paymentMethod, countryCode, values);
  const paramProblems = Object.fromEntries(
    shownParams
      .map((param) => [param.name, extraParamProblem(param, extra[param.name])] as const)
      .filter(([, problem]) => problem !== undefined),
  );
  const shown = (name: string) => attempted || touched.has(name);
  const errorOf = (field: PayoutField) => {
    const server = refusal?.fieldErrors[field];
    if (server) return server;
    const problem = problems[field];
    return problem && shown(field)
      ? t(`globalPay.payout.errors.${problem.key}`, problem.values ?? {})
      : undefined;
  };
  const paramError = (name: string) => {
    const server = refusal?.fieldErrors[name];
    if (server) return server;
    const problem = paramProblems[name];
    return problem && shown(`extra.${name}`) ? t(`globalPay.payout.errors.${problem}`) : undefined;
  };
  const change = (field: PayoutField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setRefusal(undefined);
  };
  const leave = (name: string) => setTouched((current) => new Set(current).add(name));

  const money = (amount: string, currency = payment.currencyCode) =>
    formatMoney(amount, currency, i18n.language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (Object.keys(problems).length > 0 || Object.keys(paramProblems).length > 0 || submitting) {
      const first = Object.keys(problems)[0] ?? Object.keys(paramProblems)[0];
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setRefusal(undefined);
    try {
      await onSubmit({
        paymentDetails: payoutDetails(paymentMethod, countryCode, values),
        extraParams: extraParamValues(shownParams, extra),
      });
    } catch (failure) {
      setRefusal(serverRefusal(failure, t));
    }
  };

  const lookupLine = (loading: boolean, failed: boolean, text: string | undefined, testId: string) =>
    loading ? (
      <p className={styles.muted} aria-live="polite">
        {t('globalPay.payout.lookingUp')}
      </p>
    ) : text ? (
      <p className={styles.muted} aria-live="polite" data-testid={testId}>
        {text}
      </p>
    ) : failed ? (
      <p className={styles.muted} aria-live="polite">
        {t('globalPay.payout.notInDirectory')}
      </p>
    ) : null;

  const textField = (field: PayoutField, label: string, extraProps: Record<string, unknown> = {}) => (
    <TextField
      id={fieldId(field)}
      name={field}
      label={label}
      value={values[field]}
      error={errorOf(field)}
      required
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => change(field, event.target.value)}
      onBlur={() => {
        leave(field);
        if (field === 'instantKey') setLeftKey(values.instantKey.trim());
      }}
      {...extraProps}
    />
  );

  const extraFields = params.isError ? (
    <Alert tone="error">{t('globalPay.payout.extraParamsFailed')}</Alert>
  ) : shownParams.length > 0 ? (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('globalPay.payout.extraParams')}</legend>
      <div className={styles.grid2}>
        {shownParams.map((param) => {
          const common = {
            id: fieldId(param.name),
            name: param.name,
            label: param.label,
            required: param.required,
            value: extra[param.name] ?? '',
            error: paramError(param.name),
            onBlur: () => leave(`extra.${param.name}`),
          };
          const onValue = (value: string) => {
            setExtra((current) => ({ ...current, [param.name]: value }));
            setRefusal(undefined);
          };
          return (param.options?.length ?? 0) > 0 || param.type === 'select' ? (
            <Select
              key={param.name}
              {...common}
              placeholder={t('globalPay.payout.choose')}
              options={(param.options ?? []).map((option) => ({
                value: String(option.value),
                label: option.label,
              }))}
              onChange={(event) => onValue(event.target.value)}
            />
          ) : (
            <TextField
              key={param.name}
              {...common}
              type={param.type === 'date' ? 'date' : 'text'}
              autoComplete="off"
              onChange={(event) => onValue(event.target.value)}
            />
          );
        })}
      </div>
    </fieldset>
  ) : null;

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className={styles.form}
      aria-label={t('globalPay.payout.payee')}
    >
      {refusal && (
        <Alert tone="error" title={t('globalPay.payout.submitFailed')}>
          {refusal.message}
        </Alert>
      )}
      <section className={styles.fieldset} aria-labelledby="payout-meta-title">
        <h2 id="payout-meta-title" className={styles.heading}>
          {t('globalPay.payout.meta.title')}
        </h2>
        {meta.isPending ? (
          <Spinner label={t('globalPay.payout.meta.loading')} />
        ) : meta.isError ? (
          <Alert tone="error">
            {serverRefusal(meta.error, t).message || t('globalPay.payout.meta.failed')}
          </Alert>
        ) : (
          <dl className={styles.facts}>
            <dt>{t('globalPay.payout.meta.fee')}</dt>
            <dd>{money(meta.data.fee)}</dd>
            {currencyCode !== payment.currencyCode ? (
              <>
                <dt>{t('globalPay.payout.meta.rate')}</dt>
                <dd>
                  {t('globalPay.payout.meta.rateValue', {
                    from: payment.currencyCode,
                    to: currencyCode,
                    rate: meta.data.exchangeRate,
                  })}
                  {meta.data.extraFxMarkupPercent !== '0' ? (
                    <span className={styles.muted}>
                      {' '}
                      {t('globalPay.payout.meta.markup', { percent: meta.data.extraFxMarkupPercent })}
                    </span>
                  ) : null}
                </dd>
              </>
            ) : null}
            <dt>{t('globalPay.payout.meta.toAmount')}</dt>
            <dd data-testid="payout-to-amount">{money(meta.data.toAmount, currencyCode)}</dd>
          </dl>
        )}
      </section>
      {paymentMethod === 'instant_payment' ? extraFields : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('globalPay.payout.payee')}</legend>
        {fields.includes('iban') && (
          <div className={styles.stack}>
            {textField('iban', t('globalPay.payout.iban'), { autoCapitalize: 'characters' })}
            {lookupLine(
              ibanBank.isFetching && !ibanBank.data,
              ibanBank.isError,
              ibanBank.data
                ? t('globalPay.payout.bank', {
                    bank: [ibanBank.data.bankName, ibanBank.data.city].filter(Boolean).join(', '),
                  })
                : undefined,
              'payout-iban-bank',
            )}
          </div>
        )}
        {fields.includes('accountNumber') && textField('accountNumber', t('globalPay.payout.accountNumber'))}
        {fields.includes('swift') && (
          <div className={styles.stack}>
            {textField('swift', t('globalPay.payout.swift'), { autoCapitalize: 'characters' })}
            {lookupLine(
              swiftBank.isFetching && !swiftBank.data,
              swiftBank.isError,
              swiftBank.data
                ? t('globalPay.payout.bank', {
                    bank: [swiftBank.data.bankName, swiftBank.data.city].filter(Boolean).join(', '),
                  })
                : undefined,
              'payout-swift-bank',
            )}
          </div>
        )}
        {fields.includes('cardNumber') && (
          <div className={styles.stack}>
            {textField('cardNumber', t('globalPay.payout.cardNumber'), {
              inputMode: 'numeric',
              maxLength: 23,
              hint: t('globalPay.payout.cardNumberHint'),
              onChange: (event: { target: { value: string } }) =>
                change('cardNumber', event.target.value.replace(/[^\d ]/g, '')),
            })}
            {lookupLine(
              cardBin.isFetching && !cardBin.data,
              cardBin.isError,
              cardBin.data
                ? t('globalPay.payout.card', { brand: cardBin.data.cardBrand, issuer: cardBin.data.issuer })
                : undefined,
              'payout-card-bin',
            )}
          </div>
        )}
        {fields.includes('instantKey') && textField('instantKey', t('globalPay.payout.instantKey'))}
        {fields.includes('instantKey') &&
          lookupLine(
            instant.isFetching && !instant.data,
            instant.isError,
            instant.data
              ? t('globalPay.payout.holder', {
                  holderName: instant.data.holderName,
                  bankName: instant.data.bankName,
                })
              : undefined,
            'payout-instant-holder',
          )}
        {fields.includes('beneficiaryName') &&
          textField('beneficiaryName', t('globalPay.payout.beneficiaryName'))}
        {fields.includes('beneficiaryAddress') &&
          textField('beneficiaryAddress', t('globalPay.payout.beneficiaryAddress'), {
            autoComplete: 'street-address',
          })}
      </fieldset>
      {paymentMethod === 'instant_payment' ? null : extraFields}
      {attempted && (Object.keys(problems).length > 0 || Object.keys(paramProblems).length > 0) ? (
        <p className={styles.rowError} role="alert">
          {t('globalPay.payout.fixFields')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" type="button" disabled={submitting} onClick={onBack}>
          {t('globalPay.payout.back')}
        </Button>
        <Button type="submit" loading={submitting}>
          {t('globalPay.payout.submit', {
            amount: meta.data ? money(meta.data.toAmount, currencyCode) : money(payment.toAmount),
          })}
        </Button>
      </div>
    </form>
  );
}
