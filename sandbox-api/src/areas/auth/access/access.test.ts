import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { blacklistedEmails } from '../../../platform/customer/tables';
import { users } from '../../../platform/db/tables';
import { DAY_MS, latestMessage } from '../../../testing/outbox';
import { ManualClock, callMethod, signIn, useSandbox } from '../../../testing/sandbox';

const clock = new ManualClock();
const sandbox = useSandbox({ clock });

const ANNA = 'anna.simple@demo.test';
const BIANCA = 'bianca.business@demo.test';
const TOM = 'tom.terms@demo.test';
const BEN = 'ben.business@demo.test';
const EVE = 'eve.employee@demo.test';
const ADAM = 'adam.admin@demo.test';

async function callAs(
  app: FastifyInstance,
  email: string,
  method: string,
  body: Record<string, unknown> = {},
) {
  const { accessToken } = await signIn(app, email);
  return (await callMethod(app, method, { accessToken, body })).json();
}

describe('checkEmail', () => {
  it('active employee: answers exist and isEmployee, so sign-in says so (spec 01 §4)', async () => {
    const response = await callMethod(sandbox.app, 'checkEmail', { body: { email: EVE } });

    expect(response.json()).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      exist: true,
      outBlacklist: false,
      isEmployee: true,
    });
  });

  it('personal user in another case: exists and is no employee', async () => {
    const response = await callMethod(sandbox.app, 'checkEmail', {
      body: { email: 'Anna.Simple@Demo.test' },
    });

    expect(response.json()).toMatchObject({ exist: true, outBlacklist: false, isEmployee: false });
  });

  it('unknown e-mail: answers exist false', async () => {
    const response = await callMethod(sandbox.app, 'checkEmail', { body: { email: 'nobody@demo.test' } });

    expect(response.json()).toMatchObject({ responseCode: '00', exist: false, isEmployee: false });
  });

  it('blacklisted e-mail: answers outBlacklist true', async () => {
    await sandbox.database.db.insert(blacklistedEmails).values({ email: 'blocked@demo.test' });

    const response = await callMethod(sandbox.app, 'checkEmail', { body: { email: 'blocked@demo.test' } });

    expect(response.json()).toMatchObject({ exist: false, outBlacklist: true });
  });

  it.each([['no-at-sign.test'], ['a@b.c'], ['anna@demo'], ['']])(
    'not an e-mail (%s): answers TA1 naming the field (spec 01 §5)',
    async (email) => {
      const response = await callMethod(sandbox.app, 'checkEmail', { body: { email } });

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.responseCode).toBe('TA1');
      expect(body.validationErrors.length).toBeGreaterThan(0);
      expect(body.validationErrors.every((line: string) => line.startsWith('email: '))).toBe(true);
    },
  );
});

describe('terms', () => {
  const TERMS = [
    {
      id: 1,
      title: 'Terms and Conditions',
      url: 'https://legal.demo.test/terms-and-conditions/2026-11',
      version: '2026-11',
    },
    {
      id: 2,
      title: 'Privacy Policy',
      url: 'https://legal.demo.test/privacy-policy/2026-10',
      version: '2026-10',
    },
  ];

  it('user with pending terms: getCustomerInfo answers HTTP 200 TE listing them', async () => {
    const { accessToken } = await signIn(sandbox.app, TOM);

    const response = await callMethod(sandbox.app, 'getCustomerInfo', { accessToken });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      responseCode: 'TE',
      responseDescription: 'Please accept the updated terms to continue.',
      terms: TERMS,
    });
  });

  it('accepting both: answers 00 and customer info is answered again', async () => {
    const { accessToken } = await signIn(sandbox.app, TOM);

    const accept = await callMethod(sandbox.app, 'acceptTerms', { accessToken, body: { termIds: [1, 2] } });
    const info = await callMethod(sandbox.app, 'getCustomerInfo', { accessToken });

    expect(accept.json()).toEqual({ responseCode: '00', responseDescription: 'Success' });
    expect(info.json()).toMatchObject({ responseCode: '00', firstName: 'Tom', customerId: 20201 });
  });

  it('accepting one of two: the other stays pending', async () => {
    const { accessToken } = await signIn(sandbox.app, TOM);

    await callMethod(sandbox.app, 'acceptTerms', { accessToken, body: { termIds: [1] } });
    const info = await callMethod(sandbox.app, 'getCustomerInfo', { accessToken });

    expect(info.json()).toMatchObject({ responseCode: 'TE', terms: [TERMS[1]] });
  });

  it('an unknown terms id: answers TA1 and accepts nothing', async () => {
    const { accessToken } = await signIn(sandbox.app, TOM);

    const accept = await callMethod(sandbox.app, 'acceptTerms', { accessToken, body: { termIds: [1, 999] } });
    const info = await callMethod(sandbox.app, 'getCustomerInfo', { accessToken });

    expect(accept.json()).toEqual({
      responseCode: 'TA1',
      responseDescription: 'Invalid parameters',
      validationErrors: ['termIds: unknown terms 999'],
    });
    expect(info.json().terms).toHaveLength(2);
  });

  it('without a session: answers HTTP 401', async () => {
    const response = await callMethod(sandbox.app, 'acceptTerms', { body: { termIds: [1] } });

    expect(response.statusCode).toBe(401);
  });

  it('user without pending terms: customer info is answered as before', async () => {
    expect((await callAs(sandbox.app, ANNA, 'getCustomerInfo')).responseCode).toBe('00');
  });
});

describe('getCustomerInfo: the user state of spec 03 §3 (issue 47 item 9)', () => {
  it('strict mode, converted, the representative the user is with positions, an employee’s names', async () => {
    const anna = await signIn(sandbox.app, ANNA);
    const annaInfo = async () =>
      (await callMethod(sandbox.app, 'getCustomerInfo', { accessToken: anna.accessToken })).json();
    expect(await annaInfo()).toMatchObject({
      isStrictMode: false,
      isConverted: false,
      businessRepresentativeId: null,
      businessRepresentativePositionIds: [],
    });
    expect(await annaInfo()).not.toHaveProperty('employeeFirstName');
    // A strict migration (spec 01 §3) set on her user, as stella.strict's is.
    await sandbox.database.db.update(users).set({ migrationReq: 'strict' }).where(eq(users.email, ANNA));
    expect(await annaInfo()).toMatchObject({ isStrictMode: true });

    // Bianca owns Bianca Studio and holds 60 % of it: representative, shareholder (6) and owner (8).
    const { accessToken } = await signIn(sandbox.app, BIANCA);
    const bianca = (
      await callMethod(sandbox.app, 'getCustomerInfo', {
        accessToken,
        headers: { 'x-customer-id': '20003' }, // Bianca Studio Ltd
      })
    ).json();
    expect(bianca).toMatchObject({
      businessRepresentativeId: expect.any(Number),
      businessRepresentativePositionIds: [6, 8],
      isConverted: false,
    });
    expect(bianca).not.toHaveProperty('employeeFirstName');

    const eve = await callAs(sandbox.app, EVE, 'getCustomerInfo');
    expect(eve).toMatchObject({
      employeeFirstName: 'Eve',
      businessRepresentativeId: null,
      businessRepresentativePositionIds: [],
    });
  });
});

describe('getAuthorizedUserInfo', () => {
  it('business owner: answers e-mail, business and names (spec 01 §4 rule 3)', async () => {
    expect(await callAs(sandbox.app, BEN, 'getAuthorizedUserInfo')).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      email: BEN,
      businessName: 'Ben Logistics GmbH',
      firstName: 'Ben',
      lastName: 'Becker',
    });
  });

  it('employee: answers the business they work for', async () => {
    expect(await callAs(sandbox.app, EVE, 'getAuthorizedUserInfo')).toMatchObject({
      businessName: 'Bianca Studio Ltd',
      firstName: 'Eve',
    });
  });

  it('personal customer: answers ENOA', async () => {
    expect(await callAs(sandbox.app, ANNA, 'getAuthorizedUserInfo')).toEqual({
      responseCode: 'ENOA',
      responseDescription: 'No access',
    });
  });
});

describe('getCustomerAccesses', () => {
  it('Bianca: answers her own company in full and Nordlicht read only without balance info', async () => {
    expect(await callAs(sandbox.app, BIANCA, 'getCustomerAccesses')).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      accesses: [
        {
          customerId: 20003,
          businessName: 'Bianca Studio Ltd',
          accessRight: 2,
          balanceInfo: true,
          selfCertification: 'validated',
        },
        {
          customerId: 20204,
          businessName: 'Nordlicht Trading GmbH',
          accessRight: 1,
          balanceInfo: false,
          selfCertification: 'pending',
        },
      ],
    });
  });

  it('personal user: answers no companies', async () => {
    expect((await callAs(sandbox.app, ANNA, 'getCustomerAccesses')).accesses).toEqual([]);
  });

  it('Bianca acting for Nordlicht (read, no balanceInfo): its balances are refused with ENOA (issue 22)', async () => {
    const { accessToken } = await signIn(sandbox.app, BIANCA);

    const response = await callMethod(sandbox.app, 'balanceInquiry', {
      accessToken,
      headers: { 'x-customer-id': '20204' },
    });

    expect(response.json()).toEqual({
      responseCode: 'ENOA',
      responseDescription: 'No access: your access to this customer does not include balances',
    });
  });
});

describe('acting customer', () => {
  it('admin with fromCustomerId of any customer: answers that customer (spec 01 §6)', async () => {
    const { accessToken } = await signIn(sandbox.app, ADAM);

    const info = await callMethod(sandbox.app, 'getCustomerInfo', {
      accessToken,
      body: { fromCustomerId: 20001 },
    });
    const balances = await callMethod(sandbox.app, 'balanceInquiry', {
      accessToken,
      body: { fromCustomerId: 20003 },
    });

    // The names stay the signed-in user's; the customer fields are the acting customer's.
    expect(info.json()).toMatchObject({ responseCode: '00', customerId: 20001, taxId: '48 036 952 129' });
    expect(balances.json().accounts.account).toHaveLength(2);
  });

  it('admin info: answers isAdmin, so the portal opens the admin overview', async () => {
    expect(await callAs(sandbox.app, ADAM, 'getCustomerInfo')).toMatchObject({ isAdmin: true });
  });

  it('non-admin with fromCustomerId of another customer: answers ENOA', async () => {
    expect(await callAs(sandbox.app, BEN, 'getCustomerInfo', { fromCustomerId: 20001 })).toMatchObject({
      responseCode: 'ENOA',
    });
  });
});

describe('demo users of post-login routing (spec 01 §4)', () => {
  it.each([
    ['pia.update@demo.test', { isNeedPersonalInfoUpdate: true, isNeedKyc: false }],
    ['kai.kyc@demo.test', { isNeedKyc: true, verified: false }],
    ['olga.oldweb@demo.test', { useOldWeb: true, oldWebUrl: 'http://old-web.localhost:5598/' }],
    [
      BEN,
      {
        customerType: 1,
        isHaveRelatedAccounts: false,
        useOldWeb: false,
        oldWebUrl: 'http://old-web.localhost:5598/business',
      },
    ],
    ['sven.settings@demo.test', { login2faMode: 'sms' }],
  ])('%s: answers the routing flags', async (email, flags) => {
    expect(await callAs(sandbox.app, email, 'getCustomerInfo')).toMatchObject({
      responseCode: '00',
      ...flags,
    });
  });
});

describe('confirmEmail', () => {
  async function issueToken(email: string): Promise<string> {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/email-confirmation',
      payload: { email },
    });
    expect(response.json()).toEqual({ ok: true });
    const message = await latestMessage(sandbox.app, email);
    expect(message.text).toBe(`Confirm your e-mail address: /?emailConfirmation=${message.code}`);
    return message.code;
  }

  it('token from the e-mailed link: answers 00 once, then VF with the spec text', async () => {
    const token = await issueToken(ANNA);

    const first = await callMethod(sandbox.app, 'confirmEmail', { body: { token } });
    const second = await callMethod(sandbox.app, 'confirmEmail', { body: { token } });

    expect(first.json()).toEqual({ responseCode: '00', responseDescription: 'Success' });
    expect(second.json()).toEqual({
      responseCode: 'VF',
      responseDescription: 'An error has occurred. Please contact us.',
    });
  });

  it('token older than 7 days: answers VF', async () => {
    const token = await issueToken(ANNA);
    clock.advance(7 * DAY_MS + 1);

    const response = await callMethod(sandbox.app, 'confirmEmail', { body: { token } });

    expect(response.json().responseCode).toBe('VF');
  });

  it('made-up token: answers VF', async () => {
    const response = await callMethod(sandbox.app, 'confirmEmail', { body: { token: 'made-up' } });

    expect(response.json().responseCode).toBe('VF');
  });

  it('tool with an unknown e-mail: answers 404', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/email-confirmation',
      payload: { email: 'nobody@demo.test' },
    });

    expect(response.statusCode).toBe(404);
  });
});
