import { createHash } from 'node:crypto';
import type { AuthClient } from '@portal/api/client';
import { completeWithCode, startLogin } from './sign-in';

function authStub(flow: unknown): AuthClient & { login: jest.Mock; token: jest.Mock } {
  return {
    login: jest.fn().mockResolvedValue(flow),
    token: jest.fn().mockResolvedValue({ accessToken: 'a', refreshToken: 'r' }),
    refresh: jest.fn(),
    logout: jest.fn(),
  };
}

describe('startLogin', () => {
  it('simple flow / tokens straight from login, challenge is S256 of a 128-char verifier', async () => {
    const auth = authStub({ authFlow: 'simple', accessToken: 'a', refreshToken: 'r' });
    const outcome = await startLogin(auth, 'anna@x.test', 'pw');
    expect(outcome).toEqual({
      kind: 'signedIn',
      tokens: { accessToken: 'a', refreshToken: 'r' },
      authFlow: 'simple',
    });
    const { codeChallenge, username, client } = auth.login.mock.calls[0][0];
    expect(username).toBe('anna@x.test');
    expect(client).toBe('web');
    expect(codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('otp flow / asks for the code, then exchanges code, verifier and otp', async () => {
    const auth = authStub({ authFlow: 'otp', code: 'login-code' });
    const outcome = await startLogin(auth, 'o@x.test', 'pw');
    if (outcome.kind !== 'secondStep') throw new Error('expected a second step');
    const challenge = auth.login.mock.calls[0][0].codeChallenge;
    expect(createHash('sha256').update(outcome.pending.codeVerifier).digest('base64url')).toBe(challenge);
    await completeWithCode(auth, outcome.pending, '123456');
    expect(auth.token).toHaveBeenCalledWith({
      code: 'login-code',
      codeVerifier: outcome.pending.codeVerifier,
      otp: '123456',
    });
  });

  it('direct flow / exchanges at once without a one-time code', async () => {
    const auth = authStub({ authFlow: 'direct', code: 'c1' });
    const outcome = await startLogin(auth, 'd@x.test', 'pw');
    expect(outcome.kind).toBe('signedIn');
    expect(auth.token).toHaveBeenCalledWith({ code: 'c1', codeVerifier: expect.stringMatching(/^.{128}$/) });
  });
});
