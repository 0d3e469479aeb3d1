import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Select, TextField } from '@portal/ui/components';
import { useInstantBanks } from '../api/instant-banks';
import { useInstantKeyInfo } from '../api/instant-key-info';
import { INSTANT_KEY_TYPES } from '../utils/form-values';
import { failureText } from '../utils/failure-text';
import { payeeFieldId, type PayeeFieldsProps } from './payee-field-props';
import styles from './external-transfer.module.css';

/**
 * Instant payment payee (ExternalTransferRequest: `instantKeyType`, `instantKey`). Once the key is entered, the
 * directory names its holder and bank (getInstantKeyInfo) and the user confirms them before anything is sent.
 */
export function InstantPaymentFields({ values, errorOf, onBlur, onPatch }: PayeeFieldsProps) {
  const { t } = useTranslation('transfers');
  const { payee, countryCode } = values;
  // The key is looked up when the user leaves the field, not on every keystroke.
  const [lookedUpKey, setLookedUpKey] = useState<string>();
  const key = payee.instantKey.trim();
  const info = useInstantKeyInfo(
    countryCode,
    payee.instantKeyType,
    lookedUpKey !== undefined && lookedUpKey === key && key !== '' ? key : undefined,
  );
  const banks = useInstantBanks(countryCode, true);
  // A new key or type needs a new confirmation of its holder.
  const change = (patch: Partial<typeof payee>) =>
    onPatch({ payee: { ...payee, ...patch }, instantHolderConfirmed: false });
  return (
    <>
      <div className={styles.grid2}>
        <Select
          id={payeeFieldId('instantKeyType')}
          name="instantKeyType"
          label={t('external.instant.keyType')}
          placeholder={t('external.instant.chooseKeyType')}
          value={payee.instantKeyType}
          options={INSTANT_KEY_TYPES.map((type) => ({
            value: type,
            label: t(`external.instant.keyTypes.${type}`),
          }))}
          error={errorOf('instantKeyType')}
          onChange={(event) => change({ instantKeyType: event.target.value })}
          onBlur={() => onBlur('instantKeyType')}
          required
        />
        <TextField
          id={payeeFieldId('instantKey')}
          name="instantKey"
          label={t('external.instant.key')}
          hint={
            payee.instantKeyType
              ? t(`external.instant.keyHints.${payee.instantKeyType as (typeof INSTANT_KEY_TYPES)[number]}`)
              : undefined
          }
          value={payee.instantKey}
          error={errorOf('instantKey') ?? (info.isError ? failureText(info.error, t) : undefined)}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => change({ instantKey: event.target.value })}
          onBlur={() => {
            setLookedUpKey(key);
            onBlur('instantKey');
          }}
          required
        />
      </div>
      <div role="status" aria-live="polite">
        {info.isFetching && !info.data ? (
          <p className={styles.note}>{t('external.instant.checking')}</p>
        ) : null}
        {info.data ? (
          <Alert tone="info">
            <p className={styles.note} data-testid="instant-holder">
              {t('external.instant.holder', {
                holderName: info.data.holderName,
                bankName: info.data.bankName,
              })}
            </p>
            <label className={styles.checkbox}>
              <input
                id={payeeFieldId('instantHolderConfirmed')}
                type="checkbox"
                name="instantHolderConfirmed"
                checked={values.instantHolderConfirmed}
                aria-invalid={errorOf('instantHolderConfirmed') ? true : undefined}
                onChange={(event) => onPatch({ instantHolderConfirmed: event.target.checked })}
              />
              {t('external.instant.confirmHolder')}
            </label>
          </Alert>
        ) : null}
      </div>
      {errorOf('instantHolderConfirmed') ? (
        <Alert tone="error">{errorOf('instantHolderConfirmed')}</Alert>
      ) : null}
      {banks.data && banks.data.length > 0 ? (
        <details className={styles.banks}>
          <summary>{t('external.instant.banks', { count: banks.data.length })}</summary>
          <ul className={styles.note}>
            {banks.data.map((bank) => (
              <li key={bank.code}>{`${bank.name} (${bank.code})`}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}
