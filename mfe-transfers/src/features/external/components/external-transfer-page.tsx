import { useTranslation } from 'react-i18next';
import { EXTERNAL_TRANSFER_TYPES } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { canSendTransfer } from '@portal/api/transfers';
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
import { AccountSelect } from '../../../shared/account-select';
import { LimitsSummary } from '../../../shared/limits-summary';
import { MoneyInput } from '../../../shared/money-input';
import { countryOptions } from '../api/countries';
import { extraParamPath } from '../api/transfer-external';
import { failureText } from '../utils/failure-text';
import { payeeDetails } from '../utils/payee-rules';
import { FIELD_IDS } from '../utils/field-ids';
import { useExternalTransfer } from '../hooks/use-external-transfer';
import { CardPayoutFields } from './card-payout-fields';
import { CryptoFields } from './crypto-fields';
import { EftFields } from './eft-fields';
import { ExtraParamFields } from './extra-param-fields';
import { InstantPaymentFields } from './instant-payment-fields';
import { InteracFields } from './interac-fields';
import { KindChoice } from './kind-choice';
import { type PayeeFieldsProps } from './payee-field-props';
import { SavedPayees } from './saved-payees';
import { TransferDone } from './transfer-done';
import { TransferReview } from './transfer-review';
import { WireFields } from './wire-fields';
import styles from './external-transfer.module.css';

/**
 * External transfers (spec 02 §2 transfer/external, §3, §5, §7 "External transfers"): the payee's country and the
 * account, the kinds that reach the country, each kind's payee form with its browser checks (IBAN, BIC, Luhn,
 * blocked BINs, e-mail) and the extra parameters; the amount with fee, maximum and limits; templates and recent
 * transfers that fill the form; a review, the submit with one idempotency key per review, the approval through the
 * shell, and the refusals of the server on their fields. Nothing typed is lost on an error.
 */
export function ExternalTransferPage() {
  const { t, i18n } = useTranslation('transfers');
  const {
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
  } = useExternalTransfer();

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
        money={{ ...reviewMoney, amount: parsedAmount, currencyCode: account.currencyCode }}
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
          <KindChoice
            countryChosen={values.countryCode !== ''}
            available={available}
            kinds={kinds}
            type={type}
            error={formError('type')}
            onChoose={(kindType) => void setFieldValue('type', kindType)}
          />
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
