import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random opaque token, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens and codes are stored only as this digest, so a leaked table grants nothing. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** PKCE S256: the challenge is SHA-256 of the verifier in URL-safe Base64 without padding (spec 01 §5). */
export function pkceChallengeOf(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier, 'ascii').digest('base64url');
}

/** Compares two strings in time independent of where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  // timingSafeEqual needs equal lengths; comparing against itself keeps the time flat when they differ.
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}
