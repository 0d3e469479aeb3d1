import type { TFunction } from 'i18next';
import { ApiError } from '@portal/api/errors';

/**
 * What a refused call says, line by line: the server's validation lines or its description (spec 03 §8), or the
 * translation of a failure the client names itself (network, no answer) from the `common` namespace.
 */
export function failureLines(error: unknown, t: TFunction): string[] {
  if (error instanceof ApiError) {
    if (error.validationErrors.length > 0) return error.validationErrors;
    return [error.textKey ? t(error.textKey, { ns: 'common', defaultValue: error.message }) : error.message];
  }
  return [error instanceof Error ? error.message : String(error)];
}

/** A server line (`field: message`) for one field, without the field's name; undefined for other lines. */
export function lineFor(lines: readonly string[], field: string): string | undefined {
  const line = lines.find((candidate) => candidate.startsWith(`${field}:`));
  return line?.slice(field.length + 1).trim();
}
