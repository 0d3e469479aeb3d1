import { AUTH_PATHS, authPath, type LiveServerMessage } from '@portal/api/catalogue';
import { eq } from 'drizzle-orm';
import { users } from '../../../platform/db/tables';
import { DEMO_AUTH_SECRET, DEMO_DEVICE_SECRETS } from './seed';
import { verifyJwt } from '../../../platform/lib/jwt';
import { connectLive, type LiveClient } from '../../../testing/live-client';
import { ManualClock, latestOtp, pkcePair, postLogin, useSandbox } from '../../../testing/sandbox';

const DORA = 'dora.direct@demo.test';
const SAM = 'sam.sms@demo.test';
const PAULA = 'paula.push@demo.test';
const VICTOR = 'victor.device@demo.test';
const SOFIA = 'sofia.soft@demo.test';
const STELLA = 'stella.strict@demo.test';
const JWT_SECRET = Buffer.from('flows-test-secret');
const DAY_MS = 24 * 60 * 60_000;

const clock = new ManualClock();
const sandbox = useSandbox({ clock, config: { jwtSecret: JWT_SECRET, liveAuthTimeoutMs: 5000 } });

const clients: LiveClient[] = [];
beforeAll(async () => {
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

const postToken = (payload: Record<string, unknown>) =>
  sandbox.app.inject({ method: 'POST', url: AUTH_PATHS.token, payload });
const claimsOf = (accessToken: string) => verifyJwt(accessToken, JWT_SECRET, clock.now());

async function startLogin(email: string) {
  const pair = pkcePair();
  const response = await postLogin(sandbox.app, { username: email, codeChallenge: pair.codeChallenge });
  return { ...pair, response, body: response.json() };
}

async function outbox(email: string) {
  const response = await sandbox.app.inject({ method: 'GET', url: '/sandbox/outbox', query: { to: email } });
  return response.json<{ messages: { channel: string; text: string; code: string | null }[] }>().messages;
}

const confirm = (key: string, result: unknown, deviceSecret?: string) =>
  sandbox.app.inject({
    method: 'PUT',
    url: authPath(AUTH_PATHS.loginConfirm, { key }),
    headers: deviceSecret ? { 'x-device-secret': deviceSecret } : {},
    payload: { result },
  });

const promptKeyOf = (deepLink: string) => new URL(deepLink).searchParams.get('key') as string;

/** A live socket authenticated with a sign-in's temporary token. */
async function signInChannel(temporaryToken: string) {
  const client = await connectLive(sandbox.app, clients);
  client.send({ type: 'auth', token: temporaryToken });
  return { client, ok: await client.next() };
}

describe('direct flow', () => {
  it('login then code with its verifier: answers a code, then tokens for the user without a one-time code', async () => {
    const { body, codeVerifier } = await startLogin(DORA);

    const token = await postToken({ code: body.code, codeVerifier });

    expect(body).toEqual({ authFlow: 'direct', code: expect.any(String) });
    expect(token.statusCode).toBe(200);
    expect(await claimsOf(token.json().accessToken)).toMatchObject({ sub: '601', customerId: 20101 });
    expect(await outbox(DORA)).toEqual([]);
  });

  it('code with the verifier of another sign-in: answers 401 as the PKCE check fails', async () => {
    const { body } = await startLogin(DORA);

    const token = await postToken({ code: body.code, codeVerifier: pkcePair().codeVerifier });

    expect(token.statusCode).toBe(401);
    expect(token.json().responseDescription).toBe('The code verifier does not match this sign-in.');
  });
});

describe('sms flow', () => {
  it('login: answers the masked phone and a two-digit sms id; the SMS starting with that id holds the code', async () => {
    const { body } = await startLogin(SAM);

    expect(body).toEqual({
      authFlow: 'sms',
      code: expect.any(String),
      phone: '+44 •••• •••123',
      smsId: expect.stringMatching(/^\d\d$/),
    });
    const [sms] = await outbox(SAM);
    expect(sms).toMatchObject({ channel: 'sms', code: expect.stringMatching(/^\d{6}$/) });
    expect(sms?.text).toBe(`${body.smsId}: your sign-in code is ${sms?.code}`);
  });

  it('the SMS code of another sign-in: is refused, the own one works once', async () => {
    const first = await startLogin(SAM);
    const firstOtp = await latestOtp(sandbox.app, SAM);
    const second = await startLogin(SAM);
    const secondOtp = await latestOtp(sandbox.app, SAM);

    const crossed = await postToken({
      code: second.body.code,
      codeVerifier: second.codeVerifier,
      otp: firstOtp,
    });
    const right = await postToken({
      code: second.body.code,
      codeVerifier: second.codeVerifier,
      otp: secondOtp,
    });
    const again = await postToken({
      code: second.body.code,
      codeVerifier: second.codeVerifier,
      otp: secondOtp,
    });

    expect(firstOtp).not.toBe(secondOtp);
    expect(first.body.code).not.toBe(second.body.code);
    expect(crossed.statusCode).toBe(401);
    expect(crossed.json()).toMatchObject({ attemptsLeft: 2 });
    expect(right.statusCode).toBe(200);
    expect(await claimsOf(right.json().accessToken)).toMatchObject({ sub: '602' });
    expect(again.statusCode).toBe(401);
  });

  it('three wrong SMS codes: burn the sign-in like the otp flow', async () => {
    const { body, codeVerifier } = await startLogin(SAM);
    const otp = await latestOtp(sandbox.app, SAM);
    const wrong = otp === '000000' ? '111111' : '000000';

    for (let attempt = 0; attempt < 3; attempt += 1)
      await postToken({ code: body.code, codeVerifier, otp: wrong });
    const right = await postToken({ code: body.code, codeVerifier, otp });

    expect(right.statusCode).toBe(401);
    expect(right.json().responseDescription).toBe('The code is wrong or has expired.');
  });
});

describe('push flow', () => {
  it('login: answers code, temporary token, a deep link with the prompt key and the approved devices', async () => {
    const { body } = await startLogin(PAULA);

    expect(body).toEqual({
      authFlow: 'push',
      code: expect.any(String),
      temporaryToken: expect.any(String),
      deepLink: expect.stringMatching(/^portal:\/\/login\?key=[\w-]+$/),
      devices: [
        {
          name: 'Pixel 8',
          type: 'android',
          location: 'Berlin, DE',
          lastActivityAt: '2024-05-02T07:45:00.000Z',
        },
      ],
    });
    const [prompt] = await outbox(PAULA);
    expect(prompt).toMatchObject({
      channel: 'push',
      text: 'Approve the sign-in from web',
      code: promptKeyOf(body.deepLink),
    });
  });

  it('channel opened after the approval: hears login.approved right after auth.ok', async () => {
    const { body, codeVerifier } = await startLogin(PAULA);
    await confirm(promptKeyOf(body.deepLink), true, DEMO_DEVICE_SECRETS.paulaPixel);

    const { client, ok } = await signInChannel(body.temporaryToken);
    const approved = await client.next();
    const token = await postToken({
      code: (approved as { payload: { code: string } }).payload.code,
      codeVerifier,
    });

    expect(ok).toEqual({ type: 'auth.ok' });
    expect(approved).toEqual({ type: 'login.approved', payload: { code: body.code } });
    expect(token.statusCode).toBe(200);
  });

  it('channel opened after a rejection: hears login.rejected right after auth.ok', async () => {
    const { body } = await startLogin(PAULA);
    await confirm(promptKeyOf(body.deepLink), false, DEMO_DEVICE_SECRETS.paulaPixel);

    const { client, ok } = await signInChannel(body.temporaryToken);

    expect(ok).toEqual({ type: 'auth.ok' });
    expect(await client.next()).toEqual({
      type: 'login.rejected',
      payload: { message: 'The sign-in was rejected on your device.' },
    });
  });

  it('token before approval: answers 401 asking for approval; after the device approves: tokens once', async () => {
    const { body, codeVerifier } = await startLogin(PAULA);

    const early = await postToken({ code: body.code, codeVerifier });
    const approval = await confirm(promptKeyOf(body.deepLink), true, DEMO_DEVICE_SECRETS.paulaPixel);
    const wrongVerifier = await postToken({ code: body.code, codeVerifier: pkcePair().codeVerifier });
    const token = await postToken({ code: body.code, codeVerifier });
    const again = await postToken({ code: body.code, codeVerifier });

    expect(early.statusCode).toBe(401);
    expect(early.json()).toEqual({
      responseCode: 'AU',
      responseDescription: 'Approve the sign-in on your device first.',
    });
    expect(approval.statusCode).toBe(204);
    expect(wrongVerifier.statusCode).toBe(401);
    expect(token.statusCode).toBe(200);
    expect(await claimsOf(token.json().accessToken)).toMatchObject({ sub: '603', customerId: 20103 });
    expect(again.statusCode).toBe(401);
  });

  it('approval: is also pushed as login.approved with the same code on the sign-in channel', async () => {
    const { body } = await startLogin(PAULA);
    const { client, ok } = await signInChannel(body.temporaryToken);

    await confirm(promptKeyOf(body.deepLink), true, DEMO_DEVICE_SECRETS.paulaPixel);

    expect(ok).toEqual({ type: 'auth.ok' });
    expect(await client.next()).toEqual({ type: 'login.approved', payload: { code: body.code } });
  });

  it('rejection on the device: says login.rejected on the channel and the code can never be exchanged', async () => {
    const { body, codeVerifier } = await startLogin(PAULA);
    const { client } = await signInChannel(body.temporaryToken);

    const rejection = await confirm(promptKeyOf(body.deepLink), false, DEMO_DEVICE_SECRETS.paulaPixel);
    const message = await client.next();
    const token = await postToken({ code: body.code, codeVerifier });

    expect(rejection.statusCode).toBe(204);
    expect(message).toEqual({
      type: 'login.rejected',
      payload: { message: 'The sign-in was rejected on your device.' },
    });
    expect(token.statusCode).toBe(401);
    expect(token.json().responseDescription).toBe('The code is wrong or has expired.');
  });

  it('a second answer: is refused with 409 "Already answered" and changes nothing', async () => {
    const { body, codeVerifier } = await startLogin(PAULA);
    const key = promptKeyOf(body.deepLink);
    await confirm(key, true, DEMO_DEVICE_SECRETS.paulaPixel);

    const second = await confirm(key, false, DEMO_DEVICE_SECRETS.paulaPixel);

    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ responseCode: 'AU', responseDescription: 'Already answered' });
    expect((await postToken({ code: body.code, codeVerifier })).statusCode).toBe(200);
  });

  it("no device secret, or another user's device: answers 401 and leaves the prompt pending", async () => {
    const { body, codeVerifier } = await startLogin(PAULA);
    const key = promptKeyOf(body.deepLink);

    const without = await confirm(key, true);
    const foreign = await confirm(key, true, DEMO_DEVICE_SECRETS.victorIphone);
    const own = await confirm(key, true, DEMO_DEVICE_SECRETS.paulaPixel);

    expect([without.statusCode, foreign.statusCode]).toEqual([401, 401]);
    expect(foreign.json()).toEqual({
      responseCode: 'AU',
      responseDescription: 'This device may not answer for this account.',
    });
    expect(own.statusCode).toBe(204);
    expect((await postToken({ code: body.code, codeVerifier })).statusCode).toBe(200);
  });

  it('a result that is not a boolean, or none: answers 400 TA1', async () => {
    const { body } = await startLogin(PAULA);

    const text = await confirm(promptKeyOf(body.deepLink), 'yes', DEMO_DEVICE_SECRETS.paulaPixel);
    const none = await sandbox.app.inject({
      method: 'PUT',
      url: authPath(AUTH_PATHS.loginConfirm, { key: promptKeyOf(body.deepLink) }),
      headers: { 'x-device-secret': DEMO_DEVICE_SECRETS.paulaPixel },
      payload: {},
    });

    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ responseCode: 'TA1', validationErrors: ['result: must be boolean'] });
    expect(none.json().validationErrors).toEqual(['result: is required']);
  });

  it('an unknown prompt key: answers 404', async () => {
    const response = await confirm('no-such-key', true, DEMO_DEVICE_SECRETS.paulaPixel);

    expect(response.statusCode).toBe(404);
    expect(response.json().responseDescription).toBe('This request is unknown or has expired.');
  });

  it('re-send with the temporary token: the prompt goes to the outbox again; decided: 409; no token: 401', async () => {
    const { body } = await startLogin(PAULA);
    const resend = (token?: string) =>
      sandbox.app.inject({
        method: 'POST',
        url: AUTH_PATHS.pushResend,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    // Without a body, as the spec shows no payload for it.
    const first = await resend(body.temporaryToken);
    const prompts = (await outbox(PAULA)).filter((message) => message.channel === 'push');
    await confirm(promptKeyOf(body.deepLink), true, DEMO_DEVICE_SECRETS.paulaPixel);
    const decided = await resend(body.temporaryToken);
    const anonymous = await resend();
    const unknown = await resend('not-a-temporary-token');

    expect(first.statusCode).toBe(204);
    expect(prompts).toHaveLength(2);
    expect(prompts[0]?.code).toBe(promptKeyOf(body.deepLink));
    expect(decided.statusCode).toBe(409);
    expect(decided.json()).toMatchObject({ responseCode: 'AU', responseDescription: 'Already answered' });
    expect([anonymous.statusCode, unknown.statusCode]).toEqual([401, 401]);
  });

  it('re-send after the sign-in expired: answers 401', async () => {
    const { body } = await startLogin(PAULA);

    clock.advance(5 * 60_000 + 1000);
    const response = await sandbox.app.inject({
      method: 'POST',
      url: AUTH_PATHS.pushResend,
      headers: { authorization: `Bearer ${body.temporaryToken}` },
      payload: {},
    });

    expect(response.statusCode).toBe(401);
    expect(response.json().responseDescription).toBe('Your sign-in has expired. Please sign in again.');
  });
});

describe('verifyDevice flow', () => {
  it('login: answers the user id and a temporary token, and asks the device "A new browser wants to sign in"', async () => {
    const { body } = await startLogin(VICTOR);

    expect(body).toEqual({ authFlow: 'verifyDevice', userId: 604, temporaryToken: expect.any(String) });
    const [prompt] = await outbox(VICTOR);
    expect(prompt).toMatchObject({ channel: 'push', text: 'A new browser wants to sign in' });
  });

  it('device approves: the code arrives as login.approved on the live channel and is exchanged with the verifier', async () => {
    const { body, codeVerifier } = await startLogin(VICTOR);
    const { client, ok } = await signInChannel(body.temporaryToken);
    const [prompt] = await outbox(VICTOR);

    await confirm(prompt?.code as string, true, DEMO_DEVICE_SECRETS.victorIphone);
    const approved = (await client.next()) as Extract<LiveServerMessage, { type: 'login.approved' }>;
    const token = await postToken({ code: approved.payload.code, codeVerifier });

    expect(ok).toEqual({ type: 'auth.ok' });
    expect(approved.type).toBe('login.approved');
    expect(token.statusCode).toBe(200);
    expect(await claimsOf(token.json().accessToken)).toMatchObject({ sub: '604', customerId: 20104 });
  });

  it("another sign-in's channel: hears nothing of this approval", async () => {
    const mine = await startLogin(VICTOR);
    const other = await startLogin(VICTOR);
    const { client } = await signInChannel(other.body.temporaryToken);
    const prompts = await outbox(VICTOR);

    // Newest first: the second message is the first sign-in's prompt.
    await confirm(prompts[1]?.code as string, true, DEMO_DEVICE_SECRETS.victorIphone);
    client.send({ type: 'ping' });

    expect(mine.body.userId).toBe(604);
    expect(await client.next()).toEqual({ type: 'pong' });
  });
});

describe('live channel with a temporary token', () => {
  it('an unknown temporary token: closes the socket as unauthorized', async () => {
    const client = await connectLive(sandbox.app, clients);

    client.send({ type: 'auth', token: 'unknown-temporary-token' });

    expect(await client.closed).toBe(4401);
  });
});

describe('migration block', () => {
  it('soft: the seeded deadline is 12 days after seeding, and the login adds days left by the clock', async () => {
    const [row] = await sandbox.database.db
      .select({ deadline: users.migrationDeadline })
      .from(users)
      .where(eq(users.email, SOFIA));
    const deadline = new Date(clock.now().getTime() + 12 * DAY_MS).toISOString().slice(0, 10);
    await sandbox.database.db
      .update(users)
      .set({ migrationDeadline: deadline })
      .where(eq(users.email, SOFIA));

    const now = await startLogin(SOFIA);
    clock.advance(3 * DAY_MS);
    const later = await startLogin(SOFIA);

    expect(row?.deadline).toBe(new Date(Date.now() + 12 * DAY_MS).toISOString().slice(0, 10));
    expect(now.body).toEqual({
      authFlow: 'otp',
      code: expect.any(String),
      migration: {
        req: 'soft',
        daysLeft: 12,
        devices: [],
        temporaryToken: expect.any(String),
        strategy: 'migrate',
      },
    });
    expect(later.body.migration.daysLeft).toBe(9);
  });

  it('soft: the user may continue, the code is exchanged as usual', async () => {
    const { body, codeVerifier } = await startLogin(SOFIA);

    const token = await postToken({
      code: body.code,
      codeVerifier,
      otp: await latestOtp(sandbox.app, SOFIA),
    });

    expect(token.statusCode).toBe(200);
  });

  it('strict: the code is held (direct) and refused until a phone is linked; then it is exchanged', async () => {
    const { body, codeVerifier } = await startLogin(STELLA);
    const { client } = await signInChannel(body.migration.temporaryToken);

    const refused = await postToken({ code: body.code, codeVerifier });
    const scp = await sandbox.app.inject({
      method: 'POST',
      url: AUTH_PATHS.scpRequest,
      headers: { authorization: `Bearer ${body.migration.temporaryToken}` },
      payload: {},
    });
    const linkCode = new URL(scp.json().deeplink).searchParams.get('code');
    const device = await sandbox.app.inject({
      method: 'POST',
      url: AUTH_PATHS.devices,
      payload: { name: 'Stella phone', code: linkCode, type: 'ios' },
    });
    const enabled = await client.next();
    const token = await postToken({ code: body.code, codeVerifier });
    const next = await startLogin(STELLA);

    expect(body).toEqual({
      authFlow: 'direct',
      code: expect.any(String),
      migration: { req: 'strict', devices: [], temporaryToken: expect.any(String), strategy: 'enable' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      responseCode: 'AU',
      responseDescription: 'Set up app approval before signing in.',
    });
    expect(scp.json().deeplink).toMatch(/^portal:\/\/scp\?code=[\w-]+$/);
    expect(device.json()).toMatchObject({
      name: 'Stella phone',
      type: 'ios',
      approved: true,
      secret: expect.any(String),
    });
    expect(enabled).toEqual({ type: 'scp.enabled', payload: { deviceName: 'Stella phone' } });
    expect(token.statusCode).toBe(200);
    expect(next.body.authFlow).toBe('push');
    // The migration is done: no block any more.
    expect(next.body.migration).toBeUndefined();
  });
});

describe('one-time secret (temporary authorised user)', () => {
  it('the seeded secret: answers tokens for the employee once, then 401', async () => {
    const first = await postToken({ secret: DEMO_AUTH_SECRET });
    const second = await postToken({ secret: DEMO_AUTH_SECRET });

    expect(first.statusCode).toBe(200);
    expect(await claimsOf(first.json().accessToken)).toMatchObject({ sub: '607', customerId: 20003 });
    expect(second.statusCode).toBe(401);
    expect(second.json().responseDescription).toBe('The secret is wrong, used or expired.');
  });

  it('after its lifetime (30 days): answers 401', async () => {
    clock.advance(31 * DAY_MS);

    const response = await postToken({ secret: DEMO_AUTH_SECRET });

    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['nothing', {}],
    ['a secret and a code at once', { secret: DEMO_AUTH_SECRET, code: 'x', codeVerifier: 'a'.repeat(43) }],
    ['a secret that is not a string', { secret: 42 }],
  ])('%s: answers 400 TA1', async (_case, payload) => {
    const response = await postToken(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().responseCode).toBe('TA1');
  });
});
