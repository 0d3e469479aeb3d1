import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_STATUSES, type Account } from '@portal/api/catalogue';
import { Button, Select, TextField, type SelectOption } from '@portal/ui/components';
import { AccountSelect } from '../../../shared/account-select';
import {
  TRANSACTION_DIRECTIONS,
  type HistoryField,
  type HistoryFieldError,
  type HistoryFormValues,
} from '../utils/history-filter';
import styles from './history-page.module.css';

/** Ids of the fields, so Apply can move focus to the first one in error. */
export const historyFieldId = (field: HistoryField | 'accountId') => `history-${field}`;

/**
 * The history filter of spec 02 §3: the account (applied at once), then keyword, type, direction, status, dates,
 * amounts and the counterparty's e-mail, applied together.
 */
export function HistoryFilters({
  accounts,
  accountId,
  onAccountChange,
  values,
  errors,
  typeOptions,
  onChange,
  onApply,
  onReset,
  canReset,
}: {
  accounts: readonly Account[];
  accountId: number | undefined;
  onAccountChange: (accountId: number) => void;
  values: HistoryFormValues;
  errors: Partial<Record<HistoryField, HistoryFieldError>>;
  typeOptions: readonly SelectOption[];
  onChange: (field: HistoryField, value: string) => void;
  onApply: () => void;
  onReset: () => void;
  canReset: boolean;
}) {
  const { t } = useTranslation('accounts');
  const error = (field: HistoryField) => (errors[field] ? t(`history.errors.${errors[field]}`) : undefined);
  const text = (field: HistoryField) => ({
    id: historyFieldId(field),
    name: field,
    value: values[field],
    error: error(field),
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t('history.filters.title')} className={styles.filters}>
      <div className={styles.filterGrid}>
        <AccountSelect
          id={historyFieldId('accountId')}
          accounts={accounts}
          value={accountId}
          onChange={onAccountChange}
        />
        <TextField type="search" label={t('history.filters.keyword')} {...text('keyword')} />
        <Select
          label={t('history.filters.type')}
          placeholder={t('history.filters.anyType')}
          options={typeOptions}
          {...text('transactionType')}
        />
        <Select
          label={t('history.filters.direction')}
          placeholder={t('history.filters.anyDirection')}
          options={TRANSACTION_DIRECTIONS.map((direction) => ({
            value: direction,
            label: t(`history.directions.${direction}`),
          }))}
          {...text('transactionDirection')}
        />
        <Select
          label={t('history.filters.status')}
          placeholder={t('history.filters.anyStatus')}
          options={TRANSACTION_STATUSES.map((status) => ({
            value: status,
            label: t(`history.statuses.${status}`),
          }))}
          {...text('status')}
        />
        <TextField
          type="date"
          label={t('history.filters.fromDate')}
          max={values.toDate || undefined}
          {...text('fromDate')}
        />
        <TextField
          type="date"
          label={t('history.filters.toDate')}
          min={values.fromDate || undefined}
          {...text('toDate')}
        />
        <TextField
          label={t('history.filters.fromAmount')}
          inputMode="decimal"
          autoComplete="off"
          {...text('fromAmount')}
        />
        <TextField
          label={t('history.filters.toAmount')}
          inputMode="decimal"
          autoComplete="off"
          {...text('toAmount')}
        />
        <TextField
          type="email"
          label={t('history.filters.email')}
          autoComplete="off"
          spellCheck={false}
          {...text('email')}
        />
      </div>
      <div className={styles.filterActions}>
        <Button type="submit">{t('history.filters.apply')}</Button>
        <Button variant="ghost" disabled={!canReset} onClick={onReset}>
          {t('history.filters.reset')}
        </Button>
      </div>
    </form>
  );
}
