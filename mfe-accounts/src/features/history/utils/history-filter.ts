import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type HistoryFilter,
  type TransactionDirection,
  type TransactionStatus,
  type TransactionType,
} from '@portal/api/catalogue';
import { isCheckableEmail } from '@portal/api/validation';
import { compareDecimals, decimalInputError, toDecimalString } from '../../../shared/decimal-input';

/**
 * The history filter of spec 02 §3 as the form holds it (text, empty meaning "any") and as the address bar keeps
 * it, so a reload or a shared link shows the same history. The query parameters are the filter's own field names.
 */
export interface HistoryFormValues {
  keyword: string;
  transactionType: string;
  transactionDirection: string;
  status: string;
  fromDate: string;
  toDate: string;
  fromAmount: string;
  toAmount: string;
  email: string;
}
export type HistoryField = keyof HistoryFormValues;

export const EMPTY_HISTORY_FORM: HistoryFormValues = {
  keyword: '',
  transactionType: '',
  transactionDirection: '',
  status: '',
  fromDate: '',
  toDate: '',
  fromAmount: '',
  toAmount: '',
  email: '',
};
const FIELDS = Object.keys(EMPTY_HISTORY_FORM) as HistoryField[];

export const TRANSACTION_DIRECTIONS: readonly TransactionDirection[] = ['in', 'out'];

/** What the address bar says: the account, the filter and the page. */
export interface HistorySearch {
  accountId?: number;
  values: HistoryFormValues;
  /** 1-based. */
  pageNumber: number;
}

const PAGE_PARAM = 'page';

function positiveInteger(text: string | null): number | undefined {
  if (text === null || !/^\d{1,15}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}

/** Reads the address bar; unknown choices (a hand-edited link) read as "any". */
export function readHistorySearch(params: URLSearchParams): HistorySearch {
  const values = { ...EMPTY_HISTORY_FORM };
  for (const field of FIELDS) values[field] = params.get(field)?.trim() ?? '';
  if (!(TRANSACTION_TYPES as readonly string[]).includes(values.transactionType)) values.transactionType = '';
  if (!(TRANSACTION_DIRECTIONS as readonly string[]).includes(values.transactionDirection))
    values.transactionDirection = '';
  if (!(TRANSACTION_STATUSES as readonly string[]).includes(values.status)) values.status = '';
  return {
    accountId: positiveInteger(params.get('accountId')),
    values,
    pageNumber: positiveInteger(params.get(PAGE_PARAM)) ?? 1,
  };
}

/** The address bar for a search: empty fields and page 1 are left out, so links stay short. */
export function writeHistorySearch({ accountId, values, pageNumber }: HistorySearch): URLSearchParams {
  const params = new URLSearchParams();
  if (accountId !== undefined) params.set('accountId', String(accountId));
  for (const field of FIELDS) {
    const value = values[field].trim();
    if (value) params.set(field, value);
  }
  if (pageNumber > 1) params.set(PAGE_PARAM, String(pageNumber));
  return params;
}

/** Translation keys (under `history.errors.`) of the form's field errors. */
export type HistoryFieldError =
  'amountInvalid' | 'amountDecimals' | 'amountOrder' | 'dateInvalid' | 'dateOrder' | 'emailInvalid';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isValidDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * Field errors of the filter: amounts are decimals (at most 8 decimals, spec 02 §9) with from ≤ to, dates are days
 * with from ≤ to, and the counterparty e-mail follows spec 02 §5 (at least 6 characters, an @ and a dot; empty is
 * allowed).
 */
export function validateHistoryForm(
  values: HistoryFormValues,
): Partial<Record<HistoryField, HistoryFieldError>> {
  const errors: Partial<Record<HistoryField, HistoryFieldError>> = {};
  for (const field of ['fromAmount', 'toAmount'] as const) {
    const error = decimalInputError(values[field]);
    if (error) errors[field] = error === 'invalid' ? 'amountInvalid' : 'amountDecimals';
  }
  if (
    !errors.fromAmount &&
    !errors.toAmount &&
    values.fromAmount.trim() &&
    values.toAmount.trim() &&
    compareDecimals(toDecimalString(values.toAmount), toDecimalString(values.fromAmount)) < 0
  )
    errors.toAmount = 'amountOrder';
  for (const field of ['fromDate', 'toDate'] as const) {
    if (values[field] && !isValidDay(values[field])) errors[field] = 'dateInvalid';
  }
  // ISO days compare as text.
  if (
    !errors.fromDate &&
    !errors.toDate &&
    values.fromDate &&
    values.toDate &&
    values.toDate < values.fromDate
  )
    errors.toDate = 'dateOrder';
  if (values.email.trim() && !isCheckableEmail(values.email)) errors.email = 'emailInvalid';
  return errors;
}

/**
 * The filter the server gets: the account and each field that is set and valid, nothing else (spec 02 §5: an
 * invalid e-mail is never sent). The history, its CSV export and the statement of a month all send this shape.
 */
export function toHistoryFilter(accountId: number, values: HistoryFormValues): HistoryFilter {
  const errors = validateHistoryForm(values);
  const ok = (field: HistoryField) => values[field].trim() !== '' && errors[field] === undefined;
  const filter: HistoryFilter = { accountId };
  if (ok('keyword')) filter.keyword = values.keyword.trim();
  if (ok('transactionType')) filter.transactionType = values.transactionType as TransactionType;
  if (ok('transactionDirection'))
    filter.transactionDirection = values.transactionDirection as TransactionDirection;
  if (ok('status')) filter.status = values.status as TransactionStatus;
  if (ok('fromDate')) filter.fromDate = values.fromDate;
  if (ok('toDate')) filter.toDate = values.toDate;
  if (ok('fromAmount')) filter.fromAmount = toDecimalString(values.fromAmount);
  if (ok('toAmount')) filter.toAmount = toDecimalString(values.toAmount);
  if (ok('email')) filter.email = values.email.trim();
  return filter;
}

/** True when any filter field is set (Reset has something to clear). */
export function hasFilter(values: HistoryFormValues): boolean {
  return FIELDS.some((field) => values[field].trim() !== '');
}

/**
 * How many filter fields are set (the account is a choice, not a filter), for the phone's "Filter (2)" button
 * (issue 14). Each bound of a range counts on its own.
 */
export function activeFilterCount(values: HistoryFormValues): number {
  return FIELDS.filter((field) => values[field].trim() !== '').length;
}
