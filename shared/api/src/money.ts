import type { DecimalString } from '@portal/api/catalogue';
import {
  abs,
  dividedBy,
  parseDecimal,
  plus,
  roundHalfUp,
  sign,
  times,
  toPlainString,
  type ExactDecimal,
} from './decimal';

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
 * Formats a decimal amount exactly, never through a float: at least the currency's minor units, at most 8 decimals
 * (spec 02 §9, rounded half away from zero as Intl does), symbol per spec 01 §9.
 */
export function formatMoney(amount: DecimalString, currencyCode: string, locale = 'en'): string {
  const value = parseDecimal(amount);
  const number = formatDecimal(abs(value), minorUnits(currencyCode), toIntlLocale(locale));
  const minus = sign(value) < 0 ? '-' : '';
  const known = CURRENCY_SYMBOLS[currencyCode];
  if (!known) return `${minus}${number} ${currencyCode}`;
  return known.position === 'prefix'
    ? `${minus}${known.symbol}${number}`
    : `${minus}${number} ${known.symbol}`;
}

/**
 * The separators of the portal's languages, as CLDR has them: `minGrouping` is the digits a number needs before its
 * first group separator (Spanish writes 1234,50 but 12.345,00). money.test.ts holds every language against
 * `Intl.NumberFormat`.
 *
 * Why not Intl itself: the first `Intl.NumberFormat` a page makes loads ICU's number data, 27–88 ms of one task at
 * 1× CPU in Chromium (measured on a cold page), more than the rest of /home's first render (issue 28 item 1).
 * Reading the digits of an exact decimal costs nothing to start. Other locales still go to Intl.
 */
export const NUMBER_SYMBOLS: Readonly<
  Record<string, { decimal: string; group: string; minGrouping: number }>
> = {
  en: { decimal: '.', group: ',', minGrouping: 1 },
  es: { decimal: ',', group: '.', minGrouping: 2 },
  pt: { decimal: ',', group: '.', minGrouping: 1 },
  ro: { decimal: ',', group: '.', minGrouping: 1 },
  ru: { decimal: ',', group: '\u00a0', minGrouping: 1 },
  uk: { decimal: ',', group: '\u00a0', minGrouping: 1 },
};

/** A non-negative decimal with `minDigits` to 8 decimals in a locale's notation, grouped by thousands. */
function formatDecimal(value: ExactDecimal, minDigits: number, locale: string): string {
  const symbols = NUMBER_SYMBOLS[locale];
  if (!symbols) return numberFormat(locale, minDigits).format(toPlainString(value) as `${number}`);
  const [whole = '0', fraction = ''] = toPlainString(
    roundHalfUp(value, Math.max(minDigits, MAX_DISPLAY_DECIMALS)),
  ).split('.');
  let grouped = whole;
  if (whole.length - 3 >= symbols.minGrouping) {
    grouped = whole.slice(0, whole.length % 3 || 3);
    for (let at = grouped.length; at < whole.length; at += 3)
      grouped += `${symbols.group}${whole.slice(at, at + 3)}`;
  }
  const decimals = fraction.padEnd(minDigits, '0');
  return decimals ? `${grouped}${symbols.decimal}${decimals}` : grouped;
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

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The date formatter of a product language and options, built once: a list that formatted each row's date with a
 * formatter of its own spent a fifth of a keystroke's time building them (issue 49, INP of the history's keyword).
 */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = toIntlLocale(language);
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

export function addDecimal(a: DecimalString, b: DecimalString): DecimalString {
  return toPlainString(plus(parseDecimal(a), parseDecimal(b)));
}

export function isPositiveDecimal(amount: DecimalString): boolean {
  return sign(parseDecimal(amount)) > 0;
}

export function isNonZeroDecimal(amount: DecimalString): boolean {
  return sign(parseDecimal(amount)) !== 0;
}

/** Sums amounts exactly; an empty list sums to "0". */
export function sumDecimals(amounts: readonly DecimalString[]): DecimalString {
  return toPlainString(
    amounts.reduce((total, amount) => plus(total, parseDecimal(amount)), parseDecimal('0')),
  );
}

/** spec 02 §3: the remaining value of a pre-payment account is |minimum balance| + balance. */
export function remainingValue(balance: DecimalString, accountBalanceMin: DecimalString): DecimalString {
  return toPlainString(plus(abs(parseDecimal(accountBalanceMin)), parseDecimal(balance)));
}

/** Exact product of two decimals (an amount by a rate). */
export function multiplyDecimal(a: DecimalString, b: DecimalString): DecimalString {
  return toPlainString(times(parseDecimal(a), parseDecimal(b)));
}

/** a ÷ b rounded half up to `places` decimals (a rate's inverse); throws on a zero divisor. */
export function divideDecimal(a: DecimalString, b: DecimalString, places: number): DecimalString {
  return toPlainString(dividedBy(parseDecimal(a), parseDecimal(b), places));
}

/** An amount rounded half up to the currency's minor units (spec 02 §9), e.g. a converted estimate. */
export function roundMoney(amount: DecimalString, currencyCode: string): DecimalString {
  return toPlainString(roundHalfUp(parseDecimal(amount), minorUnits(currencyCode)));
}
