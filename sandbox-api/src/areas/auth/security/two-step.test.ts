import { AUTH_PATHS, TWO_STEP_PATHS } from '@portal/api/catalogue';
import { eq } from 'drizzle-orm';
import { DEMO_DEVICE_SECRETS } from '../login/seed';
import { customers, users } from '../../../platform/db/tables';
import { verifyPassword } from '../../../platform/lib/password';
import { MINUTE_MS, latestMessage } from '../../../testing/outbox';
import { ManualClock, callMethod, pkcePair, postLogin, signIn, useSandbox } from '../../../testing/sandbox';
import { sessionToken } from '../../../testing/tokens';

const JWT_SECRET = Buffer.from('security-test-secret');
const clock = new ManualClock();
const sandbox = useSandbox({ clock, config: { jwtSecret: JWT_SECRET } });

const ANNA = 'anna.simple@demo.test';
const SVEN = 'sven.settings@demo.test';
const PAULA = { email: 'paula.push@demo.test', userId: 603, customerId: 20103 };
const CODE_REFUSED = {
  responseCode: 'VF',
  responseDescription: 'The code is wrong or has expired.',
  message: 'The code is wrong or has expired.',
};

/** Paula signs in by push; her access token is made directly rather than through a device round trip. */
const paulaToken = () => sessionToken(sandbox.database.db, PAULA, JWT_SECRET, clock.now());

const requestChange = (accessToken: string | undefined, payload: Record<string, unknown>) =>
  sandbox.app.inject({
    method: 'POST',
    url: TWO_STEP_PATHS.change,
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    payload,
  });

const confirmChange = (accessToken: string, reqId: string, code: string) =>
  sandbox.app.inject({
    method: 'POST',
    url: TWO_STEP_PATHS.confirm.replace(':reqId', reqId),
    headers: { authorization: `Bearer ${accessToken}` },
    payload: { code },
  });

/** Paula's phone answers the newest prompt (its key is the outbox message's code). */
async function answerOnPaulasPhone(result: boolean) {
  const prompt = await latestMessage(sandbox.app, PAULA.email);
  expect(prompt.channel).toBe('push');
  const response = await sandbox.app.inject({
    method: 'PUT',
    url: AUTH_PATHS.loginConfirm.replace(':key', prompt.code),
    headers: { 'x-device-secret': DEMO_DEVICE_SECRETS.paulaPixel },
    payload: { result },
  });
  expect(response.statusCode).toBe(204);
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /two-step-verification, SMS confirmation', () => {
  it('sms user: answers a request id, confirmBy sms and the masked phone; the code goes out by SMS', async () => {
    const { accessToken } = await signIn(sandbox.app, SVEN);

    const response = await requestChange(accessToken, { mode: 'otp', typeMode: 'login' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      confirmBy: 'sms',
      sentTo: '+44 •••• •••456',
    });
    expect(await latestMessage(sandbox.app, SVEN)).toMatchObject({
      channel: 'sms',
      code: expect.stringMatching(/^\d{6}$/),
    });
  });

  it('right code: answers 00 and customer info shows the new sign-in factor', async () => {
    const { accessToken } = await signIn(sandbox.app, SVEN);
    const { reqId } = (await requestChange(accessToken, { mode: 'otp', typeMode: 'login' })).json();
    const { code } = await latestMessage(sandbox.app, SVEN);

    const response = await confirmChange(accessToken, reqId, code);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ responseCode: '00', responseDescription: 'Success' });
    const info = await callMethod(sandbox.app, 'getCustomerInfo', { accessToken });
    expect(info.json().login2faMode).toBe('otp');
  });

  it('mode no for sign-in: customer info answers login2faMode no and sign-in is simple', async () => {
    const { accessToken } = await signIn(sandbox.app, SVEN);
    const { reqId } = (await requestChange(accessToken, { mode: 'no', typeMode: 'login' })).json();

    await confirmChange(accessToken, reqId, (await latestMessage(sandbox.app, SVEN)).code);

    const info = await callMethod(sandbox.app, 'getCustomerInfo', { accessToken });
    expect(info.json().login2faMode).toBe('no');
    const login = await postLogin(sandbox.app, { username: SVEN, codeChallenge: pkcePair().codeChallenge });
    expect(login.json().authFlow).toBe('simple');
  });

  it('transaction approval: sets the transaction approve mode, not the sign-in factor', async () => {
    const { accessToken } = await signIn(sandbox.app, ANNA);
    const { reqId, confirmBy } = (
      await requestChange(accessToken, { mode: 'otp', typeMode: 'transaction' })
    ).json();

    await confirmChange(accessToken, reqId, (await latestMessage(sandbox.app, ANNA)).code);

    expect(confirmBy).toBe('sms');
    const info = await callMethod(sandbox.app, 'getCustomerInfo', { accessToken });
    expect(info.json()).toMatchObject({ transactionApproveMode: 'otp', login2faMode: 'no' });
  });

  it('wrong code: answers HTTP 400 VF with the message the page shows (spec 02 §8)', async () => {
    const { accessToken } = await signIn(sandbox.app, SVEN);
    const { reqId } = (await requestChange(accessToken, { mode: 'otp', typeMode: 'login' })).json();
    const { code } = await latestMessage(sandbox.app, SVEN);

    const response = await confirmChange(accessToken, reqId, wrongCodeFor(code));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(CODE_REFUSED);
  });

  it('three wrong codes: the right one is refused and nothing changes', async () => {
    const { accessToken } = await signIn(sandbox.app, SVEN);
    const { reqId } = (await requestChange(accessToken, { mode: 'otp', typeMode: 'login' })).json();
    const { code } = await latestMessage(sandbox.app, SVEN);
    for (let attempt = 0; attempt < 3; attempt += 1)
      await confirmChange(accessToken, reqId, wrongCodeFor(code));

    const response = await confirmChange(accessToken, reqId, code);

    expect(response.statusCode).toBe(400);
    const info = await callMethod(sandbox.app, 'getCustomerInfo', { accessToken });
    expect(info.json().login2faMode).toBe('sms');
  });

  it('the same code twice: the second answers 400', async () => {
    const { accessToken } = await signIn(sandbox.app, SVEN);
    const { reqId } = (await requestChange(accessToken, { mode: 'otp', typeMode: 'login' })).json();
    const { code } = await latestMessage(sandbox.app, SVEN);
    await confirmChange(accessToken, reqId, code);

    expect((await confirmChange(accessToken, reqId, code)).statusCode).toBe(400);
  });

  it('after 10 minutes: the code is refused', async () => {
    const { accessToken } = await signIn(sandbox.app, SVEN);
    const { reqId } = (await requestChange(accessToken, { mode: 'otp', typeMode: 'login' })).json();
    const { code } = await latestMessage(sandbox.app, SVEN);
    clock.advance(10 * MINUTE_MS + 1);
    // The access token has expired by now too: Sven confirms from a new session.
    const fresh = await signIn(sandbox.app, SVEN);

    const response = await confirmChange(fresh.accessToken, reqId, code);

    expect(response.statusCode).toBe(400);
  });

  it("another user's request: is refused with the right code", async () => {
    const anna = await signIn(sandbox.app, ANNA);
    const sven = await signIn(sandbox.app, SVEN);
    const { reqId } = (await requestChange(sven.accessToken, { mode: 'otp', typeMode: 'login' })).json();
    const { code } = await latestMessage(sandbox.app, SVEN);

    const response = await confirmChange(anna.accessToken, reqId, code);

    expect(response.statusCode).toBe(400);
    expect((await confirmChange(sven.accessToken, reqId, code)).statusCode).toBe(200);
  });

  it('without a session: answers 401 whatever the body', async () => {
    const response = await requestChange(undefined, { mode: 'nonsense' });

    expect(response.statusCode).toBe(401);
    expect(response.json().responseCode).toBe('AU');
  });

  it('unknown mode: answers 400 TA1 naming the field', async () => {
    const { accessToken } = await signIn(sandbox.app, SVEN);

    const response = await requestChange(accessToken, { mode: 'email', typeMode: 'login' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [expect.stringMatching(/^mode: /)],
    });
  });

  it('push without a linked device: answers 400 TA1, so nobody is locked out', async () => {
    const { accessToken } = await signIn(sandbox.app, SVEN);

    const response = await requestChange(accessToken, { mode: 'push', typeMode: 'login' });

    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual(['mode: link a device before choosing push']);
  });

  it('request id that is no uuid: answers 400 TA1', async () => {
    const { accessToken } = await signIn(sandbox.app, SVEN);

    const response = await confirmChange(accessToken, 'not-a-uuid', '123456');

    expect(response.statusCode).toBe(400);
    expect(response.json().responseCode).toBe('TA1');
  });
});

describe('POST /two-step-verification, push confirmation', () => {
  it('push user: answers confirmBy push and sends a prompt to the device', async () => {
    const response = await requestChange(await paulaToken(), { mode: 'sms', typeMode: 'login' });

    expect(response.json()).toEqual({ reqId: expect.any(String), confirmBy: 'push' });
    expect((await latestMessage(sandbox.app, PAULA.email)).channel).toBe('push');
  });

  it('approved on the device: applies the mode and says twoStepVerification.set on the live channel', async () => {
    const publish = jest.spyOn(sandbox.app.live, 'publish');
    await requestChange(await paulaToken(), { mode: 'otp', typeMode: 'login' });

    await answerOnPaulasPhone(true);

    const [user] = await sandbox.database.db
      .select({ loginFlow: users.loginFlow })
      .from(users)
      .where(eq(users.id, PAULA.userId));
    expect(user?.loginFlow).toBe('otp');
    expect(publish).toHaveBeenCalledWith(PAULA.customerId, {
      type: 'twoStepVerification.set',
      payload: { mode: 'otp' },
    });
    publish.mockRestore();
  });

  it('approved for transactions: sets the approve mode of her customer', async () => {
    await requestChange(await paulaToken(), { mode: 'push', typeMode: 'transaction' });

    await answerOnPaulasPhone(true);

    const [customer] = await sandbox.database.db
      .select({ mode: customers.transactionApproveMode })
      .from(customers)
      .where(eq(customers.id, PAULA.customerId));
    expect(customer?.mode).toBe('push');
  });

  it('rejected on the device: nothing changes', async () => {
    await requestChange(await paulaToken(), { mode: 'no', typeMode: 'login' });

    await answerOnPaulasPhone(false);

    const info = await callMethod(sandbox.app, 'getCustomerInfo', { accessToken: await paulaToken() });
    expect(info.json().login2faMode).toBe('push');
  });

  it('a push request confirmed with a code instead: answers 400', async () => {
    const { reqId } = (await requestChange(await paulaToken(), { mode: 'no', typeMode: 'login' })).json();

    expect((await confirmChange(await paulaToken(), reqId, '123456')).statusCode).toBe(400);
  });
});

describe('changePassword', () => {
  const change = (accessToken: string, body: Record<string, unknown>) =>
    callMethod(sandbox.app, 'changePassword', { accessToken, body });
  const valid = { password: 'Demo-pass-1', passwordNew: 'New-pass-22', passwordNewRepeat: 'New-pass-22' };
  const signInStatus = async (email: string, password: string) =>
    (await postLogin(sandbox.app, { username: email, password, codeChallenge: pkcePair().codeChallenge }))
      .statusCode;

  it('wrong current password: answers VF', async () => {
    const { accessToken } = await signIn(sandbox.app, ANNA);

    const response = await change(accessToken, { ...valid, password: 'Not-my-pass-1' });

    expect(response.json()).toEqual({
      responseCode: 'VF',
      responseDescription: 'The current password is wrong.',
    });
  });

  it('mismatched repeat and a weak new password: answers TA1 listing both', async () => {
    const { accessToken } = await signIn(sandbox.app, ANNA);

    const response = await change(accessToken, {
      password: 'Demo-pass-1',
      passwordNew: 'short',
      passwordNewRepeat: 'shorter',
    });

    expect(response.json()).toEqual({
      responseCode: 'TA1',
      responseDescription: 'Invalid parameters',
      validationErrors: [
        'passwordNew: must be at least 8 characters',
        'passwordNew: must contain at least one letter and one digit',
        'passwordNewRepeat: must be the same as passwordNew',
      ],
    });
  });

  it('new password equal to the current one: answers TA1', async () => {
    const { accessToken } = await signIn(sandbox.app, ANNA);

    const response = await change(accessToken, {
      password: 'Demo-pass-1',
      passwordNew: 'Demo-pass-1',
      passwordNewRepeat: 'Demo-pass-1',
    });

    expect(response.json().validationErrors).toEqual(['passwordNew: must differ from the current password']);
  });

  it('sms confirmation: the right code sets the password and the session continues', async () => {
    const { accessToken, refreshToken } = await signIn(sandbox.app, SVEN);
    const started = (await change(accessToken, valid)).json();
    const { code } = await latestMessage(sandbox.app, SVEN);

    const response = await callMethod(sandbox.app, 'confirmPasswordChange', {
      accessToken,
      body: { requestKey: started.requestKey, code },
    });

    expect(started).toMatchObject({ responseCode: '00', confirmBy: 'sms', sentTo: '+44 •••• •••456' });
    expect(response.json()).toEqual({ responseCode: '00', responseDescription: 'Success' });
    expect(await signInStatus(SVEN, 'New-pass-22')).toBe(200);
    expect(await signInStatus(SVEN, 'Demo-pass-1')).toBe(401);
    const refresh = await sandbox.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      payload: { refreshToken },
    });
    expect(refresh.statusCode).toBe(200);
  });

  it('wrong codes: VF each time, and after three the right one is refused', async () => {
    const { accessToken } = await signIn(sandbox.app, ANNA);
    const { requestKey } = (await change(accessToken, valid)).json();
    const { code } = await latestMessage(sandbox.app, ANNA);
    const confirm = (value: string) =>
      callMethod(sandbox.app, 'confirmPasswordChange', { accessToken, body: { requestKey, code: value } });

    const first = await confirm(wrongCodeFor(code));
    await confirm(wrongCodeFor(code));
    await confirm(wrongCodeFor(code));
    const right = await confirm(code);

    expect(first.json()).toEqual({
      responseCode: 'VF',
      responseDescription: 'The code is wrong or has expired.',
    });
    expect(right.json().responseCode).toBe('VF');
    expect(await signInStatus(ANNA, 'Demo-pass-1')).toBe(200);
  });

  it('cancelled: answers 00 and the code no longer applies', async () => {
    const { accessToken } = await signIn(sandbox.app, ANNA);
    const { requestKey } = (await change(accessToken, valid)).json();
    const { code } = await latestMessage(sandbox.app, ANNA);

    const cancel = await callMethod(sandbox.app, 'cancelPasswordChange', {
      accessToken,
      body: { requestKey },
    });
    const confirm = await callMethod(sandbox.app, 'confirmPasswordChange', {
      accessToken,
      body: { requestKey, code },
    });

    expect(cancel.json()).toEqual({ responseCode: '00', responseDescription: 'Success' });
    expect(confirm.json().responseCode).toBe('VF');
  });

  it("another user's request key: answers VF and changes nothing", async () => {
    const anna = await signIn(sandbox.app, ANNA);
    const sven = await signIn(sandbox.app, SVEN);
    const { requestKey } = (await change(sven.accessToken, valid)).json();
    const { code } = await latestMessage(sandbox.app, SVEN);

    const response = await callMethod(sandbox.app, 'confirmPasswordChange', {
      accessToken: anna.accessToken,
      body: { requestKey, code },
    });

    expect(response.json().responseCode).toBe('VF');
    expect(await signInStatus(SVEN, 'Demo-pass-1')).toBe(200);
  });

  it('push user approving on the device: sets the password and says password.changed ok', async () => {
    const publish = jest.spyOn(sandbox.app.live, 'publish');
    const started = (await change(await paulaToken(), valid)).json();

    await answerOnPaulasPhone(true);

    expect(started).toMatchObject({ responseCode: '00', confirmBy: 'push' });
    expect(publish).toHaveBeenCalledWith(PAULA.customerId, {
      type: 'password.changed',
      payload: { ok: true },
    });
    const [user] = await sandbox.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, PAULA.userId));
    expect(await verifyPassword('New-pass-22', user!.hash)).toBe(true);
    publish.mockRestore();
  });

  it('push user rejecting on the device: keeps the password and says Confirmation canceled', async () => {
    const publish = jest.spyOn(sandbox.app.live, 'publish');
    await change(await paulaToken(), valid);

    await answerOnPaulasPhone(false);

    expect(publish).toHaveBeenCalledWith(PAULA.customerId, {
      type: 'password.changed',
      payload: { ok: false, message: 'Confirmation canceled' },
    });
    const [user] = await sandbox.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, PAULA.userId));
    expect(await verifyPassword('Demo-pass-1', user!.hash)).toBe(true);
    publish.mockRestore();
  });
});
