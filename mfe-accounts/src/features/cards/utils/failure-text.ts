import type { TFunction } from 'i18next';
import { ApiError } from '@portal/api/errors';

/**
 * The text of a failed call: the server's own text (a card action's responseDescription, spec 02 §7, §8) or, for
 * failures the client names itself (network, no answer), their translation in the `common` namespace.
 */
export function failureText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError)
    return error.textKey ? t(error.textKey, { ns: 'common', defaultValue: error.message }) : error.message;
  return error instanceof Error ? error.message : String(error);
}
