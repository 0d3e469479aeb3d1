import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { getIn, useFormik } from 'formik';
import { type Beneficiary, type ExternalTransferRequest, type RecentTransfer } from '@portal/api/catalogue';
import { addDecimal } from '@portal/api/money';
import { canSendTransfer } from '@portal/api/transfers';
import { extraParamValues, visibleExtraParams } from '@portal/api/validation';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { useCountries } from '@portal/remote/dictionaries';
import { parseAmount } from '../../../shared/amount';
import { reviewedFee } from '../../../shared/reviewed-fee';
import { useCustomerLimits } from '../../../shared/customer-limits';
import { schemaErrors } from '../../../shared/form-validation';
import { newIdempotencyKey } from '../../../shared/idempotency';
import { useMaxAmount } from '../../../shared/max-amount';
import { useTransferAccounts } from '../../../shared/transfer-accounts';
import { useApproval } from '../../../shared/use-approval';
import { useAvailableTransfers } from '../api/available-transfers';
import { useBeneficiaries } from '../api/beneficiaries';
import { useBlockedBins } from '../api/blocked-bins';
import { countryLabel } from '../api/countries';
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
  type ExternalFormValues,
  type PayeeField,
} from '../utils/form-values';
import { amountToAsk, payeeDetails, sortKinds } from '../utils/payee-rules';
import { refusalOf, type FormField, type Refusal } from '../utils/refusal';
import { detailsNotices, fillFromDetails, isExternalType } from '../utils/saved-payees';
import { type DoneTransfer } from '../components/transfer-done';
import { focusById } from '../utils/field-ids';
import { firstProblemId, firstRefusedId } from '../utils/first-problem';
import { payeeLabelOf } from '../utils/payee-label';

export type Step = 'form' | 'review' | 'done';

export type Notice = { tone: 'info' | 'warning' | 'error' | 'success'; title?: string; text?: string };

/** Approval methods whose pending transfer may be amended and confirmed with a new code (spec 02 §4). */
export const CODE_APPROVALS: readonly string[] = ['sms', 'otp', 'approvalCode'];

/** The state, queries and actions of `ExternalTransferPage`: the page lays out what this returns. */
export function useExternalTransfer() {
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

  const review = (event: FormEvent<HTMLFormElement>) => {
    setNotice(undefined);
    // The same check formik makes before the review, to take the user to the first field to fix.
    const problems = validate(values);
    form.handleSubmit(event);
    if (Object.values(problems).some(Boolean)) {
      const id = firstProblemId(problems, refusal, shownParams);
      if (id) focusById(id);
    }
  };

  const fee$ = fee.data ? String(fee.data.fee) : undefined;
  const parsedAmount = parseAmount(values.amount);
  const total = parsedAmount !== undefined && fee$ !== undefined ? addDecimal(parsedAmount, fee$) : undefined;
  // The review shows the fee of the amount under review, never an earlier amount's kept answer; while it is on its
  // way its rows say so and hold their place, so the send button does not move under a press when it comes.
  const feeOfReview = reviewedFee({
    reviewed: amountAsked,
    answered: !fee.isPlaceholderData,
    fee: fee$,
    isError: fee.isError,
  });
  const reviewMoney = {
    fee: feeOfReview.fee,
    total: feeOfReview.fee !== undefined ? total : undefined,
    feePending: feeOfReview.pending,
  };
  const countryName = countryLabel(values.countryCode, i18n.language, countries.data);
  const savedCard = beneficiaries.data?.externalCards.find(
    (card) => String(card.id) === values.payee.externalCardId,
  );

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
            payee: payeeLabelOf(values, type, savedCard),
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

  return {
    step,
    setStep,
    notice,
    setNotice,
    fillNotices,
    done,
    values,
    setFieldValue,
    countries,
    accounts,
    available,
    transfer,
    recentDetails,
    approving,
    actor,
    kinds,
    kind,
    type,
    kindAccounts,
    account,
    currencyCode,
    amountAsked,
    extraParams,
    networks,
    fee,
    maxAmount,
    limits,
    paramValues,
    shownParams,
    errors,
    attempted,
    payeeError,
    formError,
    extraError,
    clearRefusal,
    onPayeeChange,
    onPayeeBlur,
    onPatch,
    set,
    touch,
    review,
    fee$,
    parsedAmount,
    total,
    reviewMoney,
    countryName,
    savedCard,
    send,
    fillTemplate,
    fillRecent,
    startOver,
  };
}
