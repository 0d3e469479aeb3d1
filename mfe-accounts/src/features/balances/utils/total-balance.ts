import { isCardAccount } from '@portal/api/cards';
import { ACCOUNT_TYPES, type Account, type DecimalString, type DefaultRate } from '@portal/api/catalogue';
import { addDecimal, divideDecimal, isNonZeroDecimal, multiplyDecimal, roundMoney } from '@portal/api/money';
import { isCryptoWallet } from '../../../shared/account-groups';

/** The sandbox bank quotes its default rates from EUR (spec 02 §7 "Default exchange rates"); crosses go through it. */
export const BASE_CURRENCY = 'EUR';
/** Digits kept of an inverted or crossed rate (the sandbox keeps 10). */
const RATE_DECIMALS = 10;

/**
 * The customer's main currency: that of the first live fiat payment account the balance inquiry lists (spec 02 §7:
 * the inquiry lists the primary account first; spec 02 §2 home shows the accounts in that order), else of the first
 * live account, else EUR, the currency the sandbox bank quotes from.
 */
export function mainCurrencyOf(accounts: readonly Account[]): string {
  const live = accounts.filter((account) => account.type !== ACCOUNT_TYPES.closed);
  const payment = live.find((account) => account.type === ACCOUNT_TYPES.payment && !isCryptoWallet(account));
  return (payment ?? live[0])?.currencyCode ?? BASE_CURRENCY;
}

/**
 * The accounts the total adds up: live ones, less debit card accounts, which spend their settlement account's
 * money (spec 02 §7 "For a debit history the account must be a settlement account") and would count it twice.
 */
export function countedAccounts(accounts: readonly Account[]): Account[] {
  return accounts.filter(
    (account) =>
      account.type !== ACCOUNT_TYPES.closed && !(isCardAccount(account) && account.subType === 'DEBIT'),
  );
}

function quoted(rates: readonly DefaultRate[], from: string, to: string): DecimalString | undefined {
  if (from === to) return '1';
  const direct = rates.find((rate) => rate.fromCurrencyCode === from && rate.toCurrencyCode === to);
  if (direct) return String(direct.rate);
  const reverse = rates.find((rate) => rate.fromCurrencyCode === to && rate.toCurrencyCode === from);
  if (reverse && isNonZeroDecimal(String(reverse.rate)))
    return divideDecimal('1', String(reverse.rate), RATE_DECIMALS);
  return undefined;
}

/**
 * The rate from one currency to another by the default rates: direct, inverted, or crossed through EUR (as the
 * sandbox's exchange-rate quote does); undefined when none leads there.
 */
export function rateBetween(
  rates: readonly DefaultRate[],
  from: string,
  to: string,
): DecimalString | undefined {
  const known = quoted(rates, from, to);
  if (known !== undefined) return known;
  const toBase = quoted(rates, from, BASE_CURRENCY);
  const fromBase = quoted(rates, BASE_CURRENCY, to);
  if (toBase === undefined || fromBase === undefined) return undefined;
  // Rounded to the sandbox's digits, as its crossed quote is.
  return divideDecimal(multiplyDecimal(toBase, fromBase), '1', RATE_DECIMALS);
}

export type TotalEstimate =
  | { kind: 'total'; amount: DecimalString; currencyCode: string }
  /** Some currency has no rate to the main one: no total, and which ones. */
  | { kind: 'missingRates'; currencyCode: string; missing: string[] };

/**
 * The estimated total of the accounts in the main currency: each balance converted exactly at the default rate,
 * summed, then rounded once (half up) to the main currency's minor units. Decimal arithmetic throughout.
 */
export function estimateTotal(
  accounts: readonly Account[],
  rates: readonly DefaultRate[],
  currencyCode = mainCurrencyOf(accounts),
): TotalEstimate {
  const missing = new Set<string>();
  let sum: DecimalString = '0';
  for (const account of countedAccounts(accounts)) {
    const rate = rateBetween(rates, account.currencyCode, currencyCode);
    if (rate === undefined) missing.add(account.currencyCode);
    else sum = addDecimal(sum, multiplyDecimal(account.balance, rate));
  }
  if (missing.size > 0) return { kind: 'missingRates', currencyCode, missing: [...missing].sort() };
  return { kind: 'total', amount: roundMoney(sum, currencyCode), currencyCode };
}
