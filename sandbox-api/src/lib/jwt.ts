import { createHmac } from 'node:crypto';
import type { AccessTokenClaims } from '@portal/api/contract';
import { safeEqual } from './crypto';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function signature(input: string, secret: Buffer): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

/** Signs access-token claims as an HS256 JWT. */
export function signJwt(claims: AccessTokenClaims, secret: Buffer): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${signature(body, secret)}`;
}

function isClaims(value: unknown): value is AccessTokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    Number.isSafeInteger(claims.customerId) &&
    Number.isSafeInteger(claims.exp) &&
    Number.isSafeInteger(claims.iat)
  );
}

/**
 * The claims of a token signed with `secret` that has not expired at `nowSeconds`, else null.
 * Only HS256 is accepted: the header is compared whole, so `alg: none` and friends never pass.
 */
export function verifyJwt(token: string, secret: Buffer, nowSeconds: number): AccessTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signed] = parts as [string, string, string];
  if (header !== HEADER || !safeEqual(signed, signature(`${header}.${payload}`, secret))) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.exp <= nowSeconds) return null;
  return claims;
}
