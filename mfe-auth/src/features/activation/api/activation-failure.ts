import { ApiError } from '@portal/api/errors';
import type { ErrorPopupPayload } from '@portal/events/bus';

/**
 * The error popup of a failed activation (spec 01 §8): header "Account Activation" (translated by the caller), body
 * the validation errors joined by commas, else the server's description.
 */
export function activationFailure(error: unknown, title: string): ErrorPopupPayload {
  const failure = error instanceof ApiError ? error : ApiError.noResponse();
  if (failure.validationErrors.length > 0)
    return { title, message: failure.validationErrors.join(', '), code: failure.code };
  const description = failure.body?.responseDescription;
  if (typeof description === 'string' && description.trim())
    return { title, message: description.trim(), code: failure.code };
  return { title, message: failure.message, code: failure.code, textKey: failure.textKey };
}
