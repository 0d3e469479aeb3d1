import { MINUTE_MS, latestMessage, messagesTo } from '../../../testing/outbox';
import { ManualClock, callMethod, pkcePair, postLogin, signIn, useSandbox } from '../../../testing/sandbox';

const clock = new ManualClock();
const sandbox = useSandbox({ clock });

const RITA = 'rita.reset@demo.test';
const NEW_PASSWORD = 'Rita-new-pass-2';
const VF = { responseCode: 'VF', responseDescription: 'The code is wrong or has expired.' };

async function requestCode(email = RITA): Promise<string> {
  const response = await callMethod(sandbox.app, 'requestPasswordChange', { body: { email } });
  expect(response.json()).toEqual({ responseCode: '00', responseDescription: 'Success' });
  return (await latestMessage(sandbox.app, email)).code;
}

const check = (code: string, email = RITA) =>
  callMethod(sandbox.app, 'checkPasswordChangeCode', { body: { email, code } });
const change = (code: string, password = NEW_PASSWORD, email = RITA) =>
  callMethod(sandbox.app, 'changePasswordWithCode', { body: { email, code, password } });
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');
const signInStatus = async (password?: string) =>
  (
    await postLogin(sandbox.app, {
      username: RITA,
      codeChallenge: pkcePair().codeChallenge,
      ...(password ? { password } : {}),
    })
  ).statusCode;

describe('requestPasswordChange', () => {
  it('known user: e-mails a 6-digit code', async () => {
    await requestCode();

    const message = await latestMessage(sandbox.app, RITA);
    expect(message).toMatchObject({ channel: 'email', code: expect.stringMatching(/^\d{6}$/) });
    expect(message.text).toContain(message.code);
  });

  it('unknown e-mail: answers 00 all the same and sends nothing', async () => {
    const response = await callMethod(sandbox.app, 'requestPasswordChange', {
      body: { email: 'nobody@demo.test' },
    });

    expect(response.json().responseCode).toBe('00');
    expect(await messagesTo(sandbox.app, 'nobody@demo.test')).toEqual([]);
  });
});

describe('checkPasswordChangeCode', () => {
  it('right code: answers 00', async () => {
    const code = await requestCode();

    expect((await check(code)).json()).toEqual({ responseCode: '00', responseDescription: 'Success' });
  });

  it('wrong code: answers VF', async () => {
    const code = await requestCode();

    expect((await check(wrongCodeFor(code))).json()).toEqual(VF);
  });

  it('code older than 15 minutes: answers VF', async () => {
    const code = await requestCode();
    clock.advance(15 * MINUTE_MS + 1);

    expect((await check(code)).json()).toEqual(VF);
  });

  it('code sent to another e-mail: answers VF', async () => {
    const code = await requestCode();

    expect((await check(code, 'anna.simple@demo.test')).json()).toEqual(VF);
  });

  it('after five tries: the right code is refused too', async () => {
    const code = await requestCode();
    for (let attempt = 0; attempt < 5; attempt += 1) await check(wrongCodeFor(code));

    expect((await check(code)).json()).toEqual(VF);
  });

  it('a newer request: the older code stops working', async () => {
    const old = await requestCode();
    const newest = await requestCode();

    expect((await check(old)).json().responseCode).toBe(old === newest ? '00' : 'VF');
    expect((await check(newest)).json().responseCode).toBe('00');
  });

  it('not six digits: answers TA1', async () => {
    expect((await check('12ab')).json()).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [expect.stringMatching(/^code: /)],
    });
  });
});

describe('changePasswordWithCode', () => {
  it('right code: the new password signs in and the old one no longer does', async () => {
    const code = await requestCode();

    const response = await change(code);

    expect(response.json()).toEqual({ responseCode: '00', responseDescription: 'Success' });
    expect(await signInStatus(NEW_PASSWORD)).toBe(200);
    expect(await signInStatus()).toBe(401);
  });

  it('the code is single use', async () => {
    const code = await requestCode();
    await change(code);

    expect((await change(code, 'Another-pass-3')).json()).toEqual(VF);
  });

  it('sessions begun before the reset: their refresh tokens are revoked', async () => {
    const { refreshToken } = await signIn(sandbox.app, RITA);
    const code = await requestCode();

    await change(code);

    const refresh = await sandbox.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      payload: { refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('e-mail locked by wrong passwords: the reset lifts the lock', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await signInStatus('Wrong-pass-9');
    expect(await signInStatus()).toBe(401);
    const code = await requestCode();

    await change(code);

    expect(await signInStatus(NEW_PASSWORD)).toBe(200);
  });

  it('password breaking the rule: answers TA1 and keeps the code', async () => {
    const code = await requestCode();

    const weak = await change(code, '12345678');
    const good = await change(code);

    expect(weak.json()).toEqual({
      responseCode: 'TA1',
      responseDescription: 'Invalid parameters',
      validationErrors: ['password: must contain at least one letter and one digit'],
    });
    expect(good.json().responseCode).toBe('00');
  });

  it('wrong code: answers VF and changes nothing', async () => {
    const code = await requestCode();

    const response = await change(wrongCodeFor(code));

    expect(response.json()).toEqual(VF);
    expect(await signInStatus()).toBe(200);
  });
});
