import type { TFunction } from 'i18next';
import { addDecimal, isPositiveDecimal, minorUnits } from '@portal/api/money';
import type { DecimalString } from '@portal/api/catalogue';

/** Why an amount is refused; each is a text under `cards.amountErrors.`. */
export type AmountError = 'required' | 'format' | 'decimals' | 'positive' | 'exceedsBalance';

const DECIMAL = /^\d+(\.(\d+))?$/;

/** A typed amount as a decimal string: trimmed, a decimal comma read as a point; undefined when not a number. */
export function parseAmount(value: string): DecimalString | undefined {
  const text = value.trim().replace(',', '.');
  // addDecimal with 0 gives the canonical form ("010.50" → "10.5") without passing through a float.
  return DECIMAL.test(text) ? addDecimal(text, '0') : undefined;
}

function negate(amount: DecimalString): DecimalString {
  return amount.startsWith('-') ? amount.slice(1) : `-${amount}`;
}

/** True when `amount` is more than `limit`, exactly (never a float). */
export function exceeds(amount: DecimalString, limit: DecimalString): boolean {
  return isPositiveDecimal(addDecimal(amount, negate(limit)));
}

/**
 * An amount of money to send: a decimal number with no more decimals than the currency's minor units, over 0, and
 * at most `max` (the balance of the account it comes from) when given.
 */
export function amountError(
  value: string,
  { currencyCode, max }: { currencyCode: string; max?: DecimalString },
): AmountError | undefined {
  const text = value.trim().replace(',', '.');
  if (text === '') return 'required';
  const match = DECIMAL.exec(text);
  if (!match) return 'format';
  if ((match[2]?.length ?? 0) > minorUnits(currencyCode)) return 'decimals';
  if (!isPositiveDecimal(text)) return 'positive';
  if (max !== undefined && exceeds(text, max)) return 'exceedsBalance';
  return undefined;
}

/** The text of an amount refusal (namespace `accounts`). */
export function amountErrorText(error: AmountError, currencyCode: string, t: TFunction): string {
  const digits = minorUnits(currencyCode);
  return t(`cards.amountErrors.${error}`, { digits, count: digits });
}
