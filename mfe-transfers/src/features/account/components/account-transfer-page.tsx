import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Account, BetweenAccountsTransferResponse } from '@portal/api/catalogue';
import { addDecimal, formatMoney } from '@portal/api/money';
import { Alert, Button, Card, PageLayout } from '@portal/ui/components';
import { AccountSelect } from '../../../shared/account-select';
import { isPositiveAmount, parseAmount } from '../../../shared/amount';
import { reviewedFee } from '../../../shared/reviewed-fee';
import { useCustomerLimits } from '../../../shared/customer-limits';
import { useExchangeRate } from '../../../shared/exchange-rate';
import { schemaErrors } from '../../../shared/form-validation';
import { newIdempotencyKey } from '../../../shared/idempotency';
import { LimitsSummary } from '../../../shared/limits-summary';
import { useMaxAmount } from '../../../shared/max-amount';
import { MoneyInput } from '../../../shared/money-input';
import { PortalLink } from '../../../shared/portal-link';
import { serverRefusal, type ServerRefusal } from '../../../shared/server-refusal';
import { StandingOrderFields } from '../../../shared/standing-order-fields';
import { TransferPageGate } from '../../../shared/transfer-page-gate';
import { TransferSummary, type SummaryRow } from '../../../shared/transfer-summary';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import shared from '../../../shared/shared.module.css';
import { useBetweenAccountsFee } from '../api/between-accounts-fee';
import {
  betweenAccountsTransferSchema,
  useTransferBetweenAccounts,
  type BetweenAccountsTransferContext,
} from '../api/transfer-between-accounts';
import {
  EMPTY_ACCOUNT_TRANSFER,
  SERVER_FIELDS,
  destinationAccounts,
  toTransferRequest,
  type AccountTransferField,
  type AccountTransferValues,
} from '../utils/account-transfer-values';
import { AccountQuote } from './account-quote';
import styles from './account-transfer.module.css';

type Step =
  | { name: 'form' }
  | { name: 'review'; idempotencyKey: string }
  | { name: 'done'; result: BetweenAccountsTransferResponse; values: AccountTransferValues };

/** `/transfer/account`: between the customer's own accounts (spec 02 §2, §7 "Between own accounts"). */
export function AccountTransferPage() {
  const { t } = useTranslation('transfers');
  return (
    <PageLayout title={t('account.title')} description={t('account.description')}>
      <TransferPageGate
        type="betweenAccounts"
        loadingLabel={t('account.loading')}
        minimumAccounts={2}
        tooFew={{ title: t('account.tooFewAccounts.title'), text: t('account.tooFewAccounts.text') }}
      >
        {(accounts) => <AccountTransfer accounts={accounts} />}
      </TransferPageGate>
    </PageLayout>
  );
}

/** The form, its review and its success panel. */
export function AccountTransfer({ accounts }: { accounts: readonly Account[] }) {
  const { t, i18n } = useTranslation('transfers');
  const [refusal, setRefusal] = useState<ServerRefusal>();
  const [step, setStep] = useState<Step>({ name: 'form' });
  const transfer = useTransferBetweenAccounts();
  const form = useFormik<AccountTransferValues>({
    initialValues: EMPTY_ACCOUNT_TRANSFER,
    // The schema's context is read when validating: the source account of the values being checked, and the max
    // amount loaded for the chosen pair (declared below; validation runs on events, after this render).
    validate: (checked) =>
      schemaErrors(betweenAccountsTransferSchema, checked, validationContext(checked), t),
    // One key per review: confirming twice (or again after a lost answer) is one transfer.
    onSubmit: () => setStep({ name: 'review', idempotencyKey: newIdempotencyKey() }),
  });
  const { values, validateForm } = form;

  const from = accounts.find((account) => account.accountId === values.fromAccountId);
  const to = accounts.find((account) => account.accountId === values.toAccountId);
  const bothAccounts = Boolean(from && to);
  const money = (value: string, currency: string) => formatMoney(value, currency, i18n.language);

  // spec 02 §5: the rate is 1 without a call when the currencies match or one is missing.
  const rate = useExchangeRate(from?.currencyCode, to?.currencyCode);
  // spec 02 §7: max amount for the pair; limits only once both accounts are given (spec 02 §5).
  const max = useMaxAmount(
    { fromAccountId: from?.accountId ?? 0, toAccountId: to?.accountId, operation: 'betweenAccounts' },
    bothAccounts,
  );
  const limits = useCustomerLimits({ type: 'betweenAccounts', fromAccountId: from?.accountId }, bothAccounts);
  const settledAmount = useDebouncedValue(values.amount);
  // spec 02 §5: the fee call is skipped while the amount or the accounts are empty.
  const quoteAmount = isPositiveAmount(settledAmount) ? parseAmount(settledAmount) : undefined;
  const fee = useBetweenAccountsFee({
    amount: quoteAmount,
    fromAccountId: from?.accountId,
    toAccountId: to?.accountId,
  });

  const maxAmount = max.data?.maxAmount;
  const maxText = maxAmount && from ? money(maxAmount, from.currencyCode) : undefined;
  function validationContext(checked: AccountTransferValues): BetweenAccountsTransferContext {
    const source = accounts.find((account) => account.accountId === checked.fromAccountId);
    // The max belongs to the pair it was loaded for; the effect below checks again once the new pair's arrives.
    return { currencyCode: source?.currencyCode, maxAmount, maxText };
  }
  // The max arrives after the accounts were chosen, and the texts follow the language: check again then.
  useEffect(() => {
    void validateForm();
  }, [validateForm, maxAmount, maxText, i18n.language]);

  // Errors show once a field was left or a review was attempted; a server refusal wins.
  const shown = (field: AccountTransferField) =>
    refusal?.fieldErrors[field] ??
    (form.submitCount > 0 || form.touched[field] ? form.errors[field] : undefined);

  const change = (patch: Partial<AccountTransferValues>) => {
    void form.setValues((current) => {
      const next = { ...current, ...patch };
      // To excludes from: choosing the destination as the source clears the destination.
      if (patch.fromAccountId !== undefined && next.toAccountId === patch.fromAccountId)
        next.toAccountId = undefined;
      return next;
    });
    // A server refusal is about the values sent: any change makes it stale.
    setRefusal(undefined);
  };

  const confirm = (idempotencyKey: string) => {
    if (!from || transfer.isPending) return;
    transfer.mutate(
      { ...toTransferRequest(values, from), idempotencyKey },
      {
        onSuccess: (result) => setStep({ name: 'done', result, values }),
        onError: (failure) => {
          const read = serverRefusal(failure, t);
          const fieldErrors: ServerRefusal['fieldErrors'] = {};
          for (const [name, text] of Object.entries(read.fieldErrors))
            fieldErrors[SERVER_FIELDS[name] ?? name] = text;
          setRefusal({ ...read, fieldErrors });
          setStep({ name: 'form' });
        },
      },
    );
  };

  const startOver = () => {
    form.resetForm();
    setRefusal(undefined);
    transfer.reset();
    setStep({ name: 'form' });
  };

  const summaryRows = (
    fee: string | undefined,
    toAmount: string | undefined,
    feePending = false,
  ): SummaryRow[] => {
    if (!from || !to) return [];
    const amount = parseAmount(values.amount) ?? '0';
    const rows: SummaryRow[] = [
      {
        label: t('summary.from'),
        value: t('account.accountShort', { currency: from.currencyCode, id: from.accountId }),
      },
      {
        label: t('summary.to'),
        value: t('account.accountShort', { currency: to.currencyCode, id: to.accountId }),
      },
      { label: t('summary.amount'), value: money(amount, from.currencyCode) },
    ];
    if (fee !== undefined) {
      rows.push({ label: t('summary.fee'), value: money(fee, from.currencyCode) });
      rows.push({ label: t('summary.total'), value: money(addDecimal(amount, fee), from.currencyCode) });
    } else if (feePending) {
      rows.push({ label: t('summary.fee'), value: t('p2p.feeLoading') });
      rows.push({ label: t('summary.total'), value: '—' });
    }
    if (toAmount !== undefined)
      rows.push({ label: t('summary.toAmount'), value: money(toAmount, to.currencyCode) });
    else if (feePending) rows.push({ label: t('summary.toAmount'), value: '—' });
    if (values.standingOrder && values.frequency)
      rows.push({
        label: t('summary.standingOrder'),
        value: t(`shared.standingOrder.frequencies.${values.frequency}`),
      });
    return rows;
  };

  if (step.name === 'done') {
    const { result } = step;
    const sent = parseAmount(step.values.amount) ?? '0';
    return (
      <Card>
        <div className={shared.stack}>
          {result.approvalTransactionCreated ? (
            // An initiate-only user's transfer waits for a colleague's approval: nothing moved yet (spec 02 §4).
            <Alert tone="success" title={t('queuedTitle')}>
              {t('queuedText')}
            </Alert>
          ) : (
            <Alert tone="success" title={t('account.done.title')}>
              {t('account.done.text', {
                amount: from ? money(sent, from.currencyCode) : sent,
                fee: from ? money(result.fee, from.currencyCode) : result.fee,
              })}
            </Alert>
          )}
          <TransferSummary label={t('account.done.title')} rows={summaryRows(result.fee, result.toAmount)} />
          <div className={shared.actions}>
            <PortalLink href={result.link || '/history'}>{t('historyLink')}</PortalLink>
            <Button onClick={startOver}>{t('another')}</Button>
          </div>
        </div>
      </Card>
    );
  }

  if (step.name === 'review') {
    // The fee shown is the one of the amount under review: while it is on its way (the typed amount not settled yet,
    // or asked for), its rows say so and hold their place, so "Confirm and send" does not move under a press.
    const reviewed = isPositiveAmount(values.amount) ? parseAmount(values.amount) : undefined;
    const { fee: quote, pending: feePending } = reviewedFee({
      reviewed,
      answered: quoteAmount === reviewed,
      fee: fee.data,
      isError: fee.isError,
    });
    return (
      <Card title={t('reviewTitle')} titleLevel={2}>
        <div className={shared.stack}>
          <TransferSummary
            label={t('reviewTitle')}
            rows={summaryRows(quote?.fee, quote?.toAmount, feePending)}
          />
          <div className={shared.actions}>
            <Button
              variant="secondary"
              disabled={transfer.isPending}
              onClick={() => setStep({ name: 'form' })}
            >
              {t('edit')}
            </Button>
            <Button loading={transfer.isPending} onClick={() => confirm(step.idempotencyKey)}>
              {t('confirmSend')}
            </Button>
          </div>
        </div>
      </Card>
    );
  }

  return (
    <div className={styles.layout}>
      <form
        noValidate
        onSubmit={form.handleSubmit}
        className={styles.form}
        aria-label={t('account.formLabel')}
      >
        {refusal && (
          <Alert tone="error" title={t('refused')}>
            {refusal.message}
          </Alert>
        )}
        <div className={styles.accounts}>
          <AccountSelect
            id="account-transfer-from"
            name="fromAccountId"
            label={t('account.from')}
            accounts={accounts}
            value={values.fromAccountId}
            error={shown('fromAccountId')}
            required
            onBlur={form.handleBlur}
            onChange={(fromAccountId) => change({ fromAccountId })}
          />
          <AccountSelect
            id="account-transfer-to"
            name="toAccountId"
            label={t('account.to')}
            accounts={destinationAccounts(accounts, values.fromAccountId)}
            value={values.toAccountId}
            error={shown('toAccountId')}
            required
            onBlur={form.handleBlur}
            onChange={(toAccountId) => change({ toAccountId })}
          />
        </div>
        <MoneyInput
          id="account-transfer-amount"
          name="amount"
          label={t('account.amount')}
          currencyCode={from?.currencyCode}
          value={values.amount}
          error={shown('amount')}
          required
          hint={maxText ? t('account.maxHint', { max: maxText }) : undefined}
          onBlur={form.handleBlur}
          onChange={(amount) => change({ amount })}
          action={
            <Button
              variant="secondary"
              disabled={!maxAmount}
              loading={bothAccounts && max.isFetching}
              onClick={() => maxAmount && change({ amount: maxAmount })}
            >
              {t('account.useMax')}
            </Button>
          }
        />
        {bothAccounts && (
          <LimitsSummary limits={limits.data} loading={limits.isPending} failed={limits.isError} />
        )}
        <StandingOrderFields
          idPrefix="account-transfer"
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
        <AccountQuote
          from={from}
          to={to}
          amount={quoteAmount}
          rate={bothAccounts ? rate.data : undefined}
          meta={fee.data}
          loading={fee.isFetching || values.amount !== settledAmount}
          failed={fee.isError}
        />
      </aside>
    </div>
  );
}
