import type { TFunction } from 'i18next';
import { serverRefusal } from '../../../shared/server-refusal';
import { PAYEE_FIELDS, type PayeeField } from './form-values';

/** Form fields outside the payee a refusal can be about. */
const FORM_FIELDS = ['amount', 'reference', 'templateName', 'accountId', 'countryCode'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

/** A server refusal laid out on the external form: lines on their fields, the rest above the form. */
export interface Refusal {
  code?: string;
  payee: Partial<Record<PayeeField, string>>;
  extraParams: Record<string, string>;
  fields: Partial<Record<FormField, string>>;
  /** What belongs to no field (TNA, an unknown field, a network failure); undefined when all is on the fields. */
  message?: string;
  /** The operation sent to be amended can no longer be (its code expired, it is no longer waiting for it). */
  operationRefused?: boolean;
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * Lays out a refused submit (spec 02 §8): TA1 `field: reason` lines go to their fields (`details.iban`,
 * `extraParams.purpose`, `amount`...), a refusal's `field` (51 insufficient funds, 61 limit exceeded on `amount`)
 * carries the server's message there; anything else, TNA included, is the server's message above the form.
 */
export function refusalOf(
  error: unknown,
  extraParamNames: readonly string[],
  t: TFunction<'transfers'>,
): Refusal {
  const { code, message, fieldErrors } = serverRefusal(error, t);
  const refusal: Refusal = { code, payee: {}, extraParams: {}, fields: {} };
  if (fieldErrors.operationId !== undefined) refusal.operationRefused = true;
  let placed = 0;
  for (const [field, text] of Object.entries(fieldErrors)) {
    placed += 1;
    if (extraParamNames.includes(field) && !isOneOf(PAYEE_FIELDS, field)) refusal.extraParams[field] = text;
    else if (isOneOf(PAYEE_FIELDS, field)) refusal.payee[field] = text;
    else if (isOneOf(FORM_FIELDS, field)) refusal.fields[field] = text;
    else placed -= 1;
  }
  // 51 and 61 are about the amount even when the server names no field.
  if ((code === '51' || code === '61') && !refusal.fields.amount) {
    refusal.fields.amount = message;
    placed += 1;
  }
  if (placed === 0 || placed < Object.keys(fieldErrors).length) refusal.message = message;
  return refusal;
}
