import { AUTH_PATHS } from '@portal/api/catalogue';
import { verifyJwt } from '../../../platform/lib/jwt';
import { latestMessage } from '../../../testing/outbox';
import { ManualClock, callMethod, pkcePair, postLogin, signIn, useSandbox } from '../../../testing/sandbox';

const JWT_SECRET = Buffer.from('revocation-test-secret');
const clock = new ManualClock();
const sandbox = useSandbox({ clock, config: { jwtSecret: JWT_SECRET, accessTokenTtlSeconds: 300 } });

const ANNA = 'anna.simple@demo.test';
const RITA = 'rita.reset@demo.test';
const SVEN = 'sven.settings@demo.test';
const UNAUTHORIZED = { responseCode: 'AU', responseDescription: 'Unauthorized' };

const post = (url: string, payload: Record<string, unknown>) =>
  sandbox.app.inject({ method: 'POST', url, payload });
const customerInfo = (accessToken: string) => callMethod(sandbox.app, 'getCustomerInfo', { accessToken });
const devices = (accessToken: string) =>
  sandbox.app.inject({
    method: 'GET',
    url: AUTH_PATHS.devices,
    headers: { authorization: `Bearer ${accessToken}` },
  });

/** The token itself is still good: signed by us and before its expiry, so only its session can refuse it. */
async function expectUnexpired(accessToken: string) {
  expect(await verifyJwt(accessToken, JWT_SECRET, clock.now())).not.toBeNull();
}

describe('an access token once its session ended', () => {
  it('logout: a method call with it answers 401 at once; a fresh sign-in works', async () => {
    const session = await signIn(sandbox.app, ANNA);
    expect((await customerInfo(session.accessToken)).json().responseCode).toBe('00');

    await post(AUTH_PATHS.logout, { refreshToken: session.refreshToken });

    const refused = await customerInfo(session.accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(UNAUTHORIZED);
    await expectUnexpired(session.accessToken);
    const fresh = await signIn(sandbox.app, ANNA);
    expect((await customerInfo(fresh.accessToken)).json().responseCode).toBe('00');
  });

  it('logout: the auth service refuses it too (devices), and another session of the user goes on', async () => {
    const ended = await signIn(sandbox.app, ANNA);
    const other = await signIn(sandbox.app, ANNA);

    await post(AUTH_PATHS.logout, { refreshToken: ended.refreshToken });

    expect((await devices(ended.accessToken)).statusCode).toBe(401);
    expect((await devices(other.accessToken)).statusCode).toBe(200);
    expect((await customerInfo(other.accessToken)).json().responseCode).toBe('00');
  });

  it('password reset with a code: every session of the user answers 401; the new password signs in', async () => {
    const first = await signIn(sandbox.app, RITA);
    const second = await signIn(sandbox.app, RITA);
    await callMethod(sandbox.app, 'requestPasswordChange', { body: { email: RITA } });
    const { code } = await latestMessage(sandbox.app, RITA);

    const reset = await callMethod(sandbox.app, 'changePasswordWithCode', {
      body: { email: RITA, code, password: 'Rita-new-pass-2' },
    });

    expect(reset.json().responseCode).toBe('00');
    expect((await customerInfo(first.accessToken)).statusCode).toBe(401);
    expect((await customerInfo(second.accessToken)).statusCode).toBe(401);
    await expectUnexpired(first.accessToken);
    const login = await postLogin(sandbox.app, {
      username: RITA,
      password: 'Rita-new-pass-2',
      codeChallenge: pkcePair().codeChallenge,
    });
    expect(login.json().authFlow).toBe('simple');
    expect((await customerInfo(login.json().accessToken)).json().responseCode).toBe('00');
  });

  it('signed-in password change: every other session answers 401, the one that confirmed it goes on', async () => {
    const other = await signIn(sandbox.app, SVEN);
    const current = await signIn(sandbox.app, SVEN);
    const started = await callMethod(sandbox.app, 'changePassword', {
      accessToken: current.accessToken,
      body: { password: 'Demo-pass-1', passwordNew: 'New-pass-22', passwordNewRepeat: 'New-pass-22' },
    });
    const { code } = await latestMessage(sandbox.app, SVEN);

    const confirmed = await callMethod(sandbox.app, 'confirmPasswordChange', {
      accessToken: current.accessToken,
      body: { requestKey: started.json().requestKey, code },
    });

    expect(confirmed.json().responseCode).toBe('00');
    expect((await customerInfo(other.accessToken)).statusCode).toBe(401);
    expect((await post(AUTH_PATHS.refresh, { refreshToken: other.refreshToken })).statusCode).toBe(401);
    expect((await customerInfo(current.accessToken)).json().responseCode).toBe('00');
  });

  it('refresh family revoked for reuse: its access tokens answer 401, the newest one too', async () => {
    const first = await signIn(sandbox.app, ANNA);
    const rotated = (await post(AUTH_PATHS.refresh, { refreshToken: first.refreshToken })).json();
    expect((await customerInfo(rotated.accessToken)).json().responseCode).toBe('00');

    const reuse = await post(AUTH_PATHS.refresh, { refreshToken: first.refreshToken });

    expect(reuse.statusCode).toBe(401);
    expect((await customerInfo(first.accessToken)).statusCode).toBe(401);
    expect((await customerInfo(rotated.accessToken)).statusCode).toBe(401);
    await expectUnexpired(rotated.accessToken);
    const fresh = await signIn(sandbox.app, ANNA);
    expect((await customerInfo(fresh.accessToken)).json().responseCode).toBe('00');
  });
});
