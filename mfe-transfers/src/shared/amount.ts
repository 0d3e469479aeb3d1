import type { TFunction } from 'i18next';
import { string } from 'yup';
import type { DecimalString } from '@portal/api/catalogue';
import { addDecimal, isNonZeroDecimal, isPositiveDecimal, minorUnits } from '@portal/api/money';
import { fieldProblem, type FieldProblem } from './form-validation';

/** Why a typed amount is refused; each is a text under `shared.amountErrors.` (namespace `transfers`). */
export type AmountProblem = 'required' | 'format' | 'decimals' | 'positive' | 'exceedsMax';

const DECIMAL = /^\d+(\.(\d+))?$/;

/** A typed amount as the exact decimal the server takes (`"12,5"` → `"12.5"`); undefined when it is not a number. */
export function parseAmount(value: string): DecimalString | undefined {
  const text = value.trim().replace(',', '.');
  // Exact decimal arithmetic gives the canonical form ("010.50" → "10.5") without passing through a float.
  return DECIMAL.test(text) ? addDecimal(text, '0') : undefined;
}

/** True when the text is an amount over 0 (the fee calls need one, spec 02 §5). */
export function isPositiveAmount(value: string): boolean {
  const amount = parseAmount(value);
  return amount !== undefined && isPositiveDecimal(amount);
}

/** Compares two decimals exactly: negative when a < b, 0 when equal, positive when a > b. */
export function compareDecimals(a: DecimalString, b: DecimalString): number {
  const difference = addDecimal(a, b.startsWith('-') ? b.slice(1) : `-${b}`);
  if (!isNonZeroDecimal(difference)) return 0;
  return isPositiveDecimal(difference) ? 1 : -1;
}

/**
 * An amount to send: a decimal with at most the currency's minor units, over 0, and at most `max` (the most the
 * account can send, fee included) when known.
 */
export function amountProblem(
  value: string,
  { currencyCode, max }: { currencyCode?: string; max?: DecimalString },
): AmountProblem | undefined {
  const text = value.trim().replace(',', '.');
  if (text === '') return 'required';
  const match = DECIMAL.exec(text);
  if (!match) return 'format';
  if (currencyCode && (match[2]?.length ?? 0) > minorUnits(currencyCode)) return 'decimals';
  if (!isPositiveDecimal(text)) return 'positive';
  if (max !== undefined && compareDecimals(text, max) > 0) return 'exceedsMax';
  return undefined;
}

/** The text of an amount refusal (namespace `transfers`). */
export function amountProblemText(
  t: TFunction<'transfers'>,
  problem: AmountProblem,
  currencyCode = '',
  max = '',
): string {
  const digits = minorUnits(currencyCode);
  return t(`shared.amountErrors.${problem}`, { digits, count: digits, max });
}

/** The problem as a yup message: its text key with the values the text shows. */
export function amountFieldProblem(problem: AmountProblem, currencyCode = '', max = ''): FieldProblem {
  const digits = minorUnits(currencyCode);
  return fieldProblem(`shared.amountErrors.${problem}`, { digits, count: digits, max });
}

/**
 * What an amount schema reads from yup's validation `context` (what the form knows beside its values): the
 * currency of the paying account and, when known, the most it can send.
 */
export interface AmountSchemaContext {
  currencyCode?: string;
  maxAmount?: DecimalString;
  /** The max as the customer reads it in the error (formatted with its currency); the decimal else. */
  maxText?: string;
}

/**
 * The amount field of every transfer form: the typed text stays a string and is checked by {@link amountProblem}
 * with exact decimals (never a float), the currency and max coming from the validation context.
 */
export const amountSchema = string()
  .default('')
  .test('amount', function (value) {
    const { currencyCode, maxAmount, maxText } = (this.options.context ?? {}) as AmountSchemaContext;
    const problem = amountProblem(value ?? '', { currencyCode, max: maxAmount });
    return problem
      ? this.createError({ message: amountFieldProblem(problem, currencyCode, maxText ?? maxAmount) })
      : true;
  });
