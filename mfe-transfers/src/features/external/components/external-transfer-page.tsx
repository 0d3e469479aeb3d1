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
  const externalForm = useExternalTransfer();
  const { actor, done } = externalForm;

  // Page states: accounts are what everything else needs.
  let content;
  if (externalForm.accounts.isPending || externalForm.countries.isPending) {
    content = (
      <div role="status" aria-live="polite" className={styles.lines}>
        <VisuallyHidden>{t('external.loading')}</VisuallyHidden>
        <Skeleton height={56} />
        <Skeleton height={120} />
        <Skeleton height={56} width="70%" />
      </div>
    );
  } else if (externalForm.accounts.isError || externalForm.countries.isError) {
    content = (
      <Alert tone="error" title={t('loadFailed')}>
        <p className={styles.note}>
          {failureText(externalForm.accounts.error ?? externalForm.countries.error, t)}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            if (externalForm.accounts.isError) void externalForm.accounts.refetch();
            if (externalForm.countries.isError) void externalForm.countries.refetch();
          }}
        >
          {t('retry')}
        </Button>
      </Alert>
    );
  } else if (actor && EXTERNAL_TRANSFER_TYPES.every((candidate) => !canSendTransfer(actor, candidate))) {
    content = <EmptyState title={t('noAccess.title')} text={t('noAccess.text')} />;
  } else if (externalForm.accounts.data.length === 0) {
    content = <EmptyState title={t('noAccounts.title')} text={t('noAccounts.text')} />;
  } else if (externalForm.step === 'done' && done) {
    content = (
      <TransferDone
        done={done}
        account={externalForm.accounts.data.find((candidate) => candidate.accountId === done.accountId)}
        onAnother={externalForm.startOver}
      />
    );
  } else if (
    externalForm.step === 'review' &&
    externalForm.account &&
    externalForm.parsedAmount !== undefined
  ) {
    content = (
      <TransferReview
        values={{ ...externalForm.values, type: externalForm.type }}
        account={externalForm.account}
        countryName={externalForm.countryName}
        details={payeeDetails({ ...externalForm.values, type: externalForm.type })}
        extraParams={externalForm.shownParams}
        extraValues={externalForm.paramValues}
        money={{
          ...externalForm.reviewMoney,
          amount: externalForm.parsedAmount,
          currencyCode: externalForm.account.currencyCode,
        }}
        savedCardLabel={
          externalForm.savedCard
            ? `${externalForm.savedCard.cardNumber} · ${externalForm.savedCard.holderName}`
            : undefined
        }
        sending={externalForm.transfer.isPending || externalForm.approving}
        notice={
          externalForm.notice && (externalForm.notice.tone === 'info' || externalForm.notice.tone === 'error')
            ? { ...externalForm.notice, tone: externalForm.notice.tone }
            : undefined
        }
        onEdit={() => {
          externalForm.setNotice(undefined);
          externalForm.setStep('form');
        }}
        onSend={externalForm.send}
      />
    );
  } else {
    const payeeProps: PayeeFieldsProps = {
      values: { ...externalForm.values, type: externalForm.type },
      errorOf: externalForm.payeeError,
      onChange: externalForm.onPayeeChange,
      onBlur: externalForm.onPayeeBlur,
      onPatch: externalForm.onPatch,
    };
    const maxText =
      externalForm.maxAmount.data && externalForm.currencyCode
        ? t('external.maxAmount', {
            max: formatMoney(externalForm.maxAmount.data.maxAmount, externalForm.currencyCode, i18n.language),
          })
        : undefined;
    const failedToReview = externalForm.attempted && Object.values(externalForm.errors).some(Boolean);
    content = (
      <div className={styles.layout}>
        <form
          noValidate
          onSubmit={externalForm.review}
          className={styles.form}
          aria-label={t('external.title')}
        >
          <div id="external-notice" tabIndex={-1}>
            {externalForm.notice ? (
              <Alert tone={externalForm.notice.tone} title={externalForm.notice.title}>
                {externalForm.notice.text}
              </Alert>
            ) : null}
          </div>
          {externalForm.recentDetails.isPending ? (
            <p role="status" className={styles.note}>
              {t('external.saved.loadingDetails')}
            </p>
          ) : null}
          {externalForm.fillNotices.length > 0 ? (
            <Alert tone="warning">
              <ul className={styles.list}>
                {externalForm.fillNotices.map((key) => (
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
            value={externalForm.values.countryCode}
            options={countryOptions(externalForm.countries.data, i18n.language)}
            error={externalForm.formError('countryCode')}
            onChange={(event) => externalForm.set('countryCode', event.target.value)}
            onBlur={() => externalForm.touch('countryCode')}
            required
          />
          <KindChoice
            countryChosen={externalForm.values.countryCode !== ''}
            available={externalForm.available}
            kinds={externalForm.kinds}
            type={externalForm.type}
            error={externalForm.formError('type')}
            onChoose={(kindType) => void externalForm.setFieldValue('type', kindType)}
          />
          {externalForm.kind ? (
            externalForm.kindAccounts.length === 0 ? (
              <Alert tone="info">
                {t('external.noAccountInCurrency', { currencies: externalForm.kind.currencies.join(', ') })}
              </Alert>
            ) : (
              <>
                <div className={styles.stack}>
                  <AccountSelect
                    id={FIELD_IDS.accountId}
                    name="accountId"
                    label={t('external.fromAccount')}
                    accounts={externalForm.kindAccounts}
                    value={externalForm.account?.accountId}
                    error={externalForm.formError('accountId')}
                    onChange={(accountId) =>
                      externalForm.set('accountId', accountId === undefined ? '' : String(accountId))
                    }
                    onBlur={() => externalForm.touch('accountId')}
                    required
                  />
                  {externalForm.account ? (
                    <p className={styles.note} data-testid="source-balance">
                      {t('external.balance', {
                        balance: formatMoney(
                          String(externalForm.account.balance),
                          externalForm.account.currencyCode,
                          i18n.language,
                        ),
                      })}
                    </p>
                  ) : null}
                </div>
                <fieldset className={styles.fieldset}>
                  <legend className={styles.legend}>{t('external.payee')}</legend>
                  {externalForm.type === 'wire' ? <WireFields {...payeeProps} /> : null}
                  {externalForm.type === 'eft' ? <EftFields {...payeeProps} /> : null}
                  {externalForm.type === 'oct' ? <CardPayoutFields {...payeeProps} /> : null}
                  {externalForm.type === 'crypto_eft' ? (
                    <CryptoFields {...payeeProps} networks={externalForm.networks} />
                  ) : null}
                  {externalForm.type === 'instant_payment' ? <InstantPaymentFields {...payeeProps} /> : null}
                  {externalForm.type === 'interac' ? <InteracFields {...payeeProps} /> : null}
                </fieldset>
                {externalForm.extraParams.isError ? (
                  <Alert tone="error" title={t('external.extraParamsFailed')}>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => void externalForm.extraParams.refetch()}
                    >
                      {t('retry')}
                    </Button>
                  </Alert>
                ) : (
                  <ExtraParamFields
                    params={externalForm.shownParams}
                    values={externalForm.values.extraParams}
                    errorOf={externalForm.extraError}
                    countryCode={externalForm.values.countryCode}
                    bankCode={
                      externalForm.values.payee.bankCode || (externalForm.values.extraParams.bankCode ?? '')
                    }
                    onChange={(name, value) => {
                      void externalForm.setFieldValue(extraParamPath(name), value);
                      externalForm.clearRefusal('extraParams', name);
                    }}
                    onBlur={(name) => externalForm.touch(extraParamPath(name))}
                  />
                )}
                <fieldset className={styles.fieldset}>
                  <legend className={styles.legend}>{t('external.amount')}</legend>
                  <MoneyInput
                    id={FIELD_IDS.amount}
                    name="amount"
                    label={t('external.amount')}
                    value={externalForm.values.amount}
                    currencyCode={externalForm.currencyCode}
                    error={externalForm.formError('amount')}
                    hint={maxText}
                    onChange={(amount) => externalForm.set('amount', amount)}
                    onBlur={() => externalForm.touch('amount')}
                    required
                    // Always there, so the input is not remounted (and typing lost) when the maximum arrives.
                    action={
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={!externalForm.maxAmount.data}
                        onClick={() =>
                          externalForm.set('amount', String(externalForm.maxAmount.data?.maxAmount ?? ''))
                        }
                      >
                        {t('external.useMax')}
                      </Button>
                    }
                  />
                  <div className={styles.costs} role="status" aria-live="polite" data-testid="external-costs">
                    {externalForm.amountAsked === undefined ? null : externalForm.fee.isFetching &&
                      !externalForm.fee.data ? (
                      <span>{t('external.feeLoading')}</span>
                    ) : externalForm.fee.isError ? (
                      <span>{t('external.feeFailed')}</span>
                    ) : externalForm.fee$ !== undefined && externalForm.currencyCode ? (
                      <>
                        <span>
                          {t('external.fee', {
                            fee: formatMoney(externalForm.fee$, externalForm.currencyCode, i18n.language),
                          })}
                        </span>
                        {externalForm.total !== undefined ? (
                          <strong>
                            {t('external.total', {
                              total: formatMoney(
                                externalForm.total,
                                externalForm.currencyCode,
                                i18n.language,
                              ),
                            })}
                          </strong>
                        ) : null}
                      </>
                    ) : null}
                  </div>
                  <LimitsSummary
                    limits={externalForm.limits.data}
                    loading={externalForm.limits.isLoading}
                    failed={externalForm.limits.isError}
                  />
                  <TextField
                    id={FIELD_IDS.reference}
                    name="reference"
                    label={t('external.reference')}
                    hint={t('external.referenceHint')}
                    value={externalForm.values.reference}
                    maxLength={140}
                    error={externalForm.formError('reference')}
                    autoComplete="off"
                    onChange={(event) => externalForm.set('reference', event.target.value)}
                    onBlur={() => externalForm.touch('reference')}
                  />
                  <label className={styles.checkbox}>
                    <input
                      type="checkbox"
                      name="saveTemplate"
                      checked={externalForm.values.saveTemplate}
                      onChange={(event) =>
                        void externalForm.setFieldValue('saveTemplate', event.target.checked)
                      }
                    />
                    {t('external.saveTemplate')}
                  </label>
                  {externalForm.values.saveTemplate ? (
                    <TextField
                      id={FIELD_IDS.templateName}
                      name="templateName"
                      label={t('external.templateName')}
                      value={externalForm.values.templateName}
                      maxLength={60}
                      error={externalForm.formError('templateName')}
                      autoComplete="off"
                      onChange={(event) => externalForm.set('templateName', event.target.value)}
                      onBlur={() => externalForm.touch('templateName')}
                      required
                    />
                  ) : null}
                </fieldset>
              </>
            )
          ) : null}
          {failedToReview ? <Alert tone="error">{t('external.fixFields')}</Alert> : null}
          <div className={styles.actions}>
            <Button type="submit" disabled={!externalForm.kind || externalForm.kindAccounts.length === 0}>
              {t('external.review')}
            </Button>
          </div>
        </form>
        <SavedPayees
          onTemplate={externalForm.fillTemplate}
          onRecent={externalForm.fillRecent}
          busy={externalForm.recentDetails.isPending}
        />
      </div>
    );
  }

  return (
    <PageLayout title={t('external.title')} description={t('external.description')}>
      {content}
    </PageLayout>
  );
}
