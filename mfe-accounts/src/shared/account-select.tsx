import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@portal/api/catalogue';
import { Select } from '@portal/ui/components';
import { accountLabel } from './account-label';

/** A labelled select of the customer's accounts (history, statements, receive). */
export function AccountSelect({
  accounts,
  value,
  onChange,
  label,
  id,
  disabled,
  error,
}: {
  accounts: readonly Account[];
  value: number | undefined;
  onChange: (accountId: number) => void;
  label?: string;
  id?: string;
  disabled?: boolean;
  error?: string;
}) {
  const { t } = useTranslation('accounts');
  const known = value !== undefined && accounts.some((account) => account.accountId === value);
  return (
    <Select
      id={id}
      label={label ?? t('account')}
      name="accountId"
      disabled={disabled}
      error={error}
      // An account the list does not hold (a link to another company's account) reads as "choose one".
      placeholder={known ? undefined : t('chooseAccount')}
      value={known ? String(value) : ''}
      options={accounts.map((account) => ({
        value: String(account.accountId),
        label: accountLabel(t, account),
      }))}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => {
        if (event.target.value) onChange(Number(event.target.value));
      }}
    />
  );
}
