import { randomBytes, randomUUID } from 'node:crypto';
import { METHOD_API_PATH } from '@portal/api/catalogue';
import { customerAccess } from '../db/tables';
import { signJwt } from '../lib/jwt';
import { callMethod, signIn, useSandbox } from '../../testing/sandbox';

const sandbox = useSandbox();

const ANNA = 'anna.simple@demo.test';
const OLIVER = 'oliver.otp@demo.test';
const BIANCA = 'bianca.business@demo.test';

describe('method API, session', () => {
  it('non-public method without a token: answers HTTP 401 AU Unauthorized, so the client refreshes', async () => {
    const response = await callMethod(sandbox.app, 'getCustomerInfo');

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ responseCode: 'AU', responseDescription: 'Unauthorized' });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('token signed with another key: answers HTTP 401 AU', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = await signJwt(
      { sub: '501', customerId: 20001, sid: randomUUID(), iat: now, exp: now + 300 },
      randomBytes(32),
    );

    const response = await callMethod(sandbox.app, 'balanceInquiry', { accessToken: forged });

    expect(response.statusCode).toBe(401);
  });

  it('public dictionary without a token: answers 00', async () => {
    const response = await callMethod(sandbox.app, 'getCurrencies');

    expect(response.statusCode).toBe(200);
    expect(response.json().responseCode).toBe('00');
  });
});

describe('method API, unknown and invalid calls', () => {
  it.each([['noSuchMethod'], ['toString'], ['']])(
    'method "%s": answers IM Invalid method',
    async (method) => {
      const { accessToken } = await signIn(sandbox.app, ANNA);

      const response = await callMethod(sandbox.app, method, { accessToken });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ responseCode: 'IM', responseDescription: 'Invalid method' });
    },
  );

  it('customerId of the wrong type: answers HTTP 200 TA1 with the field named', async () => {
    const { accessToken } = await signIn(sandbox.app, ANNA);

    const response = await callMethod(sandbox.app, 'balanceInquiry', {
      accessToken,
      body: { customerId: '20001x' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      responseCode: 'TA1',
      responseDescription: 'Invalid parameters',
      validationErrors: ['customerId: must be integer'],
    });
  });

  it('client fields of the wrong type: lists each of them', async () => {
    const response = await callMethod(sandbox.app, 'getCountries', {
      body: { lang: 5, fromCustomerId: 'abc' },
    });

    expect(response.json().responseCode).toBe('TA1');
    expect(response.json().validationErrors).toEqual(
      expect.arrayContaining(['lang: must be string', expect.stringMatching(/^fromCustomerId: /)]),
    );
  });

  it('malformed JSON: answers HTTP 200 TA1, never a 500', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: METHOD_API_PATH,
      query: { method: 'getCountries' },
      headers: { 'content-type': 'application/json' },
      payload: '{"method": "getCountries",',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      responseCode: 'TA1',
      responseDescription: 'Invalid parameters',
      validationErrors: ['body: is not valid JSON'],
    });
  });

  it('a JSON array for a body: answers TA1 "body: must be object"', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: METHOD_API_PATH,
      query: { method: 'getCountries' },
      headers: { 'content-type': 'application/json' },
      payload: '[1, 2]',
    });

    expect(response.json()).toMatchObject({
      responseCode: 'TA1',
      validationErrors: ['body: must be object'],
    });
  });

  it('customer-id header that is no number: answers TA1 naming the header', async () => {
    const { accessToken } = await signIn(sandbox.app, BIANCA);

    const response = await callMethod(sandbox.app, 'balanceInquiry', {
      accessToken,
      headers: { 'x-customer-id': '20003; drop' },
    });

    expect(response.json()).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [expect.stringMatching(/^x-customer-id: /)],
    });
  });
});

describe('balanceInquiry', () => {
  it('personal user: answers every seeded account with money as exact decimal strings', async () => {
    const { accessToken } = await signIn(sandbox.app, ANNA);

    const response = await callMethod(sandbox.app, 'balanceInquiry', {
      accessToken,
      body: { fromCustomerId: 20001 },
    });

    const answer = response.json();
    expect(answer).toMatchObject({ responseCode: '00', responseDescription: 'Success' });
    // Her two cards (seed-cards.ts) follow the four accounts.
    expect(answer.accounts.account.slice(4).map((card: { accountId: number }) => card.accountId)).toEqual([
      300201, 300202,
    ]);
    expect({ ...answer, accounts: { account: answer.accounts.account.slice(0, 4) } }).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      accounts: {
        account: [
          {
            accountId: 100001,
            type: 1001,
            accountStatusId: 2,
            currencyCode: 'EUR',
            balance: '1520.50',
            accountBalanceMin: '0.00',
            pendingAmount: '35.20',
            customerId: 20001,
          },
          {
            accountId: 100002,
            type: 1001,
            accountStatusId: 2,
            currencyCode: 'USD',
            balance: '320.00',
            accountBalanceMin: '0.00',
            pendingAmount: '0.00',
            customerId: 20001,
          },
          {
            accountId: 100003,
            type: 4001,
            accountStatusId: 2,
            currencyCode: 'EUR',
            balance: '-120.00',
            accountBalanceMin: '-500.00',
            pendingAmount: '0.00',
            customerId: 20001,
          },
          {
            accountId: 100004,
            type: 11,
            accountStatusId: 4,
            currencyCode: 'GBP',
            balance: '0.00',
            accountBalanceMin: '0.00',
            pendingAmount: '0.00',
            customerId: 20001,
          },
        ],
      },
    });
  });

  it('otp user: answers only their own accounts', async () => {
    const { accessToken } = await signIn(sandbox.app, OLIVER);

    const response = await callMethod(sandbox.app, 'balanceInquiry', { accessToken });

    const accounts = response.json().accounts.account;
    expect(
      accounts.map((account: { accountId: number; balance: string; pendingAmount: string }) => [
        account.accountId,
        account.balance,
        account.pendingAmount,
      ]),
    ).toEqual([
      [100005, '2450.00', '0.00'],
      [100006, '75.15', '12.00'],
      [100007, '980.40', '0.00'],
    ]);
  });

  it('customerId of a customer the caller may not act for: answers ENOA and no accounts', async () => {
    const { accessToken } = await signIn(sandbox.app, ANNA);

    const response = await callMethod(sandbox.app, 'balanceInquiry', {
      accessToken,
      body: { customerId: 20003 },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ responseCode: 'ENOA', responseDescription: 'No access' });
  });

  it('customer-id header of another customer: answers ENOA', async () => {
    const { accessToken } = await signIn(sandbox.app, BIANCA);

    const response = await callMethod(sandbox.app, 'balanceInquiry', {
      accessToken,
      headers: { 'x-customer-id': '20001' },
    });

    expect(response.json().responseCode).toBe('ENOA');
  });

  it('business user with the header of their own company: answers the company accounts', async () => {
    const { accessToken } = await signIn(sandbox.app, BIANCA);

    const response = await callMethod(sandbox.app, 'balanceInquiry', {
      accessToken,
      headers: { 'x-customer-id': '20003' },
    });

    const accounts = response.json().accounts.account;
    expect(
      accounts.map((account: { currencyCode: string; balance: string; pendingAmount: string }) => [
        account.currencyCode,
        account.balance,
        account.pendingAmount,
      ]),
    ).toEqual([
      ['EUR', '18250.75', '1200.00'],
      ['USD', '5400.00', '0.00'],
    ]);
  });

  it("customer the user was given access to: answers that customer's accounts only", async () => {
    await sandbox.database.db
      .insert(customerAccess)
      .values({ userId: 503, customerId: 20002, accessRight: 1 });
    const { accessToken } = await signIn(sandbox.app, BIANCA);

    const response = await callMethod(sandbox.app, 'balanceInquiry', {
      accessToken,
      body: { customerId: 20002 },
    });

    const accounts = response.json().accounts.account;
    expect(accounts.map((account: { accountId: number }) => account.accountId)).toEqual([
      100005, 100006, 100007,
    ]);
  });
});

describe('getCustomerInfo', () => {
  it('personal user: answers every field, second factor off and no business permissions', async () => {
    const { accessToken } = await signIn(sandbox.app, ANNA);

    const response = await callMethod(sandbox.app, 'getCustomerInfo', { accessToken, body: { email: ANNA } });

    const info = response.json();
    expect(info).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      userId: 501,
      customerId: 20001,
      customerType: 0,
      login: { email: ANNA },
      login2faMode: 'no',
      firstName: 'Anna',
      lastName: 'Novak',
      birthDay: '1990-04-12',
      customerCreationDate: '2023-03-14T09:30:00.000Z',
      residenceCountryCode: 'DE',
      taxId: '48 036 952 129',
      transactionApproveMode: 'none',
      isAdmin: false,
      isHaveRelatedAccounts: false,
      useOldWeb: false,
      verified: true,
      limited: false,
      dueDiligenceLevel: 2,
      isNeedPersonalInfoUpdate: false,
      isNeedKyc: false,
      accessRight: 2,
      accessList: ['balanceInfo'],
      supportActing: false,
      isStrictMode: false,
      isConverted: false,
      businessRepresentativeId: null,
      businessRepresentativePositionIds: [],
    });
  });

  it('otp user: answers login2faMode otp', async () => {
    const { accessToken } = await signIn(sandbox.app, OLIVER);

    const response = await callMethod(sandbox.app, 'getCustomerInfo', { accessToken });

    expect(response.json()).toMatchObject({
      firstName: 'Oliver',
      lastName: 'Grant',
      residenceCountryCode: 'GB',
      login2faMode: 'otp',
    });
  });

  it('business owner: answers the business name, related accounts and every permission flag', async () => {
    const { accessToken } = await signIn(sandbox.app, BIANCA);

    const response = await callMethod(sandbox.app, 'getCustomerInfo', {
      accessToken,
      headers: { 'x-customer-id': '20003' },
    });

    expect(response.json()).toMatchObject({
      customerType: 1,
      businessName: 'Bianca Studio Ltd',
      firstName: 'Bianca',
      lastName: 'Rossi',
      residenceCountryCode: 'IT',
      isHaveRelatedAccounts: true,
      permissions: {
        sendMoneyPaxumUser: false,
        sendMoneyUser: true,
        requestMoney: true,
        settlementAccount: false,
        addFundsWireThirdParty: false,
        addFundsBankThirdParty: false,
      },
    });
  });

  it('fromCustomerId of another customer: answers ENOA', async () => {
    const { accessToken } = await signIn(sandbox.app, OLIVER);

    const response = await callMethod(sandbox.app, 'getCustomerInfo', {
      accessToken,
      body: { fromCustomerId: '20001' },
    });

    expect(response.json().responseCode).toBe('ENOA');
  });
});

describe('dictionaries', () => {
  it('getCountries: answers at least 40 countries with ISO codes, names and phone codes', async () => {
    const response = await callMethod(sandbox.app, 'getCountries', { body: { lang: 'es' } });

    const countries = response.json().dictionary.country;
    expect(countries.length).toBeGreaterThanOrEqual(40);
    expect(countries).toContainEqual({ code: 'DE', name: 'Germany', phoneCode: '49' });
    expect(
      countries.every(
        (country: { code: string; phoneCode: string }) =>
          /^[A-Z]{2}$/.test(country.code) && /^\d{1,4}$/.test(country.phoneCode),
      ),
    ).toBe(true);
  });

  it('getCurrencies: answers the minor units per currency', async () => {
    const response = await callMethod(sandbox.app, 'getCurrencies');

    const units = Object.fromEntries(
      response
        .json()
        .dictionary.currency.map((currency: { code: string; minorUnits: number }) => [
          currency.code,
          currency.minorUnits,
        ]),
    );
    expect(units).toEqual({
      AUD: 2,
      BTC: 8,
      CAD: 2,
      ETH: 8,
      EUR: 2,
      GBP: 2,
      JPY: 0,
      RON: 2,
      USD: 2,
      USDT: 6,
    });
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    sandbox.app.inject({
      method: 'OPTIONS',
      url: METHOD_API_PATH,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,x-customer-id',
      },
    });

  it('preflight from the portal: allows the origin and the portal headers, without credentials', async () => {
    const response = await preflight('http://localhost:8080');

    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toEqual([
      'authorization',
      'content-type',
      'x-client-version',
      'x-customer-id',
    ]);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it.each(['https://portal.example.com', 'http://localhost:3001'])(
    'preflight from %s, not the portal: allows nothing (issue 22)',
    async (origin) => {
      const response = await preflight(origin);

      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    },
  );
});
