import type { ChangeEvent, FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@portal/api/catalogue';
import { Select } from '@portal/ui/components';
import { accountOptionLabel } from './account-label';

/** Props of {@link AccountSelect}. */
export interface AccountSelectProps {
  /** The accounts to offer (already filtered: {@link useTransferAccounts} gives the usable ones). */
  accounts: readonly Account[];
  /** The chosen account id; undefined (or an id the list does not hold) reads as "choose an account". */
  value: number | undefined;
  onChange: (accountId: number | undefined) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  label: string;
  /** Field name (forms focus and report errors by it). */
  name: string;
  id?: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
  required?: boolean;
}

/**
 * A labelled select of the customer's accounts, each with its currency, number and balance (spec 02 §3), shared by
 * every transfer form of this remote.
 */
export function AccountSelect({
  accounts,
  value,
  onChange,
  onBlur,
  label,
  name,
  id,
  error,
  hint,
  disabled,
  required,
}: AccountSelectProps) {
  const { t, i18n } = useTranslation('transfers');
  const known = value !== undefined && accounts.some((account) => account.accountId === value);
  return (
    <Select
      id={id}
      name={name}
      label={label}
      error={error}
      hint={hint}
      disabled={disabled}
      required={required}
      placeholder={t('shared.chooseAccount')}
      value={known ? String(value) : ''}
      options={accounts.map((account) => ({
        value: String(account.accountId),
        label: accountOptionLabel(t, account, i18n.language),
      }))}
      onBlur={onBlur}
      onChange={(event: ChangeEvent<HTMLSelectElement>) =>
        onChange(event.target.value ? Number(event.target.value) : undefined)
      }
    />
  );
}
