import Decimal from 'decimal.js';
import type { DecimalString } from '@portal/api/contract';

/** spec 01 §9: the symbols the product shows. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, { symbol: string; position: 'prefix' | 'suffix' }>> = {
  EUR: { symbol: '€', position: 'prefix' },
  USD: { symbol: '$', position: 'prefix' },
  AUD: { symbol: '$', position: 'prefix' },
  CAD: { symbol: '$', position: 'prefix' },
  GBP: { symbol: '£', position: 'prefix' },
  RON: { symbol: 'lei', position: 'suffix' },
};

/** ISO 4217 minor units where they are not 2; crypto shows 8. */
const MINOR_UNITS: Readonly<Record<string, number>> = { JPY: 0, KRW: 0, HUF: 2, BTC: 8, ETH: 8, USDT: 6 };
/** spec 02 §9: amounts show up to 8 decimals, trimmed. */
export const MAX_DISPLAY_DECIMALS = 8;

export function minorUnits(currencyCode: string): number {
  return MINOR_UNITS[currencyCode] ?? 2;
}

/** The symbol of a currency, or its code where the product has none. */
export function currencySymbol(currencyCode: string): string {
  return CURRENCY_SYMBOLS[currencyCode]?.symbol ?? currencyCode;
}

/**
 * Formats a decimal amount exactly (the string goes to Intl, never through a float):
 * at least the currency's minor units, at most 8 decimals (spec 02 §9), symbol per spec 01 §9.
 */
export function formatMoney(amount: DecimalString, currencyCode: string, locale = 'en'): string {
  const value = new Decimal(amount);
  const formatter = numberFormat(toIntlLocale(locale), minorUnits(currencyCode));
  const number = formatter.format(value.abs().toFixed() as `${number}`);
  const sign = value.isNegative() && !value.isZero() ? '-' : '';
  const known = CURRENCY_SYMBOLS[currencyCode];
  if (!known) return `${sign}${number} ${currencyCode}`;
  return known.position === 'prefix' ? `${sign}${known.symbol}${number}` : `${sign}${number} ${known.symbol}`;
}

// Building an Intl.NumberFormat is costly and long lists format thousands of amounts: one per locale and digits.
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: Math.max(digits, MAX_DISPLAY_DECIMALS),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Product language → BCP 47 (the product's `ua` is Ukrainian, `uk`). */
export function toIntlLocale(language: string): string {
  return language === 'ua' ? 'uk' : language;
}

export function addDecimal(a: DecimalString, b: DecimalString): DecimalString {
  return new Decimal(a).plus(b).toFixed();
}

export function isPositiveDecimal(amount: DecimalString): boolean {
  return new Decimal(amount).greaterThan(0);
}

export function isNonZeroDecimal(amount: DecimalString): boolean {
  return !new Decimal(amount).isZero();
}

/** Sums amounts exactly; an empty list sums to "0". */
export function sumDecimals(amounts: readonly DecimalString[]): DecimalString {
  return amounts.reduce<Decimal>((total, amount) => total.plus(amount), new Decimal(0)).toFixed();
}

/** spec 02 §3: the remaining value of a pre-payment account is |minimum balance| + balance. */
export function remainingValue(balance: DecimalString, accountBalanceMin: DecimalString): DecimalString {
  return new Decimal(accountBalanceMin).abs().plus(balance).toFixed();
}
