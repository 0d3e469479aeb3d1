import { AUTH_PATHS, METHOD_API_PATH } from '@portal/api/catalogue';
import { eq } from 'drizzle-orm';
import { loginCodes, users } from '../../../platform/db/tables';
import { verifyJwt } from '../../../platform/lib/jwt';
import { ManualClock, latestOtp, pkcePair, postLogin, signIn, useSandbox } from '../../../testing/sandbox';

const ANNA = 'anna.simple@demo.test';
const OLIVER = 'oliver.otp@demo.test';
const JWT_SECRET = Buffer.from('auth-test-secret');

const clock = new ManualClock();
const sandbox = useSandbox({ clock, config: { jwtSecret: JWT_SECRET, accessTokenTtlSeconds: 300 } });

const postToken = (payload: Record<string, unknown>) =>
  sandbox.app.inject({ method: 'POST', url: AUTH_PATHS.token, payload });
const postRefresh = (refreshToken: string) =>
  sandbox.app.inject({ method: 'POST', url: AUTH_PATHS.refresh, payload: { refreshToken } });

async function startOtpLogin() {
  const pair = pkcePair();
  const login = await postLogin(sandbox.app, { username: OLIVER, codeChallenge: pair.codeChallenge });
  return { ...pair, code: login.json().code as string, otp: await latestOtp(sandbox.app, OLIVER) };
}

describe('POST /auth/login, simple flow', () => {
  it('right password and a valid challenge: answers tokens for the user, with the challenge stored first', async () => {
    const { codeChallenge } = pkcePair();

    const response = await postLogin(sandbox.app, { username: ANNA, codeChallenge });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      authFlow: 'simple',
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    const claims = await verifyJwt(body.accessToken, JWT_SECRET, clock.now());
    expect(claims).toMatchObject({ sub: '501', customerId: 20001 });
    expect(claims!.exp - claims!.iat).toBe(300);
    const stored = await sandbox.database.db
      .select({ codeChallenge: loginCodes.codeChallenge, usedAt: loginCodes.usedAt })
      .from(loginCodes)
      .where(eq(loginCodes.userId, 501));
    expect(stored).toEqual([{ codeChallenge, usedAt: expect.any(Date) }]);
  });

  it('e-mail in another case: signs in all the same', async () => {
    const response = await postLogin(sandbox.app, {
      username: 'Anna.Simple@Demo.TEST',
      codeChallenge: pkcePair().codeChallenge,
    });

    expect(response.json().authFlow).toBe('simple');
  });

  it.each([
    ['too short', 'a'.repeat(42)],
    ['too long', 'a'.repeat(129)],
    ['with a character outside the unreserved set', `${'a'.repeat(42)}+`],
  ])('challenge %s: answers 400 TA1 naming the field, and issues nothing', async (_case, codeChallenge) => {
    const response = await postLogin(sandbox.app, { username: ANNA, codeChallenge });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      responseCode: 'TA1',
      responseDescription: 'Invalid parameters',
      validationErrors: [expect.stringMatching(/^codeChallenge: /)],
    });
    expect(await sandbox.database.db.select().from(loginCodes)).toHaveLength(0);
  });

  it('missing fields and a username that is no e-mail: lists every problem in validationErrors', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: AUTH_PATHS.login,
      payload: { username: 'anna', password: 7 },
    });

    expect(response.statusCode).toBe(400);
    const { validationErrors } = response.json();
    expect(validationErrors).toEqual(
      expect.arrayContaining([
        'client: is required',
        'codeChallenge: is required',
        expect.stringMatching(/^username: /),
        'password: must be string',
      ]),
    );
  });

  it('malformed JSON: answers 400 TA1, not a server error', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: AUTH_PATHS.login,
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      responseCode: 'TA1',
      validationErrors: ['body: is not valid JSON'],
    });
  });
});

describe('POST /auth/login, failed attempts', () => {
  const wrongPassword = () =>
    postLogin(sandbox.app, {
      username: ANNA,
      password: 'Wrong-pass-1',
      codeChallenge: pkcePair().codeChallenge,
    });

  it('wrong password: answers 401 AU with the attempts left and no warning yet', async () => {
    const response = await wrongPassword();

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      responseCode: 'AU',
      responseDescription: 'Incorrect e-mail or password.',
      attemptsLeft: 4,
    });
  });

  it('unknown e-mail: answers exactly like a wrong password', async () => {
    const response = await postLogin(sandbox.app, {
      username: 'nobody@demo.test',
      codeChallenge: pkcePair().codeChallenge,
    });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      responseCode: 'AU',
      responseDescription: 'Incorrect e-mail or password.',
      attemptsLeft: 4,
    });
  });

  it('five wrong passwords in a row: warns from 2 attempts left, then locks even the right password out', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push((await wrongPassword()).json());

    expect(answers.map((answer) => answer.attemptsLeft)).toEqual([4, 3, 2, 1, 0]);
    expect(answers[2].responseDescription).toBe(
      'Incorrect e-mail or password. 2 attempts left before the account is locked.',
    );
    expect(answers[3].responseDescription).toBe(
      'Incorrect e-mail or password. 1 attempt left before the account is locked.',
    );
    expect(answers[4].responseDescription).toBe('Too many failed sign-ins. Try again in 15 minutes.');
    const rightPassword = await postLogin(sandbox.app, {
      username: ANNA,
      codeChallenge: pkcePair().codeChallenge,
    });
    expect(rightPassword.statusCode).toBe(401);
    expect(rightPassword.json().responseDescription).toBe(
      'Too many failed sign-ins. Try again in 15 minutes.',
    );
  });

  it('lock served (15 minutes later): the right password signs in again', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await wrongPassword();

    clock.advance(15 * 60_000 + 1000);
    const response = await postLogin(sandbox.app, {
      username: ANNA,
      codeChallenge: pkcePair().codeChallenge,
    });

    expect(response.statusCode).toBe(200);
  });

  it('a success between failures: starts the count again', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await wrongPassword();
    await postLogin(sandbox.app, { username: ANNA, codeChallenge: pkcePair().codeChallenge });

    const response = await wrongPassword();

    expect(response.json()).toMatchObject({
      responseDescription: 'Incorrect e-mail or password.',
      attemptsLeft: 4,
    });
  });
});

describe('POST /auth/login + /auth/token, otp flow', () => {
  it('login: answers a code and writes a six-digit one-time code to the outbox for the user', async () => {
    const response = await postLogin(sandbox.app, {
      username: OLIVER,
      codeChallenge: pkcePair().codeChallenge,
    });

    expect(response.json()).toEqual({ authFlow: 'otp', code: expect.any(String) });
    const outbox = await sandbox.app.inject({ method: 'GET', url: '/sandbox/outbox', query: { to: OLIVER } });
    const [message] = outbox.json().messages;
    expect(message).toMatchObject({ channel: 'otp', to: OLIVER, code: expect.stringMatching(/^\d{6}$/) });
    expect(message.text).toBe(`Your sign-in code is ${message.code}`);
  });

  it('right verifier and one-time code: answers tokens for the user', async () => {
    const { code, codeVerifier, otp } = await startOtpLogin();

    const response = await postToken({ code, codeVerifier, otp });

    expect(response.statusCode).toBe(200);
    const claims = await verifyJwt(response.json().accessToken, JWT_SECRET, clock.now());
    expect(claims).toMatchObject({ sub: '502', customerId: 20002 });
  });

  it('wrong verifier: answers 401 AU and leaves the code usable with the right one', async () => {
    const { code, codeVerifier, otp } = await startOtpLogin();

    const wrong = await postToken({ code, codeVerifier: pkcePair().codeVerifier, otp });
    const right = await postToken({ code, codeVerifier, otp });

    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      responseCode: 'AU',
      responseDescription: 'The code verifier does not match this sign-in.',
    });
    expect(right.statusCode).toBe(200);
  });

  it('the same code twice: the second exchange answers 401 "The code is wrong or has expired."', async () => {
    const { code, codeVerifier, otp } = await startOtpLogin();
    await postToken({ code, codeVerifier, otp });

    const again = await postToken({ code, codeVerifier, otp });

    expect(again.statusCode).toBe(401);
    expect(again.json().responseDescription).toBe('The code is wrong or has expired.');
  });

  it('code older than 5 minutes: answers 401 as expired', async () => {
    const { code, codeVerifier, otp } = await startOtpLogin();

    clock.advance(5 * 60_000 + 1000);
    const response = await postToken({ code, codeVerifier, otp });

    expect(response.statusCode).toBe(401);
    expect(response.json().responseDescription).toBe('The code is wrong or has expired.');
  });

  it('one-time code of another sign-in: is refused, as the code is bound to its own login', async () => {
    const first = await startOtpLogin();
    const second = await startOtpLogin();

    const response = await postToken({
      code: second.code,
      codeVerifier: second.codeVerifier,
      otp: first.otp,
    });

    expect(first.otp).not.toBe(second.otp);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ attemptsLeft: 2 });
  });

  it('no one-time code: answers 401 asking for it, without spending a try', async () => {
    const { code, codeVerifier, otp } = await startOtpLogin();

    const missing = await postToken({ code, codeVerifier });
    const right = await postToken({ code, codeVerifier, otp });

    expect(missing.json()).toEqual({
      responseCode: 'AU',
      responseDescription: 'Enter the one-time code we sent you.',
    });
    expect(right.statusCode).toBe(200);
  });

  it('three wrong one-time codes: burns the code, so the right one no longer works', async () => {
    const { code, codeVerifier, otp } = await startOtpLogin();
    const wrongOtp = otp === '000000' ? '111111' : '000000';

    const tries = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      tries.push((await postToken({ code, codeVerifier, otp: wrongOtp })).json());
    const right = await postToken({ code, codeVerifier, otp });

    expect(tries.map((body) => body.attemptsLeft)).toEqual([2, 1, 0]);
    expect(tries[0].responseDescription).toBe('The one-time code is wrong. 2 attempts left.');
    expect(tries[2].responseDescription).toBe(
      'The one-time code is wrong and can no longer be used. Please sign in again.',
    );
    expect(right.statusCode).toBe(401);
    expect(right.json().responseDescription).toBe('The code is wrong or has expired.');
  });

  it('one-time code that is not six digits: answers 400 TA1', async () => {
    const { code, codeVerifier } = await startOtpLogin();

    const response = await postToken({ code, codeVerifier, otp: '12ab' });

    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([expect.stringMatching(/^otp: /)]);
  });
});

describe('POST /auth/refresh and /auth/logout', () => {
  it('refresh: answers new tokens and the old refresh token stops working', async () => {
    const first = await signIn(sandbox.app, ANNA);

    const rotated = await postRefresh(first.refreshToken);

    expect(rotated.statusCode).toBe(200);
    const next = rotated.json();
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(await verifyJwt(next.accessToken, JWT_SECRET, clock.now())).toMatchObject({ sub: '501' });
    expect((await postRefresh(next.refreshToken)).statusCode).toBe(200);
  });

  it('a used refresh token comes back: answers 401 and revokes the whole family, the newest token too', async () => {
    const first = await signIn(sandbox.app, ANNA);
    const second = (await postRefresh(first.refreshToken)).json();

    const reuse = await postRefresh(first.refreshToken);
    const newest = await postRefresh(second.refreshToken);

    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({
      responseCode: 'AU',
      responseDescription: 'Your session has ended. Please sign in again.',
    });
    expect(newest.statusCode).toBe(401);
  });

  it('reuse in one family: leaves the sessions of other sign-ins alone', async () => {
    const stolen = await signIn(sandbox.app, ANNA);
    const otherDevice = await signIn(sandbox.app, ANNA);
    await postRefresh(stolen.refreshToken);

    await postRefresh(stolen.refreshToken);

    expect((await postRefresh(otherDevice.refreshToken)).statusCode).toBe(200);
  });

  it('unknown refresh token: answers 401 AU', async () => {
    const response = await postRefresh('not-a-token');

    expect(response.statusCode).toBe(401);
    expect(response.json().responseCode).toBe('AU');
  });

  it('refresh token older than 30 days: answers 401 AU', async () => {
    const { refreshToken } = await signIn(sandbox.app, ANNA);

    clock.advance(30 * 24 * 60 * 60_000 + 1000);

    expect((await postRefresh(refreshToken)).statusCode).toBe(401);
  });

  it('logout: answers 204 and the refresh token no longer refreshes', async () => {
    const { refreshToken } = await signIn(sandbox.app, ANNA);

    const response = await sandbox.app.inject({
      method: 'POST',
      url: AUTH_PATHS.logout,
      payload: { refreshToken },
    });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await postRefresh(refreshToken)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('lifetime over: the method API answers 401 AU, and a refreshed token works again', async () => {
    const { accessToken, refreshToken } = await signIn(sandbox.app, ANNA);
    const call = (token: string) =>
      sandbox.app.inject({
        method: 'POST',
        url: METHOD_API_PATH,
        query: { method: 'getCustomerInfo' },
        headers: { authorization: `Bearer ${token}` },
        payload: { method: 'getCustomerInfo' },
      });

    clock.advance(301_000);
    const expired = await call(accessToken);
    const renewed = await call((await postRefresh(refreshToken)).json().accessToken);

    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ responseCode: 'AU', responseDescription: 'Unauthorized' });
    expect(renewed.json()).toMatchObject({ responseCode: '00', customerId: 20001 });
  });
});

describe('demo users', () => {
  it('password hashes: are scrypt with a salt of their own per user, never the password', async () => {
    const rows = await sandbox.database.db.select({ passwordHash: users.passwordHash }).from(users);

    const salts = rows.map((row) => row.passwordHash.split('$')[4]);
    expect(
      rows.every(
        (row) => row.passwordHash.startsWith('scrypt$') && !row.passwordHash.includes('Demo-pass-1'),
      ),
    ).toBe(true);
    expect(new Set(salts).size).toBe(rows.length);
  });
});
