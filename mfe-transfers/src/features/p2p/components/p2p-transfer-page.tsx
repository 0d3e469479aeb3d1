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
  const p2pForm = useP2pTransfer({ accounts });
  const { step } = p2pForm;

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
            rows={p2pForm.summaryRows(step.values, step.account, step.result.fee)}
          />
          <div className={shared.actions}>
            {step.queued ? (
              <PortalLink href="/transfer/approved">{t('p2p.done.approvalsLink')}</PortalLink>
            ) : (
              <PortalLink href="/history">{t('historyLink')}</PortalLink>
            )}
            <Button onClick={p2pForm.startOver}>{t('another')}</Button>
          </div>
        </div>
      </Card>
    );
  }

  if (step.name === 'review' && p2pForm.account) {
    const busy = p2pForm.transfer.isPending || p2pForm.approving;
    // The fee shown is the one of the amount under review: while it is on its way (the typed amount not settled yet,
    // or asked for), its rows say so and hold their place, so "Confirm and send" does not move under a press when the
    // fee comes (a journey's press landed beside it once).
    const reviewed = isPositiveAmount(p2pForm.values.amount) ? parseAmount(p2pForm.values.amount) : undefined;
    const { fee: shownFee, pending: feePending } = reviewedFee({
      reviewed,
      answered: p2pForm.feeAmount === reviewed,
      fee: p2pForm.fee.data?.fee,
      isError: p2pForm.fee.isError,
    });
    return (
      <Card title={t('reviewTitle')} titleLevel={2}>
        <div className={shared.stack}>
          {p2pForm.notice && (
            <Alert tone={p2pForm.notice.tone} title={p2pForm.notice.title}>
              {p2pForm.notice.text}
            </Alert>
          )}
          <TransferSummary
            label={t('reviewTitle')}
            rows={p2pForm.summaryRows(p2pForm.values, p2pForm.account, shownFee, feePending)}
          />
          <div className={shared.actions}>
            <Button variant="secondary" disabled={busy} onClick={() => p2pForm.setStep({ name: 'form' })}>
              {t('edit')}
            </Button>
            <Button loading={busy} onClick={() => void p2pForm.confirm(step.idempotencyKey)}>
              {t('confirmSend')}
            </Button>
          </div>
        </div>
      </Card>
    );
  }

  const payeeHint =
    p2pForm.checkedEmail && p2pForm.checkedEmail === p2pForm.values.toEmail.trim() ? (
      p2pForm.payeeCheck.isFetching ? (
        t('p2p.payee.checking')
      ) : p2pForm.payee?.exist && !p2pForm.payee.outBlacklist ? (
        <span className={styles.payeeOk}>
          {t('p2p.payee.found', { name: p2pForm.payee.name ?? p2pForm.checkedEmail })}
        </span>
      ) : undefined
    ) : undefined;

  return (
    <div className={styles.layout}>
      <form
        noValidate
        onSubmit={(event) => {
          // The payee is checked on a review too, when the e-mail was typed without leaving the field.
          p2pForm.checkEmail(p2pForm.values.toEmail);
          p2pForm.form.handleSubmit(event);
        }}
        className={styles.form}
        aria-label={t('p2p.formLabel')}
      >
        {p2pForm.refusal && (
          <Alert tone="error" title={t('refused')}>
            {p2pForm.refusal.message}
          </Alert>
        )}
        <AccountSelect
          id="p2p-account"
          name="accountId"
          label={t('p2p.account')}
          accounts={accounts}
          value={p2pForm.values.accountId}
          error={p2pForm.shown('accountId')}
          required
          onBlur={p2pForm.form.handleBlur}
          onChange={(accountId) => p2pForm.change({ accountId })}
        />
        <TextField
          id="p2p-email"
          name="toEmail"
          type="email"
          autoComplete="email"
          inputMode="email"
          label={t('p2p.email')}
          value={p2pForm.values.toEmail}
          required
          error={p2pForm.shown('toEmail')}
          hint={payeeHint}
          onChange={(event) => p2pForm.change({ toEmail: event.target.value })}
          onBlur={(event) => {
            p2pForm.form.handleBlur(event);
            p2pForm.checkEmail(event.target.value);
          }}
        />
        <MoneyInput
          id="p2p-amount"
          name="amount"
          label={t('p2p.amount')}
          currencyCode={p2pForm.account?.currencyCode}
          value={p2pForm.values.amount}
          error={p2pForm.shown('amount')}
          required
          hint={
            p2pForm.feeAmount && p2pForm.fee.data
              ? t('p2p.feeHint', {
                  fee: p2pForm.money(p2pForm.fee.data.fee),
                  total: p2pForm.money(p2pForm.fee.data.total),
                })
              : // From the first typed amount, not the settled one: the line is there before the fee is asked for,
                // so nothing below it (Review) moves under the pointer when the fee comes (a press on Review was
                // lost when the line appeared between its mouse down and up).
                p2pForm.account && isPositiveAmount(p2pForm.values.amount) && !p2pForm.fee.isError
                ? t('p2p.feeLoading')
                : undefined
          }
          onBlur={p2pForm.form.handleBlur}
          onChange={(amount) => p2pForm.change({ amount })}
        />
        {p2pForm.account && isCheckableEmail(p2pForm.values.toEmail) && (
          <LimitsSummary
            limits={p2pForm.limits.data}
            loading={p2pForm.limits.isPending}
            failed={p2pForm.limits.isError}
          />
        )}
        <TextField
          id="p2p-note"
          name="note"
          label={t('p2p.note')}
          value={p2pForm.values.note}
          error={p2pForm.shown('note')}
          onBlur={p2pForm.form.handleBlur}
          onChange={(event) => p2pForm.change({ note: event.target.value })}
        />
        <div className={styles.pair}>
          <TextField
            id="p2p-reference"
            name="reference"
            label={t('p2p.reference')}
            value={p2pForm.values.reference}
            error={p2pForm.shown('reference')}
            onBlur={p2pForm.form.handleBlur}
            onChange={(event) => p2pForm.change({ reference: event.target.value })}
          />
          <TextField
            id="p2p-coupon"
            name="couponCode"
            label={t('p2p.coupon')}
            value={p2pForm.values.couponCode}
            error={p2pForm.shown('couponCode')}
            autoComplete="off"
            onBlur={p2pForm.form.handleBlur}
            onChange={(event) => p2pForm.change({ couponCode: event.target.value })}
          />
        </div>
        <TextField
          id="p2p-template"
          name="templateName"
          label={t('p2p.templateName')}
          hint={t('p2p.templateHint')}
          value={p2pForm.values.templateName}
          error={p2pForm.shown('templateName')}
          onBlur={p2pForm.form.handleBlur}
          onChange={(event) => p2pForm.change({ templateName: event.target.value })}
        />
        <StandingOrderFields
          idPrefix="p2p"
          values={p2pForm.values}
          errors={{
            frequency: p2pForm.shown('frequency'),
            endDate: p2pForm.shown('endDate'),
            count: p2pForm.shown('count'),
          }}
          onBlur={p2pForm.form.handleBlur}
          onChange={(standing) => p2pForm.change(standing)}
        />
        <div className={shared.actions}>
          <Button type="submit">{t('review')}</Button>
        </div>
      </form>
      <aside className={styles.side}>
        <PayeeSuggestions
          onChoose={(email) => {
            // Touched without validating: the value's own validation below then checks the chosen e-mail.
            void p2pForm.form.setFieldTouched('toEmail', true, false);
            p2pForm.change({ toEmail: email });
            p2pForm.checkEmail(email);
          }}
        />
      </aside>
    </div>
  );
}
