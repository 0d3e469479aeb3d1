import type { AuthorizeQuery, AuthorizeRequestInfo, AuthorizeResult } from '@portal/api/catalogue';
import { ApiError, invalidParameters } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import { randomToken, sha256Hex } from '../../../platform/lib/crypto';
import type { AuthorizeRepository } from './repository';

export const AUTHORIZATION_TTL_MS = 10 * 60_000;

export const AUTHORIZE_TEXTS = {
  unknownClient: 'This application or its return address is not known.',
  unknownRequest: 'This authorization request is unknown or has expired.',
  alreadyAnswered: 'Already answered',
} as const;

/** spec 01 §2: a 404 on authorize sends the user to the root, so every "not for you" answer is a 404. */
const notFound = (responseDescription: string) =>
  new ApiError(404, { responseCode: 'UE', responseDescription });

/** OAuth-style authorize (spec 01 §2, §7): a partner asks a signed-in user for access; the user decides once. */
export function createAuthorizeService({
  repository,
  clock,
}: {
  repository: AuthorizeRepository;
  clock: Clock;
}) {
  return {
    async describe(userId: number, query: AuthorizeQuery): Promise<AuthorizeRequestInfo> {
      const client = await repository.findClient(query.client_id);
      // The redirect address is compared whole: a partner's prefix or another port is a different address.
      if (!client || !client.redirectUris.includes(query.redirect_uri))
        throw notFound(AUTHORIZE_TEXTS.unknownClient);
      const requested = query.scope?.split(/[\s,]+/).filter(Boolean) ?? [];
      const unknown = requested.filter((scope) => !client.scopes.includes(scope));
      if (unknown.length > 0) throw invalidParameters([`scope: unknown scope ${unknown.join(', ')}`], 400);
      const scopes = requested.length > 0 ? [...new Set(requested)] : client.scopes;
      const authorizationId = await repository.insertRequest({
        clientId: client.clientId,
        userId,
        redirectUri: query.redirect_uri,
        scopes,
        state: query.state ?? null,
        expiresAt: new Date(clock.now().getTime() + AUTHORIZATION_TTL_MS),
      });
      return { authorizationId, clientName: client.name, scopes, redirectUri: query.redirect_uri };
    },

    /** Approve: back to the partner with a one-time code; deny: with `error=access_denied`. `state` goes back as it came. */
    async decide(userId: number, authorizationId: string, approve: boolean): Promise<AuthorizeResult> {
      const now = clock.now();
      const request = await repository.findRequest(authorizationId);
      if (!request || request.userId !== userId || request.expiresAt <= now)
        throw notFound(AUTHORIZE_TEXTS.unknownRequest);
      if (request.decidedAt)
        throw new ApiError(409, { responseCode: 'AU', responseDescription: AUTHORIZE_TEXTS.alreadyAnswered });
      const code = approve ? randomToken(32) : null;
      if (!(await repository.decide(request.id, code ? sha256Hex(code) : null, now)))
        throw new ApiError(409, { responseCode: 'AU', responseDescription: AUTHORIZE_TEXTS.alreadyAnswered });
      const url = new URL(request.redirectUri);
      if (code) url.searchParams.set('code', code);
      else url.searchParams.set('error', 'access_denied');
      if (request.state !== null) url.searchParams.set('state', request.state);
      return { redirectUrl: url.toString() };
    },
  };
}

export type AuthorizeService = ReturnType<typeof createAuthorizeService>;
