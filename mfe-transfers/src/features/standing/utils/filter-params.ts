import { STANDING_PAYMENT_TYPES, type StandingPaymentsRequest } from '@portal/api/catalogue';

/** The list filter as the URL keeps it (spec 02 §3: beneficiaryEmail, fromAmount, toAmount, type). */
export type StandingFilter = StandingPaymentsRequest;

const AMOUNT = /^(0|[1-9]\d{0,11})(\.\d{1,8})?$/;

/** Reads the filter from a query string; values the sandbox would refuse are left out. */
export function filterFromSearch(search: string | URLSearchParams): StandingFilter {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filter: StandingFilter = {};
  const email = params.get('beneficiaryEmail')?.trim();
  if (email) filter.beneficiaryEmail = email.slice(0, 254);
  const fromAmount = params.get('fromAmount')?.trim();
  if (fromAmount && AMOUNT.test(fromAmount)) filter.fromAmount = fromAmount;
  const toAmount = params.get('toAmount')?.trim();
  if (toAmount && AMOUNT.test(toAmount)) filter.toAmount = toAmount;
  const type = params.get('type');
  if (type && (STANDING_PAYMENT_TYPES as readonly string[]).includes(type))
    filter.type = type as StandingFilter['type'];
  return filter;
}

/** The filter as query parameters; empty fields are left out. */
export function filterToSearch(filter: StandingFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['beneficiaryEmail', 'fromAmount', 'toAmount', 'type'] as const) {
    const value = filter[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** Whether a typed amount can be sent (empty counts as no bound). */
export function isAmountText(text: string): boolean {
  return text.trim() === '' || AMOUNT.test(text.trim());
}
