import { randomUUID } from 'node:crypto';
import type { Tokens } from '@portal/api/catalogue';
import { randomToken, sha256Hex } from '../../../platform/lib/crypto';
import { signJwt, verifyJwt } from '../../../platform/lib/jwt';
import type { Caller, RequestOrigin } from '../../../platform/pipeline/authenticate';
import type { AuthServiceDeps, TokenOwner } from './auth-deps';
import type { AuthRepository } from './repository';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;

/** Sessions: their access and refresh tokens, started, checked and ended (issue 22). */
export function createSessions({ repository, live, clock, config, loginHistory }: AuthServiceDeps) {
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  /**
   * The caller behind a bearer access token, or null when it is missing, forged or expired, or its session
   * ended: a logout, a password reset or a reused refresh token refuses it at once, not at its expiry (issue 22).
   */
  async function authenticate(accessToken: string | undefined): Promise<Caller | null> {
    if (!accessToken) return null;
    const claims = await verifyJwt(accessToken, config.jwtSecret, clock.now());
    const userId = claims ? Number(claims.sub) : NaN;
    if (!claims || !Number.isSafeInteger(userId)) return null;
    if (!(await repository.isSessionLive(claims.sid, userId))) return null;
    return {
      userId,
      customerId: claims.customerId,
      sessionId: claims.sid,
      tokenExpiresAt: claims.exp * 1000,
    };
  }

  /** Ends the sessions with their refresh tokens, and closes their live-channel sockets. */
  async function endSessions(which: Parameters<AuthRepository['revokeSessions']>[0]): Promise<void> {
    live.endSessions(await repository.revokeSessions(which, clock.now()));
  }

  /** An access token of the session and the next refresh token of its family. */
  async function issueTokens(owner: TokenOwner, sessionId: string): Promise<Tokens> {
    const iat = nowSeconds();
    const accessToken = await signJwt(
      {
        sub: String(owner.userId),
        customerId: owner.customerId,
        sid: sessionId,
        iat,
        exp: iat + config.accessTokenTtlSeconds,
      },
      config.jwtSecret,
    );
    const refreshToken = randomToken(32);
    await repository.insertRefreshToken({
      tokenHash: sha256Hex(refreshToken),
      familyId: sessionId,
      userId: owner.userId,
      customerId: owner.customerId,
      expiresAt: new Date(clock.now().getTime() + REFRESH_TOKEN_TTL_MS),
    });
    return { accessToken, refreshToken };
  }

  /** A new session (a new refresh-token family), recorded in the login history with the caller's address. */
  async function startSession(
    owner: TokenOwner,
    authFlow: string,
    origin: RequestOrigin | undefined,
    client?: string,
  ): Promise<Tokens> {
    const sessionId = randomUUID();
    await repository.insertSession({ id: sessionId, userId: owner.userId });
    const tokens = await issueTokens(owner, sessionId);
    await loginHistory?.record({
      userId: owner.userId,
      customerId: owner.customerId,
      authFlow,
      success: true,
      client,
      ip: origin?.ip,
    });
    return tokens;
  }

  return { authenticate, endSessions, issueTokens, startSession };
}
