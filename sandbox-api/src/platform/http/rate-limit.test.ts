import { METHOD_API_PATH } from '@portal/api/catalogue';
import { DEFAULT_RATE_LIMITS } from '../config';
import { messagesTo } from '../../testing/outbox';
import {
  ManualClock,
  SANDBOX_DATABASES,
  callMethod,
  pkcePair,
  postLogin,
  signIn,
  useSandbox,
} from '../../testing/sandbox';

const WINDOW_MS = 15 * 60_000;
const low = { max: 2, windowMs: WINDOW_MS };
const clock = new ManualClock();
const lowLimits = {
  ...DEFAULT_RATE_LIMITS,
  signInCode: low,
  emailCheck: low,
  payeeCheck: low,
  passwordReset: low,
  activationResend: low,
};
const sandbox = useSandbox({ clock, config: { rateLimits: lowLimits } });

const OLIVER = 'oliver.otp@demo.test';
const TINA = 'tina.transfers@demo.test';
const RITA = 'rita.reset@demo.test';
const NINA = 'nina.new@demo.test';

const login = (username: string) =>
  postLogin(sandbox.app, { username, codeChallenge: pkcePair().codeChallenge });
const checkEmail = (email: string, remoteAddress = '203.0.113.7', app = sandbox.app) =>
  app.inject({
    method: 'POST',
    url: METHOD_API_PATH,
    query: { method: 'checkEmail' },
    remoteAddress,
    payload: { method: 'checkEmail', email },
  });

/** The 429 of a limit reached: the spec's kind of text ("Too many ... Try again in ...") and when to retry. */
function expectTooMany(response: Awaited<ReturnType<typeof login>>, what: string) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    responseCode: 'TMR',
    responseDescription: `Too many ${what}. Try again in 15 minutes.`,
  });
  expect(response.headers['retry-after']).toBe('900');
}

describe('sign-in codes', () => {
  it('the limit reached for a user: answers 429 and sends no code until the window has passed', async () => {
    await login(OLIVER);
    await login(OLIVER);

    const refused = await login(OLIVER);
    const codesSent = (await messagesTo(sandbox.app, OLIVER)).length;
    clock.advance(WINDOW_MS);
    const later = await login(OLIVER);

    expectTooMany(refused, 'sign-in codes');
    expect(codesSent).toBe(2);
    expect(later.json().authFlow).toBe('otp');
  });

  it("one user's limit: does not hold back another user's codes", async () => {
    await login(OLIVER);
    await login(OLIVER);

    const other = await login('sam.sms@demo.test');

    expect(other.json().authFlow).toBe('sms');
  });

  it('a sign-in without a code (simple): is not counted', async () => {
    const anna = [];
    for (let attempt = 0; attempt < 3; attempt += 1) anna.push(await login('anna.simple@demo.test'));

    expect(anna.map((response) => response.json().authFlow)).toEqual(['simple', 'simple', 'simple']);
  });
});

describe('checkEmail', () => {
  it('the limit reached for a client address: answers 429, whichever e-mails are asked about', async () => {
    await checkEmail('a.one@demo.test');
    await checkEmail('b.two@demo.test');

    const refused = await checkEmail('c.three@demo.test');
    const elsewhere = await checkEmail('c.three@demo.test', '198.51.100.9');

    expectTooMany(refused, 'e-mail checks');
    expect(elsewhere.json()).toMatchObject({ responseCode: '00', exist: false });
  });

  it("behind the portal's gateway (loopback): limited by the forwarded client address, not the gateway's", async () => {
    const forwarded = (email: string, client: string, remoteAddress = '127.0.0.1') =>
      sandbox.app.inject({
        method: 'POST',
        url: METHOD_API_PATH,
        query: { method: 'checkEmail' },
        remoteAddress,
        headers: { 'x-forwarded-for': client },
        payload: { method: 'checkEmail', email },
      });
    await forwarded('a.one@demo.test', '203.0.113.20');
    await forwarded('b.two@demo.test', '203.0.113.20');
    const refused = await forwarded('c.three@demo.test', '203.0.113.20');
    const otherClient = await forwarded('c.three@demo.test', '203.0.113.21');
    // From a caller that is no trusted proxy the header names nobody: a new name each time is still one caller.
    await forwarded('a.one@demo.test', '192.0.2.1', '198.51.100.50');
    await forwarded('a.one@demo.test', '192.0.2.2', '198.51.100.50');
    const spoofed = await forwarded('a.one@demo.test', '192.0.2.3', '198.51.100.50');

    expectTooMany(refused, 'e-mail checks');
    expect(otherClient.json()).toMatchObject({ responseCode: '00', exist: false });
    expectTooMany(spoofed, 'e-mail checks');
  });
});

describe('checkPayee', () => {
  it('the limit reached for a user: answers 429; another user still checks', async () => {
    const tina = await signIn(sandbox.app, TINA);
    const anna = await signIn(sandbox.app, 'anna.simple@demo.test');
    const check = (accessToken: string) =>
      callMethod(sandbox.app, 'checkPayee', { accessToken, body: { email: 'paul.payee@demo.test' } });
    await check(tina.accessToken);
    await check(tina.accessToken);

    const refused = await check(tina.accessToken);
    const other = await check(anna.accessToken);

    expectTooMany(refused, 'payee checks');
    expect(other.json()).toMatchObject({ responseCode: '00', exist: true });
  });
});

describe('requestPasswordChange', () => {
  const request = (email: string) => callMethod(sandbox.app, 'requestPasswordChange', { body: { email } });

  it('the limit reached for an e-mail: answers 429 and mails nothing more', async () => {
    await request(RITA);
    await request(RITA);

    const refused = await request(RITA);

    expectTooMany(refused, 'password reset codes');
    expect(await messagesTo(sandbox.app, RITA)).toHaveLength(2);
  });

  it('an unknown e-mail: limited the same, so the 429 tells nothing about who has an account', async () => {
    await request('nobody@demo.test');
    await request('nobody@demo.test');

    expectTooMany(await request('nobody@demo.test'), 'password reset codes');
    expect((await request(RITA)).json().responseCode).toBe('00');
  });
});

describe('resendActivationCode', () => {
  it('the limit reached for an e-mail: answers 429 and mails nothing more', async () => {
    const resend = () => callMethod(sandbox.app, 'resendActivationCode', { body: { email: NINA } });
    await resend();
    await resend();

    const refused = await resend();

    expectTooMany(refused, 'activation e-mails');
    expect(await messagesTo(sandbox.app, NINA)).toHaveLength(2);
  });
});

describe.each(SANDBOX_DATABASES)('parallel hits on %s', (database) => {
  const parallel = useSandbox({ database, config: { rateLimits: lowLimits } });

  it('six checks at once from one address: exactly the limit of them are answered, the rest 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        checkEmail(`parallel${index}@demo.test`, '203.0.113.7', parallel.app),
      ),
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429, 429, 429, 429]);
  });
});
