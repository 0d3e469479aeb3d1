/** PKCE (RFC 7636), spec 01 §5: a 128-character verifier and its S256 challenge. */

const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
/** spec 01 §5: the product generates a 128-character verifier. */
export const PKCE_VERIFIER_LENGTH = 128;
/** spec 01 §5: 43 to 128 characters from letters, digits, dash, dot, underscore, tilde. */
export const PKCE_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

/** A random verifier; rejection sampling keeps every character equally likely. */
export function createCodeVerifier(length = PKCE_VERIFIER_LENGTH): string {
  const out: string[] = [];
  const limit = 256 - (256 % UNRESERVED.length);
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit && out.length < length) out.push(UNRESERVED[byte % UNRESERVED.length]!);
    }
  }
  return out.join('');
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The S256 challenge: SHA-256 of the verifier in URL-safe Base64 without padding. */
export async function createCodeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}
