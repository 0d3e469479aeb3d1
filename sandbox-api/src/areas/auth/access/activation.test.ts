import { DAY_MS, latestMessage, messagesTo } from '../../../testing/outbox';
import { ManualClock, callMethod, pkcePair, postLogin, useSandbox } from '../../../testing/sandbox';

const clock = new ManualClock();
const sandbox = useSandbox({ clock });

const NINA = 'nina.new@demo.test';
const NORTHWIND = 'northwind.owner@demo.test';
const ALEX = 'alex.north@demo.test';
const JO = 'jo.north@demo.test';
const ELI = 'eli.invited@demo.test';
const VF = { responseCode: 'VF', responseDescription: 'The activation link is invalid or has expired.' };

/** Asks for a new link and answers the code and the link it carries. */
async function resend(email: string): Promise<{ code: string; text: string }> {
  const response = await callMethod(sandbox.app, 'resendActivationCode', { body: { email } });
  expect(response.json()).toEqual({ responseCode: '00', responseDescription: 'Success' });
  const message = await latestMessage(sandbox.app, email);
  expect(message.channel).toBe('email');
  return { code: message.code, text: message.text };
}

const activateAccount = (username: string, activationCode: string) =>
  callMethod(sandbox.app, 'activateAccount', { body: { username, activationCode } });

const signInStatus = async (email: string, password?: string) =>
  (
    await postLogin(sandbox.app, {
      username: email,
      codeChallenge: pkcePair().codeChallenge,
      ...(password ? { password } : {}),
    })
  ).statusCode;

describe('resendActivationCode', () => {
  it('pending personal user: e-mails an activation link with a new code', async () => {
    const { code, text } = await resend(NINA);

    expect(text).toBe(`Activate your account: /?action=activation&user=nina.new%40demo.test&code=${code}`);
  });

  it('pending business owner and pending employee: links carry their kind of activation', async () => {
    const owner = await resend(NORTHWIND);
    const employee = await resend(ELI);

    expect(owner.text).toContain('/?action=activationBusiness&user=northwind.owner%40demo.test&code=');
    expect(employee.text).toContain('/?action=activationEmployee&user=eli.invited%40demo.test&code=');
  });

  it.each([['anna.simple@demo.test'], ['nobody@demo.test']])(
    'active or unknown e-mail (%s): answers 00 all the same and sends nothing',
    async (email) => {
      const response = await callMethod(sandbox.app, 'resendActivationCode', { body: { email } });

      expect(response.json().responseCode).toBe('00');
      expect(await messagesTo(sandbox.app, email)).toEqual([]);
    },
  );
});

describe('activateAccount', () => {
  it('pending user cannot sign in before activation', async () => {
    expect(await signInStatus(NINA)).toBe(401);
  });

  it('right code: answers tokens for the user, who can then sign in with their password', async () => {
    const { code } = await resend(NINA);

    const response = await activateAccount(NINA, code);

    const tokens = response.json();
    expect(tokens).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    const info = await callMethod(sandbox.app, 'getCustomerInfo', { accessToken: tokens.accessToken });
    expect(info.json()).toMatchObject({ responseCode: '00', customerId: 20209, firstName: 'Nina' });
    expect(await signInStatus(NINA)).toBe(200);
  });

  it('the same code twice: the second answers VF', async () => {
    const { code } = await resend(NINA);
    await activateAccount(NINA, code);

    const again = await activateAccount(NINA, code);

    expect(again.json()).toEqual(VF);
  });

  it('an older code after a resend: answers VF, the newest works', async () => {
    const old = await resend(NINA);
    const newest = await resend(NINA);

    const withOld = await activateAccount(NINA, old.code);
    const withNewest = await activateAccount(NINA, newest.code);

    expect(withOld.json()).toEqual(VF);
    expect(withNewest.json().responseCode).toBe('00');
  });

  it('code older than 48 hours: answers VF', async () => {
    const { code } = await resend(NINA);
    clock.advance(2 * DAY_MS + 1);

    expect((await activateAccount(NINA, code)).json()).toEqual(VF);
  });

  it('code sent to another user: answers VF and activates nobody', async () => {
    const { code } = await resend(ELI);

    const response = await activateAccount(NINA, code);

    expect(response.json()).toEqual(VF);
    expect(await signInStatus(NINA)).toBe(401);
  });

  it("another kind's method with a valid code: answers VF and leaves the code usable", async () => {
    const { code } = await resend(NINA);

    const business = await callMethod(sandbox.app, 'activateBusinessAccount', {
      body: { email: NINA, activationCode: code },
    });
    const personal = await activateAccount(NINA, code);

    expect(business.json()).toEqual(VF);
    expect(personal.json().responseCode).toBe('00');
  });
});

describe('activateBusinessAccount and activateEmployee', () => {
  it('business owner: activates and e-mails each pending authorised user an employee link', async () => {
    const { code } = await resend(NORTHWIND);

    const response = await callMethod(sandbox.app, 'activateBusinessAccount', {
      body: { email: NORTHWIND, activationCode: code },
    });

    expect(response.json()).toEqual({ responseCode: '00', responseDescription: 'Success', linksSent: 2 });
    for (const email of [ALEX, JO]) {
      const link = await latestMessage(sandbox.app, email);
      expect(link.text).toBe(
        `Activate your account: /?action=activationEmployee&user=${encodeURIComponent(email)}&code=${link.code}`,
      );
    }
    expect(await signInStatus(NORTHWIND)).toBe(200);
  });

  it('employee from the owner’s links: sets the password and answers the business name', async () => {
    const { code } = await resend(NORTHWIND);
    await callMethod(sandbox.app, 'activateBusinessAccount', {
      body: { email: NORTHWIND, activationCode: code },
    });
    const link = await latestMessage(sandbox.app, ALEX);

    const response = await callMethod(sandbox.app, 'activateEmployee', {
      body: { email: ALEX, activationCode: link.code, password: 'Alex-pass-7' },
    });

    expect(response.json()).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      businessName: 'Northwind Exports Ltd',
    });
    expect(await signInStatus(ALEX, 'Alex-pass-7')).toBe(200);
  });

  it('invited employee of Bianca Studio: activates and is an employee on the e-mail check', async () => {
    const { code } = await resend(ELI);

    const response = await callMethod(sandbox.app, 'activateEmployee', {
      body: { email: ELI, activationCode: code, password: 'Eli-pass-42' },
    });
    const check = await callMethod(sandbox.app, 'checkEmail', { body: { email: ELI } });

    expect(response.json().businessName).toBe('Bianca Studio Ltd');
    expect(check.json()).toMatchObject({ exist: true, isEmployee: true });
  });

  it('password without a digit: answers TA1 and the code still works', async () => {
    const { code } = await resend(ELI);

    const weak = await callMethod(sandbox.app, 'activateEmployee', {
      body: { email: ELI, activationCode: code, password: 'onlyletters' },
    });
    const good = await callMethod(sandbox.app, 'activateEmployee', {
      body: { email: ELI, activationCode: code, password: 'letters-and-1' },
    });

    expect(weak.json()).toEqual({
      responseCode: 'TA1',
      responseDescription: 'Invalid parameters',
      validationErrors: ['password: must contain at least one letter and one digit'],
    });
    expect(good.json().responseCode).toBe('00');
  });

  it('too short a password: answers TA1 with the length rule', async () => {
    const { code } = await resend(ELI);

    const response = await callMethod(sandbox.app, 'activateEmployee', {
      body: { email: ELI, activationCode: code, password: 'a1' },
    });

    expect(response.json().validationErrors).toEqual(['password: must be at least 8 characters']);
  });

  it('employee method for a personal user: answers VF', async () => {
    const { code } = await resend(NINA);

    const response = await callMethod(sandbox.app, 'activateEmployee', {
      body: { email: NINA, activationCode: code, password: 'Nina-pass-1' },
    });

    expect(response.json()).toEqual(VF);
  });

  it('owner link used for the personal method: answers VF', async () => {
    const { code } = await resend(NORTHWIND);

    expect((await activateAccount(NORTHWIND, code)).json()).toEqual(VF);
  });
});
