import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account, ExtraParam } from '@portal/api/catalogue';
import { formatMoney, isPositiveDecimal } from '@portal/api/money';
import { Alert, Button, Dialog, Select, TextField } from '@portal/ui/components';
import { extraParamErrors, extraParamValues, visibleExtraParams } from '@portal/api/validation';
import { useCardActivation, useCardActivationData } from '../api/card-activation';
import { ownFundingAccounts } from '../utils/card-accounts';
import { failureText } from '../utils/failure-text';
import { LoadFailed, LoadingLines } from './page-states';
import styles from './cards.module.css';

function ExtraParamField({
  param,
  value,
  error,
  onChange,
}: {
  param: ExtraParam;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('accounts');
  const common = {
    id: `activation-${param.name}`,
    name: param.name,
    label: param.label,
    required: param.required,
    error,
    value,
  };
  if (param.options && param.options.length > 0)
    return (
      <Select
        {...common}
        placeholder={t('cards.activate.choose')}
        options={param.options.map((option) => ({ value: option.value, label: option.label }))}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  return (
    <TextField
      {...common}
      type={param.type === 'date' ? 'date' : 'text'}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * Card activation (spec 02 §7): the fee with its currency, the extra parameters (spec 02 §5: those without
 * options, plus the ones nested in the chosen option), the account that pays a fee over 0; then the PIN the
 * answer holds, shown once with a warning to memorise it.
 */
export function ActivateCardDialog({
  account,
  accounts,
  onClose,
}: {
  account: Account;
  accounts: readonly Account[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('accounts');
  const data = useCardActivationData(account.accountId);
  const activate = useCardActivation();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [feeAccountId, setFeeAccountId] = useState('');
  const [feeError, setFeeError] = useState<string>();
  const [error, setError] = useState<string>();
  const [pin, setPin] = useState<string>();

  if (pin !== undefined)
    return (
      <Dialog
        open
        size="sm"
        title={t('cards.activate.pinTitle')}
        closeLabel={t('cards.close')}
        closeOnBackdropClick={false}
        onClose={onClose}
        actions={<Button onClick={onClose}>{t('cards.activate.memorised')}</Button>}
      >
        <div className={styles.dialogBody}>
          {pin ? (
            <>
              <dl className={styles.secretBox}>
                <dt className={styles.secretLabel}>{t('cards.activate.pinLabel')}</dt>
                <dd className={styles.secret} data-testid="activation-pin">
                  {pin}
                </dd>
              </dl>
              <Alert tone="warning">{t('cards.activate.pinWarning')}</Alert>
            </>
          ) : (
            <Alert tone="success" title={t('cards.activate.pinTitle')} />
          )}
        </div>
      </Dialog>
    );

  let body;
  if (data.isPending) body = <LoadingLines label={t('cards.activate.loading')} />;
  else if (data.isError)
    body = (
      <LoadFailed title={t('cards.loadFailed')} error={data.error} onRetry={() => void data.refetch()} />
    );
  else {
    const { fees, feeCurrency, extraParams } = data.data;
    const feeDue = isPositiveDecimal(String(fees));
    const feeAccounts = feeDue ? ownFundingAccounts(accounts, feeCurrency) : [];
    const visible = visibleExtraParams(extraParams, values);
    const submit = (event: FormEvent) => {
      event.preventDefault();
      const problems = extraParamErrors(visible, values);
      const texts = Object.fromEntries(
        Object.entries(problems).map(([name, problem]) => [
          name,
          t(problem === 'required' ? 'cards.activate.fieldRequired' : 'cards.activate.fieldPattern'),
        ]),
      );
      setErrors(texts);
      const feeMissing = feeDue && feeAccountId === '';
      setFeeError(feeMissing ? t('cards.activate.feeAccountRequired') : undefined);
      if (Object.keys(texts).length > 0 || feeMissing) return;
      setError(undefined);
      activate.mutate(
        {
          accountId: account.accountId,
          extraParams: extraParamValues(visible, values),
          ...(feeDue ? { feeAccountId: Number(feeAccountId) } : {}),
        },
        {
          onSuccess: (answer) => setPin(answer.pinCode === undefined ? '' : String(answer.pinCode)),
          onError: (failure) => setError(failureText(failure, t)),
        },
      );
    };
    body = (
      <form noValidate onSubmit={submit} className={styles.dialogBody}>
        <p className={styles.dialogText}>{t('cards.activate.intro')}</p>
        <dl className={styles.summaryList}>
          <div>
            <dt>{t('cards.activate.fee')}</dt>
            <dd>
              {feeDue ? formatMoney(String(fees), feeCurrency, i18n.language) : t('cards.activate.noFee')}
            </dd>
          </div>
        </dl>
        {visible.map((param) => (
          <ExtraParamField
            key={param.name}
            param={param}
            value={values[param.name] ?? ''}
            error={errors[param.name]}
            onChange={(value) => setValues((current) => ({ ...current, [param.name]: value }))}
          />
        ))}
        {feeDue ? (
          feeAccounts.length > 0 ? (
            <Select
              label={t('cards.activate.feeAccount')}
              name="feeAccountId"
              placeholder={t('cards.activate.feeAccountPlaceholder')}
              value={feeAccountId}
              onChange={(event) => setFeeAccountId(event.target.value)}
              options={feeAccounts.map((source) => ({
                value: String(source.accountId),
                label: t('cards.load.account', {
                  id: source.accountId,
                  balance: formatMoney(source.balance, source.currencyCode, i18n.language),
                }),
              }))}
              error={feeError}
              required
            />
          ) : (
            <Alert tone="warning">{t('cards.activate.noFeeAccount', { currency: feeCurrency })}</Alert>
          )
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose} disabled={activate.isPending}>
            {t('cards.cancel')}
          </Button>
          <Button type="submit" loading={activate.isPending} disabled={feeDue && feeAccounts.length === 0}>
            {t('cards.activate.submit')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <Dialog
      open
      title={t('cards.activate.title')}
      closeLabel={t('cards.close')}
      closeOnBackdropClick={false}
      onClose={onClose}
    >
      {body}
    </Dialog>
  );
}
