import {
  ACCOUNTING_FORMATS,
  ACCOUNTING_MAX_MONTHS,
  type AccountingExportRequest,
  type AccountingFormat,
} from '@portal/api/catalogue';

/** A format the form offers: the accounting ones, and on the history first the CSV of its filter (spec 02 §7). */
export type ExportFormat = 'csv' | AccountingFormat;

/**
 * The accounting export's form (issue 51 item 1): a format, an account, and a period that is a calendar month or a
 * range of days. Days are `YYYY-MM-DD` in UTC, as the server counts them (the contract's "UTC days, as the
 * history's"), and compare as text.
 */
export interface AccountingFormValues {
  /** With `csv` nothing else is asked: the file is the history's filter. */
  format: ExportFormat;
  accountId: number | undefined;
  period: 'month' | 'range';
  /** `YYYY-MM`. */
  month: string;
  fromDate: string;
  toDate: string;
}

export type AccountingField = 'accountId' | 'month' | 'fromDate' | 'toDate';

/** Translation keys (under `accounting.errors.`) of the form's field errors. */
export type AccountingFieldError =
  | 'accountMissing'
  | 'noFormat'
  | 'monthMissing'
  | 'fromMissing'
  | 'toMissing'
  | 'dateInvalid'
  | 'fromNotEnded'
  | 'toNotEnded'
  | 'dateOrder'
  | 'periodTooLong';

export type AccountingFieldErrors = Partial<Record<AccountingField, AccountingFieldError>>;

/** The fields in the order the form shows them, so a refused submit focuses the first one in error. */
export const ACCOUNTING_FIELDS: readonly AccountingField[] = ['accountId', 'month', 'fromDate', 'toDate'];

/** How many months before the newest one the month picker offers (older periods: the range of days). */
export const PICKER_MONTHS = 24;

const pad = (value: number) => String(value).padStart(2, '0');
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** Today in UTC, `YYYY-MM-DD`. */
export function utcToday(now: Date = new Date()): string {
  return day(now);
}

/** A real calendar day written `YYYY-MM-DD`. */
export function isValidDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && day(date) === value;
}

/**
 * The last day a statement may cover: yesterday (UTC). A day's closing booked balance is final only once the day has
 * ended, so the server refuses a `toDate` on or after today (issue 51 review).
 */
export function lastEndedDay(today: string): string {
  return day(new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000));
}

/** The month `offset` months before the month of `today`, `YYYY-MM`. */
function monthBefore(today: string, offset: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 - offset, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

/** The last month that has ended, `YYYY-MM` (the form's default period). */
export function lastCompleteMonth(today: string): string {
  return monthBefore(today, 1);
}

/**
 * The months the picker offers, newest first: the month of yesterday, then {@link PICKER_MONTHS} before it. That is
 * the current month (so far) from the 2nd on; on the 1st, when no day of it has ended, the last complete month.
 */
export function monthChoices(today: string): string[] {
  const newest = lastEndedDay(today);
  return Array.from({ length: PICKER_MONTHS + 1 }, (_, offset) => monthBefore(newest, offset));
}

/** Whether a month of the picker is the current one, offered up to yesterday ("so far"). */
export function isMonthSoFar(month: string, today: string): boolean {
  return month === today.slice(0, 7);
}

/** The days of a month, `YYYY-MM`; the current month ends yesterday (the server takes only days that have ended). */
export function monthPeriod(month: string, today: string): { fromDate: string; toDate: string } {
  const [, year, number] = ISO_MONTH.exec(month) ?? [];
  // Day 0 of the next month is the last day of this one.
  const last = day(new Date(Date.UTC(Number(year), Number(number), 0)));
  const latest = lastEndedDay(today);
  return { fromDate: `${month}-01`, toDate: last > latest ? latest : last };
}

/**
 * The last day a period from `fromDate` may end on, as the server counts it: the same day number
 * {@link ACCOUNTING_MAX_MONTHS} months on (clamped to that month's last day), less a day. 1 January ends on
 * 31 December; 29 February on 27 February of the next year.
 */
export function latestToDate(fromDate: string): string {
  const [year, month, date] = fromDate.split('-').map(Number) as [number, number, number];
  const monthIndex = month - 1 + ACCOUNTING_MAX_MONTHS;
  // Day 0 of the month after is the last day of that month.
  const monthDays = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return day(new Date(Date.UTC(year, monthIndex, Math.min(date, monthDays) - 1)));
}

/** The period the form asks for, `fromDate` and `toDate` (not checked). */
export function formPeriod(
  values: AccountingFormValues,
  today: string,
): { fromDate: string; toDate: string } {
  if (values.period === 'month') return monthPeriod(values.month, today);
  return { fromDate: values.fromDate.trim(), toDate: values.toDate.trim() };
}

/**
 * The server's rules, checked before asking it (issue 51 item 1; the server answers TA1 otherwise): an account
 * with a format that can carry its currency (`available`, the account's formats); a month with a day that has
 * ended; or two days with from ≤ to, to yesterday at the latest, and at most {@link ACCOUNTING_MAX_MONTHS} months.
 */
export function validateAccountingForm(
  values: AccountingFormValues,
  today: string,
  available: readonly AccountingFormat[] = ACCOUNTING_FORMATS,
): AccountingFieldErrors {
  const errors: AccountingFieldErrors = {};
  if (values.format === 'csv') return errors;
  if (values.accountId === undefined) errors.accountId = 'accountMissing';
  else if (available.length === 0) errors.accountId = 'noFormat';
  const latest = lastEndedDay(today);
  if (values.period === 'month') {
    if (!ISO_MONTH.test(values.month) || values.month > latest.slice(0, 7)) errors.month = 'monthMissing';
    return errors;
  }
  const { fromDate, toDate } = formPeriod(values, today);
  if (!fromDate) errors.fromDate = 'fromMissing';
  else if (!isValidDay(fromDate)) errors.fromDate = 'dateInvalid';
  else if (fromDate > latest) errors.fromDate = 'fromNotEnded';
  if (!toDate) errors.toDate = 'toMissing';
  else if (!isValidDay(toDate)) errors.toDate = 'dateInvalid';
  else if (toDate > latest) errors.toDate = 'toNotEnded';
  else if (!errors.fromDate && toDate < fromDate) errors.toDate = 'dateOrder';
  else if (!errors.fromDate && toDate > latestToDate(fromDate)) errors.toDate = 'periodTooLong';
  return errors;
}

/** The request of a valid form with an accounting format. */
export function accountingRequest(values: AccountingFormValues, today: string): AccountingExportRequest {
  return {
    accountId: values.accountId as number,
    format: values.format as AccountingFormat,
    ...formPeriod(values, today),
  };
}

/**
 * The form as it opens: the account given, and the period of the dates given (the history filter's), else the last
 * complete month. A range ends yesterday when no end is given or the end given has not ended yet (a history filter
 * up to today); dates that are then exactly one of the picker's months open as that month.
 */
export function initialAccountingForm(
  {
    accountId,
    fromDate = '',
    toDate = '',
    format = 'camt053',
  }: {
    accountId?: number;
    fromDate?: string;
    toDate?: string;
    format?: ExportFormat;
  },
  today: string,
): AccountingFormValues {
  const base = {
    format,
    accountId,
    period: 'month' as const,
    month: lastCompleteMonth(today),
    fromDate: '',
    toDate: '',
  };
  if (!fromDate && !toDate) return base;
  const latest = lastEndedDay(today);
  const end = !toDate || (isValidDay(toDate) && toDate > latest) ? latest : toDate;
  const month = fromDate.slice(0, 7);
  const whole = monthPeriod(month, today);
  if (monthChoices(today).includes(month) && whole.fromDate === fromDate && whole.toDate === end)
    return { ...base, month };
  return { ...base, period: 'range', fromDate, toDate: end };
}
