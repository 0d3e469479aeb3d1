import type { AuthorizeQuery } from '@portal/api/catalogue';

/**
 * The OAuth-style request of `/oau` and `/auth/sei` (spec 01 §2) from the query string; `undefined` when the two
 * parameters the request cannot do without are missing.
 */
export function readAuthorizeQuery(search: string): AuthorizeQuery | undefined {
  const params = new URLSearchParams(search);
  const clientId = params.get('client_id');
  const redirectUri = params.get('redirect_uri');
  if (!clientId || !redirectUri) return undefined;
  const query: AuthorizeQuery = { client_id: clientId, redirect_uri: redirectUri };
  for (const name of ['response_type', 'scope', 'state'] as const) {
    const value = params.get(name);
    if (value !== null) query[name] = value;
  }
  return query;
}

/** The host a decision sends the user to, to name it; the whole address when it cannot be parsed. */
export function redirectHost(uri: string): string {
  try {
    return new URL(uri).host || uri;
  } catch {
    return uri;
  }
}
