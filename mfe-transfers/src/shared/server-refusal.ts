import type { TFunction } from 'i18next';
import { ApiError } from '@portal/api/errors';

/** A refused submit, ready for a form: the server's message beside the form and its field errors on the fields. */
export interface ServerRefusal {
  /** The response code (51 insufficient funds, 61 limit exceeded, TA1 invalid parameters ...). */
  code?: string;
  message: string;
  /** TA1 `field: reason` lines, and the `field` a refusal names (spec 02 §3), by field name. */
  fieldErrors: Record<string, string>;
}

const FIELD_LINE = /^([\w.]+):\s*(.+)$/;

/**
 * Reads a failed submit (spec 02 §8): the message in the order the spec gives (the client already picked it), the
 * TA1 lines split into field errors, and a refusal's `field` (e.g. `amount` on 51 or 61) carrying the message.
 * Failures the client names itself (network, no answer) are translated from the `common` namespace.
 */
export function serverRefusal(error: unknown, t: TFunction<'transfers'>): ServerRefusal {
  if (!(error instanceof ApiError))
    return { message: error instanceof Error ? error.message : String(error), fieldErrors: {} };
  const message = error.textKey
    ? t(error.textKey, { ns: 'common', defaultValue: error.message })
    : error.message;
  const fieldErrors: Record<string, string> = {};
  for (const line of error.validationErrors) {
    const match = FIELD_LINE.exec(line);
    const field = match?.[1]?.split('.').pop();
    if (field && match?.[2]) fieldErrors[field] = match[2];
  }
  const field = error.body?.field;
  if (typeof field === 'string' && field && !fieldErrors[field]) fieldErrors[field] = message;
  return { code: error.code, message, fieldErrors };
}
