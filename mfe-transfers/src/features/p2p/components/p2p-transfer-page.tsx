import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Account, SubmitResult } from '@portal/api/catalogue';
import { addDecimal, formatMoney } from '@portal/api/money';
import { isCheckableEmail } from '@portal/api/validation';
import { Alert, Button, Card, PageLayout, TextField } from '@portal/ui/components';
import { AccountSelect } from '../../../shared/account-select';
import { isPositiveAmount, parseAmount } from '../../../shared/amount';
import { useCustomerLimits } from '../../../shared/customer-limits';
import { schemaErrors } from '../../../shared/form-validation';
import { newIdempotencyKey } from '../../../shared/idempotency';
import { LimitsSummary } from '../../../shared/limits-summary';
import { MoneyInput } from '../../../shared/money-input';
import { PortalLink } from '../../../shared/portal-link';
import { serverRefusal, type ServerRefusal } from '../../../shared/server-refusal';
import shared from '../../../shared/shared.module.css';
import { StandingOrderFields } from '../../../shared/standing-order-fields';
import { invalidateTransferAccounts } from '../../../shared/transfer-accounts';
import { TransferPageGate } from '../../../shared/transfer-page-gate';
import { TransferSummary, type SummaryRow } from '../../../shared/transfer-summary';
import { useApproval } from '../../../shared/use-approval';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { useCheckPayee } from '../api/check-payee';
import { useP2pFee } from '../api/p2p-fee';
import { p2pTransferSchema, useTransferP2p, type P2pTransferContext } from '../../../shared/transfer-p2p';
import {
  EMPTY_P2P,
  P2P_SERVER_FIELDS,
  toP2pRequest,
  type P2pField,
  type P2pValues,
} from '../utils/p2p-values';
import { PayeeSuggestions } from './payee-suggestions';
import styles from './p2p-transfer.module.css';

/** Approval methods whose pending transfer may be amended and confirmed with a new code (spec 02 §4). */
const CODE_APPROVALS: readonly string[] = ['sms', 'otp', 'approvalCode'];

type Step =
  | { name: 'form' }
  | { name: 'review'; idempotencyKey: string }
  | { name: 'done'; result: SubmitResult; queued: boolean; values: P2pValues; account: Account };

/** What the approval said, shown on the review while the details stay filled. */
type ApprovalNotice = { tone: 'error' | 'info'; title?: string; text: string };

/** `/transfer/p2p`: send money to another user by e-mail (spec 02 §2, §7 "P2P"). */
export function P2pTransferPage() {
  const { t } = useTranslation('transfers');
  return (
    <PageLayout title={t('p2p.title')} description={t('p2p.description')}>
      <TransferPageGate
        type="p2p"
        loadingLabel={t('p2p.loading')}
        minimumAccounts={1}
        tooFew={{ title: t('noAccounts.title'), text: t('noAccounts.text') }}
      >
        {(accounts) => <P2pTransfer accounts={accounts} />}
      </TransferPageGate>
    </PageLayout>
  );
}

/** The form, its review, the approval and the success panel. */
export function P2pTransfer({ accounts }: { accounts: readonly Account[] }) {
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

  const summaryRows = (shownValues: P2pValues, from: Account, feeValue?: string): SummaryRow[] => {
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

  if (step.name === 'done') {
    const sentAmount = parseAmount(step.values.amount) ?? '0';
    const doneMoney = (value: string) => formatMoney(value, step.account.currencyCode, i18n.language);
    return (
      <Card>
        <div className={shared.stack}>
          {step.queued ? (
            <Alert tone="success" title={t('queuedTitle')}>
              {t('queuedText')}
            </Alert>
          ) : (
            <Alert tone="success" title={t('p2p.done.title')}>
              {t('p2p.done.text', {
                amount: doneMoney(sentAmount),
                fee: doneMoney(step.result.fee),
                email: step.values.toEmail.trim(),
              })}
            </Alert>
          )}
          <TransferSummary
            label={t('p2p.done.title')}
            rows={summaryRows(step.values, step.account, step.result.fee)}
          />
          <div className={shared.actions}>
            {step.queued ? (
              <PortalLink href="/transfer/approved">{t('p2p.done.approvalsLink')}</PortalLink>
            ) : (
              <PortalLink href="/history">{t('historyLink')}</PortalLink>
            )}
            <Button onClick={startOver}>{t('another')}</Button>
          </div>
        </div>
      </Card>
    );
  }

  if (step.name === 'review' && account) {
    const busy = transfer.isPending || approving;
    return (
      <Card title={t('reviewTitle')} titleLevel={2}>
        <div className={shared.stack}>
          {notice && (
            <Alert tone={notice.tone} title={notice.title}>
              {notice.text}
            </Alert>
          )}
          <TransferSummary label={t('reviewTitle')} rows={summaryRows(values, account, fee.data?.fee)} />
          <div className={shared.actions}>
            <Button variant="secondary" disabled={busy} onClick={() => setStep({ name: 'form' })}>
              {t('edit')}
            </Button>
            <Button loading={busy} onClick={() => void confirm(step.idempotencyKey)}>
              {t('confirmSend')}
            </Button>
          </div>
        </div>
      </Card>
    );
  }

  const payeeHint =
    checkedEmail && checkedEmail === values.toEmail.trim() ? (
      payeeCheck.isFetching ? (
        t('p2p.payee.checking')
      ) : payee?.exist && !payee.outBlacklist ? (
        <span className={styles.payeeOk}>{t('p2p.payee.found', { name: payee.name ?? checkedEmail })}</span>
      ) : undefined
    ) : undefined;

  return (
    <div className={styles.layout}>
      <form
        noValidate
        onSubmit={(event) => {
          // The payee is checked on a review too, when the e-mail was typed without leaving the field.
          checkEmail(values.toEmail);
          form.handleSubmit(event);
        }}
        className={styles.form}
        aria-label={t('p2p.formLabel')}
      >
        {refusal && (
          <Alert tone="error" title={t('refused')}>
            {refusal.message}
          </Alert>
        )}
        <AccountSelect
          id="p2p-account"
          name="accountId"
          label={t('p2p.account')}
          accounts={accounts}
          value={values.accountId}
          error={shown('accountId')}
          required
          onBlur={form.handleBlur}
          onChange={(accountId) => change({ accountId })}
        />
        <TextField
          id="p2p-email"
          name="toEmail"
          type="email"
          autoComplete="email"
          inputMode="email"
          label={t('p2p.email')}
          value={values.toEmail}
          required
          error={shown('toEmail')}
          hint={payeeHint}
          onChange={(event) => change({ toEmail: event.target.value })}
          onBlur={(event) => {
            form.handleBlur(event);
            checkEmail(event.target.value);
          }}
        />
        <MoneyInput
          id="p2p-amount"
          name="amount"
          label={t('p2p.amount')}
          currencyCode={account?.currencyCode}
          value={values.amount}
          error={shown('amount')}
          required
          hint={
            feeAmount && fee.data
              ? t('p2p.feeHint', { fee: money(fee.data.fee), total: money(fee.data.total) })
              : // From the first typed amount, not the settled one: the line is there before the fee is asked for,
                // so nothing below it (Review) moves under the pointer when the fee comes (a press on Review was
                // lost when the line appeared between its mouse down and up).
                account && isPositiveAmount(values.amount) && !fee.isError
                ? t('p2p.feeLoading')
                : undefined
          }
          onBlur={form.handleBlur}
          onChange={(amount) => change({ amount })}
        />
        {account && isCheckableEmail(values.toEmail) && (
          <LimitsSummary limits={limits.data} loading={limits.isPending} failed={limits.isError} />
        )}
        <TextField
          id="p2p-note"
          name="note"
          label={t('p2p.note')}
          value={values.note}
          error={shown('note')}
          onBlur={form.handleBlur}
          onChange={(event) => change({ note: event.target.value })}
        />
        <div className={styles.pair}>
          <TextField
            id="p2p-reference"
            name="reference"
            label={t('p2p.reference')}
            value={values.reference}
            error={shown('reference')}
            onBlur={form.handleBlur}
            onChange={(event) => change({ reference: event.target.value })}
          />
          <TextField
            id="p2p-coupon"
            name="couponCode"
            label={t('p2p.coupon')}
            value={values.couponCode}
            error={shown('couponCode')}
            autoComplete="off"
            onBlur={form.handleBlur}
            onChange={(event) => change({ couponCode: event.target.value })}
          />
        </div>
        <TextField
          id="p2p-template"
          name="templateName"
          label={t('p2p.templateName')}
          hint={t('p2p.templateHint')}
          value={values.templateName}
          error={shown('templateName')}
          onBlur={form.handleBlur}
          onChange={(event) => change({ templateName: event.target.value })}
        />
        <StandingOrderFields
          idPrefix="p2p"
          values={values}
          errors={{ frequency: shown('frequency'), endDate: shown('endDate'), count: shown('count') }}
          onBlur={form.handleBlur}
          onChange={(standing) => change(standing)}
        />
        <div className={shared.actions}>
          <Button type="submit">{t('review')}</Button>
        </div>
      </form>
      <aside className={styles.side}>
        <PayeeSuggestions
          onChoose={(email) => {
            // Touched without validating: the value's own validation below then checks the chosen e-mail.
            void form.setFieldTouched('toEmail', true, false);
            change({ toEmail: email });
            checkEmail(email);
          }}
        />
      </aside>
    </div>
  );
}
