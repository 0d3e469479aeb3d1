import { addDecimal, isNonZeroDecimal, isPositiveDecimal, MAX_DISPLAY_DECIMALS } from '@portal/api/money';
import type { DecimalString } from '@portal/api/catalogue';

/** What a customer may type as an amount: digits with one decimal separator (dot or comma); no sign, no exponent. */
const DECIMAL_INPUT = /^\d+([.,]\d+)?$/;

export type DecimalInputError = 'invalid' | 'tooManyDecimals';

/**
 * Checks an amount field. Empty is fine (the caller decides whether it is required); `maxDecimals` defaults to the
 * 8 decimals amounts are shown with (spec 02 §9).
 */
export function decimalInputError(
  value: string,
  maxDecimals: number = MAX_DISPLAY_DECIMALS,
): DecimalInputError | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  if (!DECIMAL_INPUT.test(text)) return 'invalid';
  const decimals = text.split(/[.,]/)[1]?.length ?? 0;
  return decimals > maxDecimals ? 'tooManyDecimals' : undefined;
}

/** A valid amount field as the exact decimal the server takes (`"1 234,50"` is not valid; `"12,5"` → `"12.5"`). */
export function toDecimalString(value: string): DecimalString {
  // Exact decimal arithmetic normalises the text (leading zeros) without going through a float.
  return addDecimal(value.trim().replace(',', '.'), '0');
}

/** Compares two decimals exactly: negative when a < b, 0 when equal, positive when a > b. */
export function compareDecimals(a: DecimalString, b: DecimalString): number {
  const difference = addDecimal(a, b.startsWith('-') ? b.slice(1) : `-${b}`);
  if (!isNonZeroDecimal(difference)) return 0;
  return isPositiveDecimal(difference) ? 1 : -1;
}
