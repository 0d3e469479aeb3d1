import type { Account, SubmitResult } from '@portal/api/catalogue';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { addDecimal, formatMoney } from '@portal/api/money';
import { isCheckableEmail } from '@portal/api/validation';
import { isPositiveAmount, parseAmount } from '../../../shared/amount';
import { useCustomerLimits } from '../../../shared/customer-limits';
import { schemaErrors } from '../../../shared/form-validation';
import { newIdempotencyKey } from '../../../shared/idempotency';
import { serverRefusal, type ServerRefusal } from '../../../shared/server-refusal';
import { invalidateTransferAccounts } from '../../../shared/transfer-accounts';
import { type SummaryRow } from '../../../shared/transfer-summary';
import { useApproval } from '../../../shared/use-approval';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { p2pTransferSchema, useTransferP2p, type P2pTransferContext } from '../../../shared/transfer-p2p';
import {
  type P2pValues,
  EMPTY_P2P,
  P2P_SERVER_FIELDS,
  toP2pRequest,
  type P2pField,
} from '../utils/p2p-values';
import { useCheckPayee } from '../api/check-payee';
import { useP2pFee } from '../api/p2p-fee';

/** Approval methods whose pending transfer may be amended and confirmed with a new code (spec 02 §4). */
export const CODE_APPROVALS: readonly string[] = ['sms', 'otp', 'approvalCode'];

export type Step =
  | { name: 'form' }
  | { name: 'review'; idempotencyKey: string }
  | { name: 'done'; result: SubmitResult; queued: boolean; values: P2pValues; account: Account };

/** What the approval said, shown on the review while the details stay filled. */
export type ApprovalNotice = { tone: 'error' | 'info'; title?: string; text: string };

/** The state, queries and actions of {@link P2pTransfer}: the page lays out what this returns. */
export function useP2pTransfer({ accounts }: { accounts: readonly Account[] }) {
  const { t, i18n } = useTranslation('transfers');
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<ServerRefusal>();
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [notice, setNotice] = useState<ApprovalNotice>();
  // The operation whose code was sent but not (yet) confirmed: a changed resubmit amends it (spec 02 §4).
  const [openOperationId, setOpenOperationId] = useState<string>();
  // The e-mail checked on blur; the check never runs on an invalid one (spec 02 §5).
  const [checkedEmail, setCheckedEmail] = useState<string>();
  const transfer = useTransferP2p();
  const { requestApproval, pending: approving } = useApproval({ resultShownOnPage: true });
  const form = useFormik<P2pValues>({
    initialValues: { ...EMPTY_P2P, accountId: accounts.length === 1 ? accounts[0]?.accountId : undefined },
    // The schema's context is read when validating: the account of the values being checked, and the payee check
    // (declared below; validation runs on events, after this render).
    validate: (checked) => schemaErrors(p2pTransferSchema, checked, validationContext(checked), t),
    onSubmit: () => {
      setNotice(undefined);
      // One key per review: a double click, or a retry after a lost answer, is one transfer.
      setStep({ name: 'review', idempotencyKey: newIdempotencyKey() });
    },
  });
  const { values, validateForm } = form;

  const account = accounts.find((item) => item.accountId === values.accountId);
  const currency = account?.currencyCode ?? '';
  const money = (value: string) => formatMoney(value, currency, i18n.language);

  const payeeCheck = useCheckPayee(checkedEmail);
  const payee = checkedEmail === values.toEmail.trim() ? payeeCheck.data : undefined;
  const settledAmount = useDebouncedValue(values.amount);
  // spec 02 §5: the p2p fee needs an account and an amount over 0.
  const feeAmount = account && isPositiveAmount(settledAmount) ? parseAmount(settledAmount) : undefined;
  const fee = useP2pFee(account?.accountId, feeAmount);
  // Limits once both ends are known: the account and a payee e-mail worth checking (spec 02 §5).
  const limits = useCustomerLimits(
    { type: 'p2p', fromAccountId: account?.accountId },
    Boolean(account && isCheckableEmail(values.toEmail)),
  );

  function validationContext(checked: P2pValues): P2pTransferContext {
    const source = accounts.find((item) => item.accountId === checked.accountId);
    // The check only speaks for the e-mail it was made for.
    const checkedPayee = checkedEmail === checked.toEmail.trim() ? payeeCheck.data : undefined;
    return { currencyCode: source?.currencyCode, payee: checkedPayee };
  }
  // The payee check answers after the blur, and the texts follow the language: check again then.
  useEffect(() => {
    void validateForm();
  }, [validateForm, checkedEmail, payeeCheck.data, i18n.language]);

  // Errors show once a field was left or a review was attempted; a server refusal wins.
  const shown = (field: P2pField) =>
    refusal?.fieldErrors[field] ??
    (form.submitCount > 0 || form.touched[field] ? form.errors[field] : undefined);
  const change = (patch: Partial<P2pValues>) => {
    void form.setValues((current) => ({ ...current, ...patch }));
    // A server refusal is about the values sent: any change makes it stale.
    setRefusal(undefined);
  };
  const checkEmail = (email: string) => {
    const trimmed = email.trim();
    if (isCheckableEmail(trimmed)) setCheckedEmail(trimmed);
  };

  const confirm = async (idempotencyKey: string) => {
    if (!account || transfer.isPending || approving) return;
    setNotice(undefined);
    const sent = values;
    let result: SubmitResult;
    try {
      result = await transfer.mutateAsync({
        ...toP2pRequest(sent, account),
        idempotencyKey,
        ...(openOperationId ? { operationId: openOperationId } : {}),
      });
    } catch (failure) {
      const read = serverRefusal(failure, t);
      // The operation sent to be amended can no longer be (its code expired): the next submit is a new transfer.
      if (read.fieldErrors.operationId !== undefined) setOpenOperationId(undefined);
      const fieldErrors: ServerRefusal['fieldErrors'] = {};
      for (const [name, text] of Object.entries(read.fieldErrors))
        fieldErrors[P2P_SERVER_FIELDS[name] ?? name] = text;
      setRefusal({ ...read, fieldErrors });
      setStep({ name: 'form' });
      return;
    }
    // Only a transfer still waiting for its code can be amended (the sandbox binds the code to what was sent); a push,
    // a queued or a failed one is submitted anew.
    const amendable = CODE_APPROVALS.includes(result.approveType);
    setOpenOperationId(amendable ? result.operationId : undefined);
    const outcome = await requestApproval(result);
    if (outcome.status === 'approved') {
      setOpenOperationId(undefined);
      void invalidateTransferAccounts(queryClient);
      // The payee is now a recent one, and a template may have been saved.
      void queryClient.invalidateQueries({ queryKey: ['transfers', 'getRecentTransfers'] });
      void queryClient.invalidateQueries({ queryKey: ['transfers', 'getBeneficiaries'] });
      setStep({ name: 'done', result, queued: outcome.queued, values: sent, account });
    } else if (outcome.status === 'cancelled') {
      setNotice({ tone: 'info', text: t('approvalCancelled') });
    } else {
      setOpenOperationId(undefined);
      setNotice({
        tone: 'error',
        title: t('approvalFailed'),
        text: [outcome.message, t('approvalFailedText')].filter(Boolean).join(' '),
      });
    }
  };

  const startOver = () => {
    form.resetForm({ values: { ...EMPTY_P2P, accountId: values.accountId } });
    setRefusal(undefined);
    setNotice(undefined);
    setCheckedEmail(undefined);
    setOpenOperationId(undefined);
    transfer.reset();
    setStep({ name: 'form' });
  };

  /**
   * The summary's rows. While the fee is still being asked for (`feePending`), its two rows stand with a placeholder, so
   * the review keeps its height and nothing moves under a press on "Confirm and send" when the fee comes.
   */
  const summaryRows = (
    shownValues: P2pValues,
    from: Account,
    feeValue?: string,
    feePending = false,
  ): SummaryRow[] => {
    const fromMoney = (value: string) => formatMoney(value, from.currencyCode, i18n.language);
    const amount = parseAmount(shownValues.amount) ?? '0';
    const rows: SummaryRow[] = [
      {
        label: t('summary.from'),
        value: t('account.accountShort', { currency: from.currencyCode, id: from.accountId }),
      },
      { label: t('summary.to'), value: shownValues.toEmail.trim() },
      { label: t('summary.amount'), value: fromMoney(amount) },
    ];
    if (feeValue !== undefined) {
      rows.push({ label: t('summary.fee'), value: fromMoney(feeValue) });
      rows.push({ label: t('summary.total'), value: fromMoney(addDecimal(amount, feeValue)) });
    } else if (feePending) {
      rows.push({ label: t('summary.fee'), value: t('p2p.feeLoading') });
      rows.push({ label: t('summary.total'), value: '—' });
    }
    if (shownValues.note.trim()) rows.push({ label: t('summary.note'), value: shownValues.note.trim() });
    if (shownValues.reference.trim())
      rows.push({ label: t('summary.reference'), value: shownValues.reference.trim() });
    if (shownValues.standingOrder && shownValues.frequency)
      rows.push({
        label: t('summary.standingOrder'),
        value: t(`shared.standingOrder.frequencies.${shownValues.frequency}`),
      });
    return rows;
  };

  return {
    refusal,
    step,
    setStep,
    notice,
    checkedEmail,
    transfer,
    approving,
    form,
    values,
    account,
    money,
    payeeCheck,
    payee,
    feeAmount,
    fee,
    limits,
    shown,
    change,
    checkEmail,
    confirm,
    startOver,
    summaryRows,
  };
}
