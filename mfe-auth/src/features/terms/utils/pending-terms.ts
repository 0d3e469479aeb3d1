import type { TermsItem } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';

const isTermsItem = (value: unknown): value is TermsItem =>
  typeof value === 'object' && value !== null && 'id' in value && 'title' in value && 'url' in value;

/**
 * The documents a `TE` answer asks the user to accept (spec 01 §3, §8: `terms` is one item or a list), or
 * `undefined` when the failure is something else.
 */
export function pendingTerms(error: unknown): TermsItem[] | undefined {
  if (!(error instanceof ApiError) || error.code !== 'TE') return undefined;
  const terms = error.body?.terms;
  const list = Array.isArray(terms) ? terms : terms === undefined ? [] : [terms];
  return list.filter(isTermsItem);
}
