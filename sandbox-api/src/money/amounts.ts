import Decimal from 'decimal.js';
import { invalidParameters } from '../platform/http/errors';

/** Method-API refusals answer HTTP 200 (spec 01 §8). */
export const METHOD_INPUT_ERROR_STATUS = 200;

/** A TA1 refusal with one `field: reason` line. */
export function invalidField(field: string, reason: string) {
  return invalidParameters([`${field}: ${reason}`], METHOD_INPUT_ERROR_STATUS);
}

/**
 * A decimal string as the schemas accept it: no sign, no exponent, at most 12 integer digits and 8 decimals
 * (the numeric(20,8) columns).
 */
export const amountSchema = { type: 'string', pattern: '^(0|[1-9][0-9]{0,11})(\\.[0-9]{1,8})?$' } as const;

/**
 * An amount of money in a currency: over 0 and with no more decimals than the currency has (EUR 2, JPY 0,
 * BTC 8). Answers the exact decimal text to store; TA1 otherwise.
 */
export function parseAmount(field: string, text: string, currencyCode: string, minorUnits: number): string {
  const amount = new Decimal(text);
  if (!amount.greaterThan(0)) throw invalidField(field, 'must be over 0');
  if (amount.decimalPlaces() > minorUnits)
    throw invalidField(
      field,
      minorUnits === 0
        ? `${currencyCode} amounts have no decimals`
        : `${currencyCode} amounts have at most ${minorUnits} decimals`,
    );
  return amount.toFixed();
}
