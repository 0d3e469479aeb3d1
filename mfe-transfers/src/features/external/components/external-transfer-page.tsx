import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { getIn, useFormik } from 'formik';
import {
  EXTERNAL_TRANSFER_TYPES,
  type Beneficiary,
  type ExternalTransferRequest,
  type RecentTransfer,
} from '@portal/api/catalogue';
import { addDecimal, formatMoney } from '@portal/api/money';
import { canSendTransfer } from '@portal/api/transfers';
import { extraParamValues, visibleExtraParams } from '@portal/api/validation';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import {
  Alert,
  Button,
  EmptyState,
  PageLayout,
  Select,
  Skeleton,
  TextField,
  VisuallyHidden,
} from '@portal/ui/components';
import { useCountries } from '@portal/remote/dictionaries';
import { AccountSelect } from '../../../shared/account-select';
import { parseAmount } from '../../../shared/amount';
import { useCustomerLimits } from '../../../shared/customer-limits';
import { schemaErrors } from '../../../shared/form-validation';
import { newIdempotencyKey } from '../../../shared/idempotency';
import { LimitsSummary } from '../../../shared/limits-summary';
import { useMaxAmount } from '../../../shared/max-amount';
import { MoneyInput } from '../../../shared/money-input';
import { useTransferAccounts } from '../../../shared/transfer-accounts';
import { useApproval } from '../../../shared/use-approval';
import { useAvailableTransfers } from '../api/available-transfers';
import { useBeneficiaries } from '../api/beneficiaries';
import { useBlockedBins } from '../api/blocked-bins';
import { countryLabel, countryOptions } from '../api/countries';
import { useCryptoFee } from '../api/crypto-fee';
import { useExternalFee } from '../api/external-fee';
import { useExtraParams } from '../api/extra-params';
import { useRecentTransferDetails } from '../api/recent-transfer-details';
import {
  externalTransferSchema,
  extraParamPath,
  payeePath,
  useTransferExternal,
  type ExternalTransferContext,
} from '../api/transfer-external';
import { extraParamValuesOf, isPayeeParam } from '../utils/extra-params';
import { failureText } from '../utils/failure-text';
import {
  cryptoNetworksOf,
  INITIAL_VALUES,
  PAYEE_FIELDS,
  type ExternalFormValues,
  type PayeeField,
} from '../utils/form-values';
import { amountToAsk, payeeDetails, sortKinds } from '../utils/payee-rules';
import { refusalOf, type FormField, type Refusal } from '../utils/refusal';
import { detailsNotices, fillFromDetails, isExternalType } from '../utils/saved-payees';
import { CardPayoutFields } from './card-payout-fields';
import { CryptoFields } from './crypto-fields';
import { EftFields } from './eft-fields';
import { ExtraParamFields, extraParamId } from './extra-param-fields';
import { InstantPaymentFields } from './instant-payment-fields';
import { InteracFields } from './interac-fields';
import { payeeFieldId, type PayeeFieldsProps } from './payee-field-props';
import { SavedPayees } from './saved-payees';
import { TransferDone, type DoneTransfer } from './transfer-done';
import { TransferReview } from './transfer-review';
import { WireFields } from './wire-fields';
import styles from './external-transfer.module.css';

type Step = 'form' | 'review' | 'done';
type Notice = { tone: 'info' | 'warning' | 'error' | 'success'; title?: string; text?: string };

/** Approval methods whose pending transfer may be amended and confirmed with a new code (spec 02 §4). */
const CODE_APPROVALS: readonly string[] = ['sms', 'otp', 'approvalCode'];

/** Ids of the form's own inputs, for labels and for focus after a refused check. */
const FIELD_IDS: Record<FormField | 'type', string> = {
  countryCode: 'external-country',
  type: 'external-kind',
  accountId: 'external-account',
  amount: 'external-amount',
  reference: 'external-reference',
  templateName: 'external-template-name',
};

function focusById(id: string) {
  const element = document.getElementById(id) ?? document.querySelector<HTMLElement>(`[name="${id}"]`);
  element?.focus();
}

/**
 * External transfers (spec 02 §2 transfer/external, §3, §5, §7 "External transfers"): the payee's country and the
 * account, the kinds that reach the country, each kind's payee form with its browser checks (IBAN, BIC, Luhn,
 * blocked BINs, e-mail) and the extra parameters; the amount with fee, maximum and limits; templates and recent
 * transfers that fill the form; a review, the submit with one idempotency key per review, the approval through the
 * shell, and the refusals of the server on their fields. Nothing typed is lost on an error.
 */
export function ExternalTransferPage() {
  const { t, i18n } = useTranslation('transfers');
  const user = useSubject(user$);
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<Refusal>();
  const [step, setStep] = useState<Step>('form');
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const [notice, setNotice] = useState<Notice>();
  const [fillNotices, setFillNotices] = useState<string[]>([]);
  const [done, setDone] = useState<DoneTransfer>();
  // The operation whose code was sent but not (yet) confirmed: a resubmit amends it (spec 02 §4).
  const [openOperationId, setOpenOperationId] = useState<string>();

  const form = useFormik<ExternalFormValues>({
    initialValues: INITIAL_VALUES,
    // The schema's context is read when validating: what the page knows of the values being checked (declared
    // below; validation runs on events, after this render).
    validate: (checked) => validate(checked),
    onSubmit: (checked) => {
      // A new card waits for the blocked BINs: its check is not done before they are known.
      const binsNotReady =
        resolve(checked).type === 'oct' && checked.payee.externalCardId === '' && !blockedBins.isSuccess;
      if (binsNotReady) return;
      setRefusal(undefined);
      // One key per review: a double click or a retry after a lost answer is the same transfer (DESIGN §5).
      setIdempotencyKey(newIdempotencyKey());
      setStep('review');
    },
  });
  const { values, validateForm, setFieldValue, setFieldTouched, setValues } = form;

  const countries = useCountries();
  const accounts = useTransferAccounts();
  const available = useAvailableTransfers(values.countryCode);
  const beneficiaries = useBeneficiaries();
  const transfer = useTransferExternal();
  const recentDetails = useRecentTransferDetails();
  const { requestApproval, pending: approving } = useApproval({ resultShownOnPage: true });

  const actor = user
    ? { customerType: user.customerType, accessRight: user.accessRight, permissions: user.permissions }
    : undefined;
  const kinds = sortKinds(
    (available.data ?? []).filter((kind) => !actor || canSendTransfer(actor, kind.type)),
  );
  /** The kind of some values once the country offers it, its accounts, and the paying account. */
  function resolve(checked: ExternalFormValues) {
    const kind = kinds.find((candidate) => candidate.type === checked.type);
    const kindAccounts = (accounts.data ?? []).filter((account) =>
      kind?.currencies.includes(account.currencyCode),
    );
    // One account in the kind's currency is chosen for the user.
    const account =
      kindAccounts.find((candidate) => String(candidate.accountId) === checked.accountId) ??
      (kindAccounts.length === 1 ? kindAccounts[0] : undefined);
    return { kind, type: kind?.type ?? '', kindAccounts, account } as const;
  }
  const { kind, type, kindAccounts, account } = resolve(values);
  const currencyCode = account?.currencyCode;
  const amountAsked = account ? amountToAsk(values.amount, currencyCode) : undefined;

  const extraParams = useExtraParams(type, values.countryCode, user?.customerType ?? 0);
  const blockedBins = useBlockedBins(type === 'oct');
  const networks = useMemo(
    () => (type === 'crypto_eft' ? cryptoNetworksOf(currencyCode) : []),
    [type, currencyCode],
  );
  const externalFee = useExternalFee(type, account?.accountId, amountAsked, values.countryCode);
  const cryptoFee = useCryptoFee(
    type === 'crypto_eft',
    account?.accountId,
    amountAsked,
    values.payee.network,
  );
  const fee = type === 'crypto_eft' ? cryptoFee : externalFee;
  const maxAmount = useMaxAmount(
    {
      fromAccountId: account?.accountId ?? 0,
      operation: type || 'wire',
      amount: amountAsked,
      countryCode: values.countryCode,
    },
    type !== '' && account !== undefined && amountAsked !== undefined,
  );
  const limits = useCustomerLimits(
    { type: 'withdrawals', countryCode: values.countryCode, fromAccountId: account?.accountId },
    account !== undefined && values.countryCode !== '',
  );

  // Extra parameters the payee fields already ask for (eft bank and branch, the instant key type) are shown once,
  // as payee fields, and sent in both places.
  const paramValues = useMemo(() => extraParamValuesOf(values), [values]);
  const allParams = useMemo(
    () => visibleExtraParams(extraParams.data ?? [], paramValues),
    [extraParams.data, paramValues],
  );
  const shownParams = allParams.filter((param) => !isPayeeParam(param));

  function validationContext(checked: ExternalFormValues): ExternalTransferContext {
    const resolved = resolve(checked);
    return {
      currencyCode: resolved.account?.currencyCode,
      kinds: kinds.map((candidate) => candidate.type),
      hasAccount: resolved.account !== undefined,
      blockedBins: blockedBins.data ?? [],
      networks: resolved.type === 'crypto_eft' ? cryptoNetworksOf(resolved.account?.currencyCode) : [],
      extraParams: extraParams.data ?? [],
    };
  }
  function validate(checked: ExternalFormValues): Record<string, string | undefined> {
    return schemaErrors(externalTransferSchema, checked, validationContext(checked), t);
  }
  // What the checks read besides the values arrives later (kinds, accounts, BINs, parameters), and the texts follow
  // the language: check again then.
  useEffect(() => {
    void validateForm();
  }, [validateForm, available.data, accounts.data, blockedBins.data, extraParams.data, user, i18n.language]);

  // The schema's messages by path (`payee.iban`, `extraParams.purpose`): one per field, the first problem found.
  const errors = form.errors as Readonly<Record<string, string | undefined>>;
  // Errors show once a field was left or a review was attempted; a server refusal wins.
  const attempted = form.submitCount > 0;
  const shown = (path: string) =>
    attempted || getIn(form.touched, path) === true ? errors[path] : undefined;

  const payeeError = (field: PayeeField | 'instantHolderConfirmed') =>
    field === 'instantHolderConfirmed' ? shown(field) : (refusal?.payee[field] ?? shown(payeePath(field)));
  const formError = (field: FormField | 'type') =>
    (field !== 'type' ? refusal?.fields[field] : undefined) ?? shown(field);
  const extraError = (name: string) => refusal?.extraParams[name] ?? shown(extraParamPath(name));

  // The server's message on a field stays until that field changes.
  const clearRefusal = useCallback((group: 'payee' | 'extraParams' | 'fields', name: string) => {
    setRefusal((current) => {
      if (!current) return current;
      const bucket = current[group] as Record<string, string>;
      if (!(name in bucket)) return current;
      const next = { ...bucket };
      delete next[name];
      return { ...current, [group]: next };
    });
  }, []);
  const onPayeeChange = useCallback(
    (field: PayeeField, value: string) => {
      void setFieldValue(`payee.${field}`, value);
      clearRefusal('payee', field);
    },
    [setFieldValue, clearRefusal],
  );
  const onPayeeBlur = useCallback(
    (field: PayeeField) => void setFieldTouched(`payee.${field}`, true),
    [setFieldTouched],
  );
  const onPatch = useCallback(
    (patch: Partial<ExternalFormValues>) => void setValues((current) => ({ ...current, ...patch })),
    [setValues],
  );
  const set = <Field extends FormField>(field: Field, value: ExternalFormValues[Field]) => {
    void setFieldValue(field, value);
    clearRefusal('fields', field);
  };
  const touch = (path: string) => void setFieldTouched(path, true);

  const firstProblemId = (problems: Readonly<Record<string, string | undefined>>): string | undefined => {
    const formOrder: (FormField | 'type')[] = ['countryCode', 'type', 'accountId'];
    for (const field of formOrder)
      if (problems[field] || (field !== 'type' && refusal?.fields[field])) return FIELD_IDS[field];
    for (const field of PAYEE_FIELDS)
      if (problems[payeePath(field)] || refusal?.payee[field]) return payeeFieldId(field);
    if (problems.instantHolderConfirmed) return payeeFieldId('instantHolderConfirmed');
    for (const param of shownParams)
      if (problems[extraParamPath(param.name)] || refusal?.extraParams[param.name])
        return extraParamId(param.name);
    for (const field of ['amount', 'reference', 'templateName'] as const)
      if (problems[field] || refusal?.fields[field]) return FIELD_IDS[field];
    return undefined;
  };

  const review = (event: FormEvent<HTMLFormElement>) => {
    setNotice(undefined);
    // The same check formik makes before the review, to take the user to the first field to fix.
    const problems = validate(values);
    form.handleSubmit(event);
    if (Object.values(problems).some(Boolean)) {
      const id = firstProblemId(problems);
      if (id) focusById(id);
    }
  };

  const fee$ = fee.data ? String(fee.data.fee) : undefined;
  const parsedAmount = parseAmount(values.amount);
  const total = parsedAmount !== undefined && fee$ !== undefined ? addDecimal(parsedAmount, fee$) : undefined;
  const countryName = countryLabel(values.countryCode, i18n.language, countries.data);
  const savedCard = beneficiaries.data?.externalCards.find(
    (card) => String(card.id) === values.payee.externalCardId,
  );

  const payeeLabel = () => {
    const { payee } = values;
    const name = payee.beneficiaryName.trim();
    const id =
      type === 'wire' || type === 'eft'
        ? payee.iban || payee.accountNumber
        : type === 'oct'
          ? (savedCard?.cardNumber ?? `•••• ${payee.cardNumber.replace(/\s+/g, '').slice(-4)}`)
          : type === 'crypto_eft'
            ? payee.address
            : type === 'instant_payment'
              ? payee.instantKey
              : payee.toEmail;
    return [name, id.trim()].filter(Boolean).join(' · ');
  };

  const send = () => {
    if (!account || type === '' || parsedAmount === undefined) return;
    setNotice(undefined);
    const reference = values.reference.trim();
    const request: ExternalTransferRequest = {
      type,
      accountId: account.accountId,
      amount: parsedAmount,
      currency: account.currencyCode,
      countryCode: values.countryCode,
      details: payeeDetails({ ...values, type }),
      extraParams: extraParamValues(allParams, paramValues),
      ...(reference ? { reference } : {}),
      ...(values.saveTemplate ? { templateName: values.templateName.trim() } : {}),
      idempotencyKey,
      ...(openOperationId ? { operationId: openOperationId } : {}),
    };
    transfer.mutate(request, {
      onSuccess: async (result) => {
        // Only a transfer still waiting for its code can be amended (the sandbox binds the code to what was sent);
        // a push, a queued or a failed one is submitted anew.
        setOpenOperationId(
          CODE_APPROVALS.includes(result.approveType) && result.operationId != null
            ? String(result.operationId)
            : undefined,
        );
        const outcome = await requestApproval(result);
        if (outcome.status === 'approved') {
          setOpenOperationId(undefined);
          const resultFee = result.fee !== undefined ? String(result.fee) : (fee$ ?? '0');
          setDone({
            amount: parsedAmount,
            fee: resultFee,
            total: addDecimal(parsedAmount, resultFee),
            currencyCode: account.currencyCode,
            payee: payeeLabel(),
            queued: outcome.queued,
            accountId: account.accountId,
          });
          setStep('done');
          // Balances, limits, the recent list and templates changed: every query of this remote is read again.
          void queryClient.invalidateQueries({ queryKey: ['transfers'] });
          for (const key of ['getRecentTransfers', 'getBeneficiaries', 'getMaxAmount', 'balanceInquiry'])
            void queryClient.invalidateQueries({ queryKey: [key] });
        } else if (outcome.status === 'cancelled') {
          setNotice({ tone: 'info', text: t('approvalCancelled') });
        } else {
          // A refused approval ends that operation: a new attempt is a new transfer, with a new key.
          setOpenOperationId(undefined);
          setIdempotencyKey(newIdempotencyKey());
          setNotice({
            tone: 'error',
            title: t('approvalFailed'),
            text: outcome.message ?? t('approvalFailedText'),
          });
        }
      },
      onError: (error) => {
        const laidOut = refusalOf(
          error,
          allParams.map((param) => param.name),
          t,
        );
        setRefusal(laidOut);
        // An operation the server no longer lets amend (its code expired) is left: the next submit is a new one.
        if (laidOut.operationRefused) setOpenOperationId(undefined);
        setStep('form');
        setNotice({ tone: 'error', title: t('refused'), text: laidOut.message ?? t('external.refused') });
        // Focus after the form is back on screen.
        window.setTimeout(() => {
          const id = firstRefusedId(laidOut);
          if (id) focusById(id);
        }, 0);
      },
    });
  };

  const firstRefusedId = (laidOut: Refusal): string | undefined => {
    for (const field of PAYEE_FIELDS) if (laidOut.payee[field]) return payeeFieldId(field);
    const param = Object.keys(laidOut.extraParams)[0];
    if (param) return extraParamId(param);
    for (const field of ['countryCode', 'accountId', 'amount', 'reference', 'templateName'] as const)
      if (laidOut.fields[field]) return FIELD_IDS[field];
    return 'external-notice';
  };

  const fillTemplate = (beneficiary: Beneficiary) => {
    const kindOf = beneficiary.type;
    if (!isExternalType(kindOf)) return;
    const match = (accounts.data ?? []).find(
      (candidate) => candidate.currencyCode === beneficiary.currencyCode,
    );
    afterFill(
      fillFromDetails(values, kindOf, beneficiary.details, {
        countryCode: beneficiary.countryCode,
        accountId: match ? String(match.accountId) : undefined,
      }),
      beneficiary.templateName,
      [],
    );
  };

  const fillRecent = (recent: RecentTransfer) => {
    const recentKind = recent.type;
    if (!isExternalType(recentKind)) return;
    setNotice(undefined);
    recentDetails.mutate(recent.transactionId, {
      onSuccess: (answer) => {
        const answerKind = String(answer.type);
        const kindOf = isExternalType(answerKind) ? answerKind : recentKind;
        const match = (accounts.data ?? []).find(
          (candidate) =>
            String(candidate.accountId) ===
              String(answer.details.accountId ?? answer.details.fromAccountId ?? '') ||
            candidate.currencyCode === recent.currencyCode,
        );
        afterFill(
          fillFromDetails(values, kindOf, answer.details, {
            countryCode: answer.details.countryCode ?? recent.countryCode,
            accountId: match ? String(match.accountId) : undefined,
            amount: String(recent.amount),
            reference: answer.details.reference,
          }),
          recent.payeeName,
          detailsNotices(answer),
        );
      },
      onError: (error) =>
        setNotice({ tone: 'error', title: t('external.saved.detailsFailed'), text: failureText(error, t) }),
    });
  };

  /** A filled form starts afresh: nothing touched, no review attempted, another transfer than the open one. */
  const afterFill = (filled: ExternalFormValues, name: string, notices: string[]) => {
    form.resetForm({ values: filled });
    setRefusal(undefined);
    setOpenOperationId(undefined);
    setStep('form');
    setFillNotices(notices);
    setNotice({ tone: 'info', text: t('external.saved.filled', { name }) });
  };

  const startOver = () => {
    // Keep the country, kind and account: the next transfer usually goes the same way.
    form.resetForm({
      values: {
        ...INITIAL_VALUES,
        countryCode: values.countryCode,
        type: values.type,
        accountId: values.accountId,
      },
    });
    setRefusal(undefined);
    setOpenOperationId(undefined);
    setNotice(undefined);
    setFillNotices([]);
    setDone(undefined);
    setStep('form');
  };

  // Page states: accounts are what everything else needs.
  let content;
  if (accounts.isPending || countries.isPending) {
    content = (
      <div role="status" aria-live="polite" className={styles.lines}>
        <VisuallyHidden>{t('external.loading')}</VisuallyHidden>
        <Skeleton height={56} />
        <Skeleton height={120} />
        <Skeleton height={56} width="70%" />
      </div>
    );
  } else if (accounts.isError || countries.isError) {
    content = (
      <Alert tone="error" title={t('loadFailed')}>
        <p className={styles.note}>{failureText(accounts.error ?? countries.error, t)}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            if (accounts.isError) void accounts.refetch();
            if (countries.isError) void countries.refetch();
          }}
        >
          {t('retry')}
        </Button>
      </Alert>
    );
  } else if (actor && EXTERNAL_TRANSFER_TYPES.every((candidate) => !canSendTransfer(actor, candidate))) {
    content = <EmptyState title={t('noAccess.title')} text={t('noAccess.text')} />;
  } else if (accounts.data.length === 0) {
    content = <EmptyState title={t('noAccounts.title')} text={t('noAccounts.text')} />;
  } else if (step === 'done' && done) {
    content = (
      <TransferDone
        done={done}
        account={accounts.data.find((candidate) => candidate.accountId === done.accountId)}
        onAnother={startOver}
      />
    );
  } else if (step === 'review' && account && parsedAmount !== undefined) {
    content = (
      <TransferReview
        values={{ ...values, type }}
        account={account}
        countryName={countryName}
        details={payeeDetails({ ...values, type })}
        extraParams={shownParams}
        extraValues={paramValues}
        money={{ amount: parsedAmount, fee: fee$, total, currencyCode: account.currencyCode }}
        savedCardLabel={savedCard ? `${savedCard.cardNumber} · ${savedCard.holderName}` : undefined}
        sending={transfer.isPending || approving}
        notice={
          notice && (notice.tone === 'info' || notice.tone === 'error')
            ? { ...notice, tone: notice.tone }
            : undefined
        }
        onEdit={() => {
          setNotice(undefined);
          setStep('form');
        }}
        onSend={send}
      />
    );
  } else {
    const payeeProps: PayeeFieldsProps = {
      values: { ...values, type },
      errorOf: payeeError,
      onChange: onPayeeChange,
      onBlur: onPayeeBlur,
      onPatch,
    };
    const maxText =
      maxAmount.data && currencyCode
        ? t('external.maxAmount', { max: formatMoney(maxAmount.data.maxAmount, currencyCode, i18n.language) })
        : undefined;
    const failedToReview = attempted && Object.values(errors).some(Boolean);
    content = (
      <div className={styles.layout}>
        <form noValidate onSubmit={review} className={styles.form} aria-label={t('external.title')}>
          <div id="external-notice" tabIndex={-1}>
            {notice ? (
              <Alert tone={notice.tone} title={notice.title}>
                {notice.text}
              </Alert>
            ) : null}
          </div>
          {recentDetails.isPending ? (
            <p role="status" className={styles.note}>
              {t('external.saved.loadingDetails')}
            </p>
          ) : null}
          {fillNotices.length > 0 ? (
            <Alert tone="warning">
              <ul className={styles.list}>
                {fillNotices.map((key) => (
                  <li key={key}>{t(`external.saved.${key as 'requirements'}`)}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          <Select
            id={FIELD_IDS.countryCode}
            name="countryCode"
            label={t('external.country')}
            placeholder={t('external.chooseCountry')}
            value={values.countryCode}
            options={countryOptions(countries.data, i18n.language)}
            error={formError('countryCode')}
            onChange={(event) => set('countryCode', event.target.value)}
            onBlur={() => touch('countryCode')}
            required
          />
          {values.countryCode === '' ? (
            <p className={styles.note}>{t('external.chooseCountryFirst')}</p>
          ) : available.isPending ? (
            <div role="status" aria-live="polite" className={styles.lines}>
              <VisuallyHidden>{t('external.loading')}</VisuallyHidden>
              <Skeleton height={64} />
            </div>
          ) : available.isError ? (
            <Alert tone="error" title={t('external.kindsFailed')}>
              <Button variant="secondary" size="sm" onClick={() => void available.refetch()}>
                {t('retry')}
              </Button>
            </Alert>
          ) : kinds.length === 0 ? (
            <Alert tone="info">{t('external.noKinds')}</Alert>
          ) : (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('external.kind')}</legend>
              <div className={styles.kinds} role="radiogroup" aria-label={t('external.kind')}>
                {kinds.map((option, index) => (
                  <label key={option.type} className={styles.kind}>
                    <span className={styles.kindTitle}>
                      <input
                        id={index === 0 ? FIELD_IDS.type : undefined}
                        type="radio"
                        name="type"
                        value={option.type}
                        checked={type === option.type}
                        aria-labelledby={`external-kind-${option.type}-title`}
                        aria-describedby={`external-kind-${option.type}-hint`}
                        onChange={() => void setFieldValue('type', option.type)}
                      />
                      <span id={`external-kind-${option.type}-title`}>
                        {t(`external.kinds.${option.type}`)}
                      </span>
                    </span>
                    <span id={`external-kind-${option.type}-hint`} className={styles.kindHint}>
                      {`${t(`external.kindHints.${option.type}`)} · ${option.currencies.join(', ')}`}
                    </span>
                  </label>
                ))}
              </div>
              {formError('type') ? (
                <p className={styles.note} role="alert">
                  {formError('type')}
                </p>
              ) : null}
            </fieldset>
          )}
          {kind ? (
            kindAccounts.length === 0 ? (
              <Alert tone="info">
                {t('external.noAccountInCurrency', { currencies: kind.currencies.join(', ') })}
              </Alert>
            ) : (
              <>
                <div className={styles.stack}>
                  <AccountSelect
                    id={FIELD_IDS.accountId}
                    name="accountId"
                    label={t('external.fromAccount')}
                    accounts={kindAccounts}
                    value={account?.accountId}
                    error={formError('accountId')}
                    onChange={(accountId) =>
                      set('accountId', accountId === undefined ? '' : String(accountId))
                    }
                    onBlur={() => touch('accountId')}
                    required
                  />
                  {account ? (
                    <p className={styles.note} data-testid="source-balance">
                      {t('external.balance', {
                        balance: formatMoney(String(account.balance), account.currencyCode, i18n.language),
                      })}
                    </p>
                  ) : null}
                </div>
                <fieldset className={styles.fieldset}>
                  <legend className={styles.legend}>{t('external.payee')}</legend>
                  {type === 'wire' ? <WireFields {...payeeProps} /> : null}
                  {type === 'eft' ? <EftFields {...payeeProps} /> : null}
                  {type === 'oct' ? <CardPayoutFields {...payeeProps} /> : null}
                  {type === 'crypto_eft' ? <CryptoFields {...payeeProps} networks={networks} /> : null}
                  {type === 'instant_payment' ? <InstantPaymentFields {...payeeProps} /> : null}
                  {type === 'interac' ? <InteracFields {...payeeProps} /> : null}
                </fieldset>
                {extraParams.isError ? (
                  <Alert tone="error" title={t('external.extraParamsFailed')}>
                    <Button variant="secondary" size="sm" onClick={() => void extraParams.refetch()}>
                      {t('retry')}
                    </Button>
                  </Alert>
                ) : (
                  <ExtraParamFields
                    params={shownParams}
                    values={values.extraParams}
                    errorOf={extraError}
                    countryCode={values.countryCode}
                    bankCode={values.payee.bankCode || (values.extraParams.bankCode ?? '')}
                    onChange={(name, value) => {
                      void setFieldValue(extraParamPath(name), value);
                      clearRefusal('extraParams', name);
                    }}
                    onBlur={(name) => touch(extraParamPath(name))}
                  />
                )}
                <fieldset className={styles.fieldset}>
                  <legend className={styles.legend}>{t('external.amount')}</legend>
                  <MoneyInput
                    id={FIELD_IDS.amount}
                    name="amount"
                    label={t('external.amount')}
                    value={values.amount}
                    currencyCode={currencyCode}
                    error={formError('amount')}
                    hint={maxText}
                    onChange={(amount) => set('amount', amount)}
                    onBlur={() => touch('amount')}
                    required
                    // Always there, so the input is not remounted (and typing lost) when the maximum arrives.
                    action={
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={!maxAmount.data}
                        onClick={() => set('amount', String(maxAmount.data?.maxAmount ?? ''))}
                      >
                        {t('external.useMax')}
                      </Button>
                    }
                  />
                  <div className={styles.costs} role="status" aria-live="polite" data-testid="external-costs">
                    {amountAsked === undefined ? null : fee.isFetching && !fee.data ? (
                      <span>{t('external.feeLoading')}</span>
                    ) : fee.isError ? (
                      <span>{t('external.feeFailed')}</span>
                    ) : fee$ !== undefined && currencyCode ? (
                      <>
                        <span>
                          {t('external.fee', { fee: formatMoney(fee$, currencyCode, i18n.language) })}
                        </span>
                        {total !== undefined ? (
                          <strong>
                            {t('external.total', { total: formatMoney(total, currencyCode, i18n.language) })}
                          </strong>
                        ) : null}
                      </>
                    ) : null}
                  </div>
                  <LimitsSummary limits={limits.data} loading={limits.isLoading} failed={limits.isError} />
                  <TextField
                    id={FIELD_IDS.reference}
                    name="reference"
                    label={t('external.reference')}
                    hint={t('external.referenceHint')}
                    value={values.reference}
                    maxLength={140}
                    error={formError('reference')}
                    autoComplete="off"
                    onChange={(event) => set('reference', event.target.value)}
                    onBlur={() => touch('reference')}
                  />
                  <label className={styles.checkbox}>
                    <input
                      type="checkbox"
                      name="saveTemplate"
                      checked={values.saveTemplate}
                      onChange={(event) => void setFieldValue('saveTemplate', event.target.checked)}
                    />
                    {t('external.saveTemplate')}
                  </label>
                  {values.saveTemplate ? (
                    <TextField
                      id={FIELD_IDS.templateName}
                      name="templateName"
                      label={t('external.templateName')}
                      value={values.templateName}
                      maxLength={60}
                      error={formError('templateName')}
                      autoComplete="off"
                      onChange={(event) => set('templateName', event.target.value)}
                      onBlur={() => touch('templateName')}
                      required
                    />
                  ) : null}
                </fieldset>
              </>
            )
          ) : null}
          {failedToReview ? <Alert tone="error">{t('external.fixFields')}</Alert> : null}
          <div className={styles.actions}>
            <Button type="submit" disabled={!kind || kindAccounts.length === 0}>
              {t('external.review')}
            </Button>
          </div>
        </form>
        <SavedPayees onTemplate={fillTemplate} onRecent={fillRecent} busy={recentDetails.isPending} />
      </div>
    );
  }

  return (
    <PageLayout title={t('external.title')} description={t('external.description')}>
      {content}
    </PageLayout>
  );
}
