import { useTranslation } from 'react-i18next';
import type { Account } from '@portal/api/catalogue';
import { Alert, Select, TextField } from '@portal/ui/components';
import { AccountSelect } from '../../../shared/account-select';
import { formatDate, formatMonth } from '../../../shared/date-format';
import { accountingFieldId } from '../hooks/use-accounting-form';
import { accountFormats, unavailableReason } from '../utils/accounting-formats';
import {
  ACCOUNTING_FIELDS,
  isMonthSoFar,
  lastEndedDay,
  latestToDate,
  monthChoices,
  type AccountingField,
  type AccountingFieldErrors,
  type AccountingFormValues,
  type ExportFormat,
} from '../utils/accounting-period';
import styles from './accounting-export-fields.module.css';

const PERIODS = ['month', 'range'] as const;
const RANGE_HINT_ID = 'accounting-range-hint';

/**
 * The accounting export's own fields (issue 51 item 1): the format, each with a line on which software reads it, or
 * why the account cannot have it (a currency code that is not three letters, more decimals than camt.053 carries);
 * then, for an accounting format, the account and the period, a calendar month or a range of days that have ended.
 * An account no format can carry is said at once. After a refused submit an alert names every error, and each field
 * carries its own (`aria-describedby`).
 */
export function AccountingExportFields({
  accounts,
  formats,
  values,
  errors,
  today,
  onChange,
}: {
  accounts: readonly Account[];
  /** The formats offered, in order. */
  formats: readonly ExportFormat[];
  values: AccountingFormValues;
  errors: AccountingFieldErrors;
  /** `YYYY-MM-DD` (UTC): a period ends the day before at the latest. */
  today: string;
  onChange: (patch: Partial<AccountingFormValues>) => void;
}) {
  const { t, i18n } = useTranslation('accounts');
  const ofAccount = accountFormats(accounts, values.accountId);
  const errorText = (field: AccountingField) => {
    const error = errors[field];
    if (!error) return undefined;
    const date = error === 'periodTooLong' ? formatDate(latestToDate(values.fromDate), i18n.language) : '';
    return t(`accounting.errors.${error}`, { date, currency: ofAccount.currency });
  };
  const labels: Record<AccountingField, string> = {
    accountId: t('account'),
    month: t('accounting.month'),
    fromDate: t('accounting.fromDate'),
    toDate: t('accounting.toDate'),
  };
  const wrong = ACCOUNTING_FIELDS.filter((field) => errors[field]);
  const asked = values.format !== 'csv';
  const latest = lastEndedDay(today);

  return (
    <div className={styles.fields}>
      {wrong.length > 0 ? (
        <Alert tone="error" title={t('accounting.errorsTitle')}>
          <ul className={styles.errorList}>
            {wrong.map((field) => (
              <li key={field}>{`${labels[field]}: ${errorText(field)}`}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('accounting.formatLegend')}</legend>
        <div className={styles.formats}>
          {formats.map((format) => {
            const id = `accounting-format-${format}`;
            const reason = unavailableReason(ofAccount, format);
            return (
              <div key={format} className={styles.format}>
                <input
                  id={id}
                  type="radio"
                  name="accountingFormat"
                  value={format}
                  checked={values.format === format}
                  disabled={reason !== undefined}
                  aria-describedby={`${id}-hint`}
                  onChange={() => onChange({ format })}
                />
                <label htmlFor={id}>{t(`accounting.formats.${format}.label`)}</label>
                <span id={`${id}-hint`} className={styles.hint}>
                  {reason === 'tooPrecise'
                    ? t('accounting.formats.camt053.tooPrecise', { currency: ofAccount.currency })
                    : reason === 'currencyCode'
                      ? t('accounting.unavailable.currencyCode', { currency: ofAccount.currency })
                      : t(`accounting.formats.${format}.hint`)}
                </span>
              </div>
            );
          })}
        </div>
      </fieldset>
      {asked ? (
        <>
          <AccountSelect
            id={accountingFieldId('accountId')}
            accounts={accounts}
            value={values.accountId}
            error={errorText('accountId')}
            onChange={(accountId) => onChange({ accountId })}
          />
          {/* Said as soon as such an account is chosen; after a refused Export the error alert says it. */}
          {ofAccount.available.length === 0 && errors.accountId !== 'noFormat' ? (
            <Alert tone="warning">{t('accounting.errors.noFormat', { currency: ofAccount.currency })}</Alert>
          ) : null}
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('accounting.periodLegend')}</legend>
            <div className={styles.periods}>
              {PERIODS.map((period) => (
                <label key={period} className={styles.period}>
                  <input
                    type="radio"
                    name="accountingPeriod"
                    value={period}
                    checked={values.period === period}
                    onChange={() => onChange({ period })}
                  />
                  {t(`accounting.periods.${period}`)}
                </label>
              ))}
            </div>
            {values.period === 'month' ? (
              <Select
                id={accountingFieldId('month')}
                label={t('accounting.month')}
                name="month"
                value={values.month}
                error={errorText('month')}
                options={monthChoices(today).map((month) => {
                  const [year, number] = month.split('-').map(Number) as [number, number];
                  // Month names are lower case in some languages ("febrero de 2024"); an option starts a line.
                  const lower = formatMonth(year, number, i18n.language);
                  const name = lower.charAt(0).toLocaleUpperCase(i18n.language) + lower.slice(1);
                  return {
                    value: month,
                    label: isMonthSoFar(month, today) ? t('accounting.monthSoFar', { month: name }) : name,
                  };
                })}
                onChange={(event) => onChange({ month: event.target.value })}
              />
            ) : (
              <div className={styles.range}>
                <TextField
                  id={accountingFieldId('fromDate')}
                  type="date"
                  name="fromDate"
                  label={t('accounting.fromDate')}
                  max={latest}
                  aria-describedby={RANGE_HINT_ID}
                  value={values.fromDate}
                  error={errorText('fromDate')}
                  onChange={(event) => onChange({ fromDate: event.target.value })}
                />
                <TextField
                  id={accountingFieldId('toDate')}
                  type="date"
                  name="toDate"
                  label={t('accounting.toDate')}
                  min={values.fromDate || undefined}
                  max={latest}
                  aria-describedby={RANGE_HINT_ID}
                  value={values.toDate}
                  error={errorText('toDate')}
                  onChange={(event) => onChange({ toDate: event.target.value })}
                />
                <p id={RANGE_HINT_ID} className={styles.rangeHint}>
                  {t('accounting.rangeHint')}
                </p>
              </div>
            )}
          </fieldset>
        </>
      ) : null}
    </div>
  );
}
