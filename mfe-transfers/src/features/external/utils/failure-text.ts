import type { TFunction } from 'i18next';
import { ApiError } from '@portal/api/errors';

/**
 * The text of a failed read: the server's own text or, for failures the client names itself (network, no
 * answer), their translation in the `common` namespace.
 */
export function failureText(error: unknown, t: TFunction<'transfers'>): string {
  if (error instanceof ApiError)
    return error.textKey ? t(error.textKey, { ns: 'common', defaultValue: error.message }) : error.message;
  return error instanceof Error ? error.message : String(error);
}
