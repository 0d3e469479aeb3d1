import type { AccessTokenClaims } from '@portal/api/catalogue';
import { SignJWT, errors, jwtVerify } from 'jose';

/** Who signs the sandbox's access tokens and for whom: a token naming another issuer or audience is refused. */
export const ACCESS_TOKEN_ISSUER = 'portal-sandbox';
export const ACCESS_TOKEN_AUDIENCE = 'portal-api';

/** The one algorithm accepted, so `alg: none` or a header naming another algorithm never passes. */
const ALGORITHM = 'HS256';

/**
 * No leeway on `exp`: the sandbox that signs a token is the one that checks it, on the same clock, so a
 * token is refused from its expiry second on.
 */
const CLOCK_TOLERANCE_SECONDS = 0;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the sandbox puts in an access token; issuer and audience are added when signing. */
export type AccessTokenContent = Omit<AccessTokenClaims, 'iss' | 'aud'>;

/** Signs access-token claims as an HS256 JWT with the sandbox's issuer and audience. */
export function signJwt(claims: AccessTokenContent, secret: Uint8Array): Promise<string> {
  return new SignJWT({ customerId: claims.customerId, sid: claims.sid })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(secret);
}

/**
 * The claims of a token signed with `secret` for this issuer and audience that has not expired at `now`,
 * else null. A refusal of the token is null; anything else (a bad key) is thrown, so it cannot pass as a 401.
 */
export async function verifyJwt(
  token: string,
  secret: Uint8Array,
  now: Date,
): Promise<AccessTokenClaims | null> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'iat', 'exp'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: now,
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
  const { sub, customerId, sid, iat, exp } = payload;
  if (
    typeof sub !== 'string' ||
    !Number.isSafeInteger(customerId) ||
    typeof sid !== 'string' ||
    !UUID.test(sid) ||
    typeof iat !== 'number' ||
    typeof exp !== 'number'
  )
    return null;
  return {
    sub,
    customerId: customerId as number,
    sid,
    iat,
    exp,
    iss: ACCESS_TOKEN_ISSUER,
    aud: ACCESS_TOKEN_AUDIENCE,
  };
}
