import { AUTH_PATHS, authPath } from '@portal/api/catalogue';
import { eq } from 'drizzle-orm';
import { users } from '../../../platform/db/tables';
import { DEMO_DEVICE_SECRETS } from '../login/seed';
import { connectLive, type LiveClient } from '../../../testing/live-client';
import { ManualClock, pkcePair, postLogin, signIn, useSandbox } from '../../../testing/sandbox';

const ANNA = 'anna.simple@demo.test';
const PAULA = 'paula.push@demo.test';
const SOFIA = 'sofia.soft@demo.test';

const clock = new ManualClock();
const sandbox = useSandbox({ clock });

const clients: LiveClient[] = [];
beforeAll(async () => {
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

/** The fields a TA1 answer names, each once. */
const fieldsNamed = (validationErrors: string[]) => [
  ...new Set(validationErrors.map((line) => line.split(':')[0])),
];

const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

async function outbox(email: string) {
  const response = await sandbox.app.inject({ method: 'GET', url: '/sandbox/outbox', query: { to: email } });
  return response.json<{ messages: { channel: string; text: string; code: string | null }[] }>().messages;
}

/** Paula signs in the way her flow asks: the seeded Pixel 8 approves the push prompt. */
async function signInPaula(): Promise<string> {
  const { codeVerifier, codeChallenge } = pkcePair();
  const login = (await postLogin(sandbox.app, { username: PAULA, codeChallenge })).json();
  const key = new URL(login.deepLink).searchParams.get('key') as string;
  await sandbox.app.inject({
    method: 'PUT',
    url: authPath(AUTH_PATHS.loginConfirm, { key }),
    headers: { 'x-device-secret': DEMO_DEVICE_SECRETS.paulaPixel },
    payload: { result: true },
  });
  const token = await sandbox.app.inject({
    method: 'POST',
    url: AUTH_PATHS.token,
    payload: { code: login.code, codeVerifier },
  });
  return token.json().accessToken;
}

/** A pending push sign-in of Paula's: its temporary token. */
async function paulaSignInToken(): Promise<string> {
  return (await postLogin(sandbox.app, { username: PAULA, codeChallenge: pkcePair().codeChallenge })).json()
    .temporaryToken;
}

const scpRequest = (token?: string) =>
  sandbox.app.inject({ method: 'POST', url: AUTH_PATHS.scpRequest, headers: bearer(token), payload: {} });

async function linkCode(token: string): Promise<string> {
  return new URL((await scpRequest(token)).json().deeplink).searchParams.get('code') as string;
}

const createDevice = (payload: Record<string, unknown>) =>
  sandbox.app.inject({ method: 'POST', url: AUTH_PATHS.devices, payload });

describe('POST /auth/scp/request + POST /auth/devices', () => {
  it('no bearer: answers 401 AU', async () => {
    const response = await scpRequest();

    expect(response.statusCode).toBe(401);
    expect(response.json().responseCode).toBe('AU');
  });

  it("signed in: the phone links with the deep link's code, first device approved, push becomes the factor", async () => {
    const { accessToken } = await signIn(sandbox.app, ANNA);
    const live = await connectLive(sandbox.app, clients);
    live.send({ type: 'auth', token: accessToken });
    await live.next();

    const code = await linkCode(accessToken);
    const device = await createDevice({ name: '  Anna phone ', code, type: 'android', pushToken: 'fcm-1' });
    const [user] = await sandbox.database.db
      .select({ scp: users.scp, loginFlow: users.loginFlow })
      .from(users)
      .where(eq(users.email, ANNA));

    expect(device.statusCode).toBe(200);
    expect(device.json()).toEqual({
      id: expect.any(Number),
      code: expect.stringMatching(/^DV-[0-9A-F]{8}$/),
      type: 'android',
      name: 'Anna phone',
      location: 'Unknown location',
      lastActivityAt: expect.any(String),
      approved: true,
      secret: expect.any(String),
    });
    expect(user).toEqual({ scp: 'push', loginFlow: 'push' });
    expect(await live.next()).toEqual({
      type: 'device.linked',
      payload: { deviceId: device.json().id, name: 'Anna phone' },
    });
  });

  it('no body at all (the spec shows no payload): answers the deep link as for {}; a non-object body is TA1', async () => {
    const { accessToken } = await signIn(sandbox.app, ANNA);

    const bodiless = await sandbox.app.inject({
      method: 'POST',
      url: AUTH_PATHS.scpRequest,
      headers: bearer(accessToken),
    });
    const list = await sandbox.app.inject({
      method: 'POST',
      url: AUTH_PATHS.scpRequest,
      headers: { ...bearer(accessToken), 'content-type': 'application/json' },
      payload: '[1]',
    });

    expect(bodiless.statusCode).toBe(200);
    expect(bodiless.json().deeplink).toMatch(/^portal:\/\/scp\?code=/);
    expect(list.statusCode).toBe(400);
    expect(list.json().validationErrors).toEqual(['body: must be object']);
  });

  it('the same link code twice: the second phone is refused with 401', async () => {
    const { accessToken } = await signIn(sandbox.app, ANNA);
    const code = await linkCode(accessToken);
    await createDevice({ name: 'First', code, type: 'ios' });

    const second = await createDevice({ name: 'Second', code, type: 'ios' });

    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual({
      responseCode: 'AU',
      responseDescription: 'The link code is wrong or has expired.',
    });
  });

  it('a link code older than 10 minutes: is refused', async () => {
    const { accessToken } = await signIn(sandbox.app, ANNA);
    const code = await linkCode(accessToken);

    clock.advance(10 * 60_000 + 1000);
    const response = await createDevice({ name: 'Late', code, type: 'ios' });

    expect(response.statusCode).toBe(401);
  });

  it('while signing in, for a user who has a device already: the new phone waits for approval', async () => {
    const code = await linkCode(await paulaSignInToken());

    const response = await createDevice({ name: 'Tablet', code, type: 'android' });

    expect(response.json()).toMatchObject({ name: 'Tablet', approved: false });
  });

  it('a second factor linked while signing in with otp: the sign-in flow becomes push', async () => {
    const login = (
      await postLogin(sandbox.app, { username: SOFIA, codeChallenge: pkcePair().codeChallenge })
    ).json();

    await createDevice({
      name: 'Sofia phone',
      code: await linkCode(login.migration.temporaryToken),
      type: 'ios',
    });
    const [user] = await sandbox.database.db
      .select({ scp: users.scp, loginFlow: users.loginFlow })
      .from(users)
      .where(eq(users.email, SOFIA));

    expect(user).toEqual({ scp: 'push', loginFlow: 'push' });
  });

  it.each([
    ['an unknown type', { name: 'Phone', code: 'x', type: 'windows' }, 'type'],
    ['an empty name', { name: '', code: 'x', type: 'ios' }, 'name'],
    ['a blank name', { name: '   ', code: 'x', type: 'ios' }, 'name'],
    ['no code', { name: 'Phone', type: 'ios' }, 'code'],
  ])('%s: answers 400 TA1 naming the field', async (_case, payload, field) => {
    const response = await createDevice(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().responseCode).toBe('TA1');
    expect(fieldsNamed(response.json().validationErrors)).toEqual([field]);
  });
});

describe('POST /auth/stores-urls/send', () => {
  const send = (payload: Record<string, unknown>, token?: string) =>
    sandbox.app.inject({ method: 'POST', url: AUTH_PATHS.storesUrlsSend, headers: bearer(token), payload });

  it('signed in: sends both store links by SMS, filed under the user', async () => {
    const { accessToken } = await signIn(sandbox.app, ANNA);

    const response = await send({ phoneNumber: '447700900456' }, accessToken);

    expect(response.statusCode).toBe(204);
    const [sms] = await outbox(ANNA);
    expect(sms?.channel).toBe('sms');
    expect(sms?.text).toContain('+447700900456');
    expect(sms?.text).toContain('https://apps.apple.com/');
    expect(sms?.text).toContain('https://play.google.com/');
  });

  it("while signing in: the sign-in's temporary token is enough", async () => {
    const response = await send({ phoneNumber: '4915112345678' }, await paulaSignInToken());

    expect(response.statusCode).toBe(204);
    expect((await outbox(PAULA)).some((message) => message.text.includes('+4915112345678'))).toBe(true);
  });

  it('no bearer: answers 401', async () => {
    expect((await send({ phoneNumber: '447700900456' })).statusCode).toBe(401);
  });

  it.each([['+447700900456'], ['12345'], ['1234567890123456'], ['44 7700 900456']])(
    'phone number %s: answers 400 TA1',
    async (phoneNumber) => {
      const { accessToken } = await signIn(sandbox.app, ANNA);

      const response = await send({ phoneNumber }, accessToken);

      expect(response.statusCode).toBe(400);
      expect(response.json().validationErrors).toEqual([expect.stringMatching(/^phoneNumber: /)]);
    },
  );
});

describe('devices of the signed-in user', () => {
  const get = (url: string, token?: string) =>
    sandbox.app.inject({ method: 'GET', url, headers: bearer(token) });
  const remove = (url: string, token?: string) =>
    sandbox.app.inject({ method: 'DELETE', url, headers: bearer(token) });

  it('list: answers own devices without their secrets, the same on the legacy path', async () => {
    const token = await signInPaula();

    const list = await get(AUTH_PATHS.devices, token);
    const legacy = await get(AUTH_PATHS.legacyDevices, token);

    expect(list.json()).toEqual([
      {
        id: 901,
        code: 'PX8-PAULA',
        type: 'android',
        name: 'Pixel 8',
        location: 'Berlin, DE',
        lastActivityAt: expect.any(String),
        approved: true,
      },
    ]);
    expect(legacy.json()).toEqual(list.json());
  });

  it("one device: answers it; another user's device answers 404 with a message", async () => {
    const token = await signInPaula();

    const own = await get(authPath(AUTH_PATHS.device, { deviceId: 901 }), token);
    const foreign = await get(authPath(AUTH_PATHS.device, { deviceId: 902 }), token);

    expect(own.json()).toMatchObject({ id: 901, name: 'Pixel 8' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ responseCode: 'UE', responseDescription: 'No such device.' });
  });

  it("delete: removes own device; another user's is refused with 404 and stays", async () => {
    const token = await signInPaula();
    const annaToken = (await signIn(sandbox.app, ANNA)).accessToken;

    const foreign = await remove(authPath(AUTH_PATHS.device, { deviceId: 901 }), annaToken);
    const own = await remove(authPath(AUTH_PATHS.device, { deviceId: 901 }), token);

    expect(foreign.statusCode).toBe(404);
    expect(own.statusCode).toBe(204);
    expect((await get(AUTH_PATHS.devices, token)).json()).toEqual([]);
  });

  it('legacy delete: removes the device too', async () => {
    const token = await signInPaula();

    const response = await remove(authPath(AUTH_PATHS.legacyDevice, { deviceId: 901 }), token);

    expect(response.statusCode).toBe(204);
    expect((await get(AUTH_PATHS.legacyDevices, token)).json()).toEqual([]);
  });

  it.each([
    ['GET', AUTH_PATHS.devices],
    ['GET', AUTH_PATHS.legacyDevices],
    ['GET', AUTH_PATHS.approveMethods],
    ['GET', '/auth/devices/901'],
    ['DELETE', '/auth/devices/901'],
    ['DELETE', '/device-api/device/901'],
  ] as const)('%s %s without a bearer: answers 401', async (method, url) => {
    const response = await sandbox.app.inject({ method, url });

    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['GET', '/auth/devices/abc'],
    ['DELETE', '/auth/devices/9x'],
    ['DELETE', '/device-api/device/-1'],
  ] as const)('%s %s, an id that is not digits: answers 400 TA1', async (method, url) => {
    const { accessToken } = await signIn(sandbox.app, ANNA);

    const response = await sandbox.app.inject({ method, url, headers: bearer(accessToken) });

    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([expect.stringMatching(/^deviceId: /)]);
  });

  it('approve methods: device, sms and e-mail', async () => {
    const { accessToken } = await signIn(sandbox.app, ANNA);

    const response = await get(AUTH_PATHS.approveMethods, accessToken);

    expect(response.json()).toEqual([
      { id: 1, kind: 'device' },
      { id: 2, kind: 'sms' },
      { id: 3, kind: 'email' },
    ]);
  });
});

describe('approving a new device by code', () => {
  async function unapprovedDevice() {
    const code = await linkCode(await paulaSignInToken());
    const device = (await createDevice({ name: 'Tablet', code, type: 'android' })).json();
    return { deviceId: device.id as number, token: await signInPaula() };
  }
  const start = (deviceId: number, methodId: unknown, token: string) =>
    sandbox.app.inject({
      method: 'POST',
      url: authPath(AUTH_PATHS.deviceApprove, { deviceId }),
      headers: bearer(token),
      payload: { methodId },
    });
  const finish = (deviceId: number, methodId: number | string, code: string, token: string) =>
    sandbox.app.inject({
      method: 'PATCH',
      url: authPath(AUTH_PATHS.deviceApproveConfirm, { deviceId, methodId }),
      headers: bearer(token),
      payload: { code },
    });

  it('by e-mail: sends a six-digit code to the masked address; the code approves the device once', async () => {
    const { deviceId, token } = await unapprovedDevice();

    const started = await start(deviceId, 3, token);
    const [mail] = await outbox(PAULA);
    const done = await finish(deviceId, 3, mail?.code as string, token);
    const again = await finish(deviceId, 3, mail?.code as string, token);

    expect(started.json()).toEqual({ methodId: 3, sentTo: 'p•••@demo.test' });
    expect(mail).toMatchObject({ channel: 'email', code: expect.stringMatching(/^\d{6}$/) });
    expect(done.statusCode).toBe(204);
    expect(again.statusCode).toBe(400);
    const device = await sandbox.app.inject({
      method: 'GET',
      url: authPath(AUTH_PATHS.device, { deviceId }),
      headers: bearer(token),
    });
    expect(device.json().approved).toBe(true);
  });

  it('by device: the code goes to the approved Pixel 8', async () => {
    const { deviceId, token } = await unapprovedDevice();

    const started = await start(deviceId, 1, token);

    expect(started.json()).toEqual({ methodId: 1, sentTo: 'Pixel 8' });
    expect((await outbox(PAULA))[0]?.channel).toBe('push');
  });

  it('by sms without a phone number: answers 400 with a message', async () => {
    const { deviceId, token } = await unapprovedDevice();

    const started = await start(deviceId, 2, token);

    expect(started.statusCode).toBe(400);
    expect(started.json()).toEqual({
      responseCode: 'VF',
      responseDescription: 'There is no phone number to send the code to.',
    });
  });

  it('wrong codes: 400 with the tries left, and the third burns the code', async () => {
    const { deviceId, token } = await unapprovedDevice();
    await start(deviceId, 3, token);
    const code = (await outbox(PAULA))[0]?.code as string;
    const wrong = code === '000000' ? '111111' : '000000';

    const answers = [];
    for (let attempt = 0; attempt < 3; attempt += 1) answers.push(await finish(deviceId, 3, wrong, token));
    const right = await finish(deviceId, 3, code, token);

    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(answers[0]?.json()).toEqual({
      responseCode: 'VF',
      responseDescription: 'The code is wrong. 2 attempts left.',
      attemptsLeft: 2,
    });
    expect(answers[2]?.json().responseDescription).toBe(
      'The code is wrong and can no longer be used. Request a new one.',
    );
    expect(right.statusCode).toBe(400);
  });

  it('a code older than 10 minutes: is refused', async () => {
    const { deviceId, token } = await unapprovedDevice();
    await start(deviceId, 3, token);
    const code = (await outbox(PAULA))[0]?.code as string;

    clock.advance(10 * 60_000 + 1000);
    const response = await finish(deviceId, 3, code, await signInPaula());

    expect(response.statusCode).toBe(400);
    expect(response.json().responseDescription).toBe('The code is wrong or has expired. Request a new one.');
  });

  it('an approved device: is refused with a message', async () => {
    const token = await signInPaula();

    const response = await start(901, 3, token);

    expect(response.statusCode).toBe(400);
    expect(response.json().responseDescription).toBe('This device is already approved.');
  });

  it("another user's device: answers 404", async () => {
    const { accessToken } = await signIn(sandbox.app, ANNA);

    expect((await start(901, 3, accessToken)).statusCode).toBe(404);
    expect((await finish(901, 3, '123456', accessToken)).statusCode).toBe(404);
  });

  it.each([
    ['an unknown method', () => ({ methodId: 7 })],
    ['a method id as text', () => ({ methodId: '1' })],
  ])('start with %s: answers 400 TA1', async (_case, body) => {
    const { accessToken } = await signIn(sandbox.app, ANNA);

    const response = await start(901, body().methodId, accessToken);

    expect(response.statusCode).toBe(400);
    expect(fieldsNamed(response.json().validationErrors)).toEqual(['methodId']);
  });

  it.each([
    ['an unknown method in the path', 9, '123456', /^methodId: /],
    ['a code that is not six digits', 3, '12ab', /^code: /],
  ])('confirm with %s: answers 400 TA1', async (_case, methodId, code, line) => {
    const { accessToken } = await signIn(sandbox.app, ANNA);

    const response = await finish(901, methodId, code, accessToken);

    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([expect.stringMatching(line)]);
  });
});
