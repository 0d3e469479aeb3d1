import { useTranslation } from 'react-i18next';
import type { Account } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { isCheckableEmail } from '@portal/api/validation';
import { Alert, Button, Card, PageLayout, TextField } from '@portal/ui/components';
import { AccountSelect } from '../../../shared/account-select';
import { isPositiveAmount, parseAmount } from '../../../shared/amount';
import { reviewedFee } from '../../../shared/reviewed-fee';
import { LimitsSummary } from '../../../shared/limits-summary';
import { MoneyInput } from '../../../shared/money-input';
import { PortalLink } from '../../../shared/portal-link';
import shared from '../../../shared/shared.module.css';
import { StandingOrderFields } from '../../../shared/standing-order-fields';
import { TransferPageGate } from '../../../shared/transfer-page-gate';
import { TransferSummary } from '../../../shared/transfer-summary';
import { useP2pTransfer } from '../hooks/use-p2p-transfer';
import { PayeeSuggestions } from './payee-suggestions';
import styles from './p2p-transfer.module.css';

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
  const {
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
  } = useP2pTransfer({ accounts });

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
    // The fee shown is the one of the amount under review: while it is on its way (the typed amount not settled yet,
    // or asked for), its rows say so and hold their place, so "Confirm and send" does not move under a press when the
    // fee comes (a journey's press landed beside it once).
    const reviewed = isPositiveAmount(values.amount) ? parseAmount(values.amount) : undefined;
    const { fee: shownFee, pending: feePending } = reviewedFee({
      reviewed,
      answered: feeAmount === reviewed,
      fee: fee.data?.fee,
      isError: fee.isError,
    });
    return (
      <Card title={t('reviewTitle')} titleLevel={2}>
        <div className={shared.stack}>
          {notice && (
            <Alert tone={notice.tone} title={notice.title}>
              {notice.text}
            </Alert>
          )}
          <TransferSummary
            label={t('reviewTitle')}
            rows={summaryRows(values, account, shownFee, feePending)}
          />
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
