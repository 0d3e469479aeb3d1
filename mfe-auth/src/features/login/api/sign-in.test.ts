import { createHash } from 'node:crypto';
import { stubAuthClient } from '@portal/testing/clients';
import { completeApproved, completeWithCode, continueLogin, migrationToken, startLogin } from './sign-in';

const authStub = (flow: unknown) =>
  stubAuthClient({
    login: jest.fn().mockResolvedValue(flow),
    token: jest.fn().mockResolvedValue({ accessToken: 'a', refreshToken: 'r' }),
  });

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

describe('startLogin with a migration block', () => {
  it('strict on a direct flow / answers the migration first and exchanges nothing yet', async () => {
    const auth = authStub({
      authFlow: 'direct',
      code: 'c1',
      migration: { req: 'strict', temporaryToken: 'tmp', strategy: 'enable' },
    });
    const outcome = await startLogin(auth, 'm@x.test', 'pw');
    expect(outcome.kind).toBe('migration');
    expect(auth.token).not.toHaveBeenCalled();
    if (outcome.kind !== 'migration') throw new Error('expected a migration');
    expect(migrationToken(outcome.pending, outcome.migration)).toBe('tmp');
  });

  it('none / the flow goes on as without a block', async () => {
    const auth = authStub({ authFlow: 'direct', code: 'c1', migration: { req: 'none' } });
    expect((await startLogin(auth, 'm@x.test', 'pw')).kind).toBe('signedIn');
  });

  it('soft, then continue / the direct flow exchanges its code', async () => {
    const auth = authStub({ authFlow: 'direct', code: 'c9', migration: { req: 'soft', daysLeft: 3 } });
    const outcome = await startLogin(auth, 'm@x.test', 'pw');
    if (outcome.kind !== 'migration') throw new Error('expected a migration');
    const next = await continueLogin(auth, outcome.pending);
    expect(next.kind).toBe('signedIn');
    expect(auth.token).toHaveBeenCalledWith({ code: 'c9', codeVerifier: outcome.pending.codeVerifier });
  });

  it('push approved / the code from the device is exchanged with this login verifier', async () => {
    const auth = authStub({
      authFlow: 'push',
      code: 'c',
      temporaryToken: 't',
      deepLink: 'portal://x',
      devices: [],
    });
    const outcome = await startLogin(auth, 'p@x.test', 'pw');
    if (outcome.kind !== 'secondStep') throw new Error('expected a second step');
    await completeApproved(auth, outcome.pending, 'from-device');
    expect(auth.token).toHaveBeenCalledWith({
      code: 'from-device',
      codeVerifier: outcome.pending.codeVerifier,
    });
  });
});
