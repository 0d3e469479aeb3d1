import {
  ACCOUNTING_FORMATS,
  accountingFormatsFor,
  type Account,
  type AccountingFormat,
} from '@portal/api/catalogue';
import { minorUnits } from '@portal/api/money';
import type { AccountingFormValues, ExportFormat } from './accounting-period';

/**
 * Why a format is not offered for an account (issue 51 review): its currency's code is not three letters (USDT: no
 * format carries it), or it has more decimals than camt.053 carries (BTC). Each is a text of the format's tile.
 */
export type FormatUnavailable = 'currencyCode' | 'tooPrecise';

/** The accounting formats an account can have, and its currency (which the reasons name). */
export interface AccountFormats {
  currency: string | undefined;
  available: readonly AccountingFormat[];
}

/** The formats of the chosen account, by the catalogue's rule; every format while no account is chosen. */
export function accountFormats(accounts: readonly Account[], accountId: number | undefined): AccountFormats {
  const currency = accounts.find((account) => account.accountId === accountId)?.currencyCode;
  return {
    currency,
    available:
      currency === undefined ? ACCOUNTING_FORMATS : accountingFormatsFor(currency, minorUnits(currency)),
  };
}

/** Why `format` is not offered for the account, or undefined when it is (the history's CSV always is). */
export function unavailableReason(
  { available }: AccountFormats,
  format: ExportFormat,
): FormatUnavailable | undefined {
  if (format === 'csv' || available.includes(format)) return undefined;
  // The catalogue's rule: a code that is not three letters leaves no format; otherwise only camt.053 is left out.
  return available.length === 0 ? 'currencyCode' : 'tooPrecise';
}

/**
 * The form with a format its account can have: a chosen accounting format the account cannot have moves to the
 * first one it can (camt.053 to MT940 for BTC). With none available (USDT) the choice stays, and the form says so.
 */
export function withAvailableFormat(
  values: AccountingFormValues,
  accounts: readonly Account[],
): AccountingFormValues {
  if (values.format === 'csv') return values;
  const { available } = accountFormats(accounts, values.accountId);
  const [first] = available;
  return first === undefined || available.includes(values.format) ? values : { ...values, format: first };
}
