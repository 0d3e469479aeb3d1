import { createHash } from 'node:crypto';
import { PKCE_PATTERN, createCodeChallenge, createCodeVerifier } from './pkce';

describe('PKCE (spec 01 §5)', () => {
  it('createCodeVerifier / default / 128 characters of the allowed set', () => {
    const verifier = createCodeVerifier();
    expect(verifier).toHaveLength(128);
    expect(PKCE_PATTERN.test(verifier)).toBe(true);
  });
  it('createCodeVerifier / twice / differs', () => {
    expect(createCodeVerifier()).not.toBe(createCodeVerifier());
  });
  it('createCodeChallenge / a verifier / URL-safe Base64 SHA-256 without padding', async () => {
    const verifier = createCodeVerifier();
    const expected = createHash('sha256').update(verifier).digest('base64url');
    await expect(createCodeChallenge(verifier)).resolves.toBe(expected);
  });
  it('createCodeChallenge / RFC 7636 appendix B vector', async () => {
    await expect(createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});
