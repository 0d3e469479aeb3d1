import { AUTH_PATHS, METHOD_API_PATH } from '@portal/api/catalogue';
import { accessIpSettings, accessIps } from './tables';
import { customers, users } from '../../../platform/db/tables';
import { DEMO_PASSWORD } from '../../../platform/db/seed-helpers';
import { AUTH_TEXTS } from '../../../platform/pipeline/authenticate';
import { callMethod, pkcePair, postLogin, signIn, useSandbox } from '../../../testing/sandbox';

const sandbox = useSandbox();

const ANNA = 'anna.simple@demo.test';
const SVEN = 'sven.settings@demo.test';
const ADAM = 'adam.admin@demo.test';
const SVEN_CUSTOMER = 20215;

async function session(email: string) {
  const { accessToken } = await signIn(sandbox.app, email);
  return async (method: string, body: Record<string, unknown> = {}) =>
    (await callMethod(sandbox.app, method, { accessToken, body })).json();
}

describe('access IP whitelist', () => {
  it('seeded settings user: answers mode 0 and the address and range', async () => {
    const call = await session(SVEN);

    expect(await call('getAccessIpList')).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      mode: 0,
      items: [
        { id: expect.any(Number), ip: '81.2.69.142', created: '2026-03-02T10:15:00.000Z' },
        {
          id: expect.any(Number),
          ip: '2.125.160.0',
          toIp: '2.125.160.255',
          created: '2026-04-18T16:40:00.000Z',
        },
      ],
    });
  });

  it('adding an IPv4 address and an IPv6 range: both are listed', async () => {
    const call = await session(ANNA);

    const single = await call('addAccessIp', { ip: '203.0.113.7' });
    const range = await call('addAccessIp', { ip: '2001:db8::1', toIp: '2001:db8::ff' });

    expect([single.responseCode, range.responseCode]).toEqual(['00', '00']);
    const { items } = await call('getAccessIpList');
    expect(items.map((item: { ip: string; toIp?: string }) => [item.ip, item.toIp])).toEqual([
      ['203.0.113.7', undefined],
      ['2001:db8::1', '2001:db8::ff'],
    ]);
  });

  it.each([
    [{ ip: '300.1.1.1' }, 'ip: must be an IPv4 or IPv6 address'],
    [{ ip: '10.0.0.1/24' }, 'ip: must be an IPv4 or IPv6 address'],
    [{ ip: 'fe80::1%eth0' }, 'ip: must be an IPv4 or IPv6 address'],
    [{ ip: '10.0.0.1', toIp: 'nonsense' }, 'toIp: must be an IPv4 or IPv6 address'],
    [{ ip: '10.0.0.1', toIp: '2001:db8::1' }, 'toIp: must be of the same family as ip'],
    [{ ip: '10.0.0.9', toIp: '10.0.0.1' }, 'toIp: must not be below ip'],
    [{ ip: '2001:db8::9', toIp: '2001:db8::1' }, 'toIp: must not be below ip'],
  ])('invalid entry %j: answers TA1 "%s" and stores nothing', async (body, line) => {
    const call = await session(ANNA);

    const response = await call('addAccessIp', body);

    expect(response).toEqual({
      responseCode: 'TA1',
      responseDescription: 'Invalid parameters',
      validationErrors: [line],
    });
    expect((await call('getAccessIpList')).items).toEqual([]);
  });

  it('the same address written another way: answers TA1 "already in the whitelist"', async () => {
    const call = await session(ANNA);
    await call('addAccessIp', { ip: '2001:db8::1' });

    const response = await call('addAccessIp', { ip: '2001:0DB8:0:0:0:0:0:1' });

    expect(response).toMatchObject({
      responseCode: 'TA1',
      validationErrors: ['ip: 2001:0db8:0:0:0:0:0:1 is already in the whitelist'],
    });
  });

  it('a range starting at a listed single address: is no duplicate', async () => {
    const call = await session(SVEN);

    const response = await call('addAccessIp', { ip: '81.2.69.142', toIp: '81.2.69.150' });

    expect(response.responseCode).toBe('00');
  });

  it('deleting an own entry: it is gone', async () => {
    const call = await session(SVEN);
    const [first] = (await call('getAccessIpList')).items;

    const response = await call('deleteAccessIp', { id: first.id });

    expect(response.responseCode).toBe('00');
    expect((await call('getAccessIpList')).items.map((item: { id: number }) => item.id)).not.toContain(
      first.id,
    );
  });

  it("deleting another customer's entry: answers ENOA and it stays", async () => {
    const sven = await session(SVEN);
    const anna = await session(ANNA);
    const [first] = (await sven('getAccessIpList')).items;

    const response = await anna('deleteAccessIp', { id: first.id });

    expect(response).toEqual({ responseCode: 'ENOA', responseDescription: 'No access' });
    expect((await sven('getAccessIpList')).items).toHaveLength(2);
  });

  it('whitelist mode with an empty list: answers TA1 saying nobody could sign in', async () => {
    const call = await session(ANNA);

    const response = await call('setAccessIpMode', { mode: 1 });

    expect(response).toEqual({
      responseCode: 'TA1',
      responseDescription: 'Invalid parameters',
      validationErrors: ['mode: add an address to the whitelist first, or nobody could sign in'],
    });
    expect((await call('getAccessIpList')).mode).toBe(0);
  });

  it('whitelist mode with entries: answers 00 and the list says mode 1', async () => {
    const call = await session(SVEN);

    expect((await call('setAccessIpMode', { mode: 1 })).responseCode).toBe('00');
    expect((await call('getAccessIpList')).mode).toBe(1);
  });

  it('in whitelist mode the last entry: cannot be deleted', async () => {
    const call = await session(SVEN);
    const [first, second] = (await call('getAccessIpList')).items;
    await call('setAccessIpMode', { mode: 1 });
    await call('deleteAccessIp', { id: first.id });

    const response = await call('deleteAccessIp', { id: second.id });

    expect(response.responseCode).toBe('TA1');
    expect((await call('getAccessIpList')).items).toHaveLength(1);
  });

  it('mode 2: answers TA1 naming the field', async () => {
    const call = await session(SVEN);

    expect(await call('setAccessIpMode', { mode: 2 })).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [expect.stringMatching(/^mode: /)],
    });
  });

  it("admin acting for the customer: answers that customer's list", async () => {
    const call = await session(ADAM);

    const response = await call('getAccessIpList', { fromCustomerId: SVEN_CUSTOMER });

    expect(response.items).toHaveLength(2);
  });

  it('non-admin with fromCustomerId of another customer: answers ENOA', async () => {
    const call = await session(ANNA);

    expect((await call('addAccessIp', { ip: '10.0.0.1', fromCustomerId: SVEN_CUSTOMER })).responseCode).toBe(
      'ENOA',
    );
  });
});

describe('the IP whitelist at sign-in and refresh (spec 02 §7; issue 47 item 10)', () => {
  const ALLOWED = '203.0.113.7';
  const login = (remoteAddress: string, headers: Record<string, string> = {}) =>
    sandbox.app.inject({
      method: 'POST',
      url: AUTH_PATHS.login,
      remoteAddress,
      headers,
      payload: {
        client: 'web',
        password: DEMO_PASSWORD,
        username: ANNA,
        codeChallenge: pkcePair().codeChallenge,
      },
    });
  const refresh = (refreshToken: string, remoteAddress: string) =>
    sandbox.app.inject({ method: 'POST', url: AUTH_PATHS.refresh, remoteAddress, payload: { refreshToken } });

  it('mode 1: only a listed address signs in or refreshes; a caller cannot name itself in X-Forwarded-For', async () => {
    const call = await session(ANNA);
    await call('addAccessIp', { ip: ALLOWED });
    await call('addAccessIp', { ip: '2001:db8::10', toIp: '2001:db8::20' });
    expect((await call('setAccessIpMode', { mode: 1 })).responseCode).toBe('00');

    // From this machine, which is not on the list: refused, with the reason.
    const refused = await login('127.0.0.1');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().responseDescription).toBe(AUTH_TEXTS.ipNotAllowed);
    expect(refused.json()).not.toHaveProperty('accessToken');
    // A caller off the list naming a listed address itself: its socket's address counts, not the header.
    const spoofed = await login('198.51.100.1', { 'x-forwarded-for': ALLOWED });
    expect(spoofed.statusCode).toBe(401);
    // The gateway (a trusted hop on loopback) naming the caller's address: that address counts.
    const forwarded = await login('127.0.0.1', { 'x-forwarded-for': ALLOWED });
    expect(forwarded.statusCode).toBe(200);
    expect((await login('2001:db8::18')).statusCode).toBe(200);
    expect((await login('2001:db8::21')).statusCode).toBe(401);

    const allowed = await login(ALLOWED);
    expect(allowed.statusCode).toBe(200);
    const { refreshToken } = allowed.json();
    // The session taken elsewhere is not extended; from the listed address it is.
    const elsewhere = await refresh(refreshToken, '198.51.100.1');
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().responseDescription).toBe(AUTH_TEXTS.ipNotAllowed);
    expect((await refresh(refreshToken, ALLOWED)).statusCode).toBe(200);

    // The login history records each caller's real address, refusals as unsuccessful.
    const history = await call('getLoginHistory', { pageNumber: 1, pageSize: 20 });
    const attempts = history.items.map((item: { ip: string; success: boolean }) => [item.ip, item.success]);
    expect(attempts).toEqual(
      expect.arrayContaining([
        ['127.0.0.1', false],
        ['198.51.100.1', false],
        [ALLOWED, true],
        ['2001:db8::18', true],
      ]),
    );
    expect(attempts).not.toContainEqual([ALLOWED, false]);

    // Mode 0 again: every address signs in.
    expect((await call('setAccessIpMode', { mode: 0 })).responseCode).toBe('00');
    expect((await login('127.0.0.1')).statusCode).toBe(200);
  });
});

describe('the IP whitelist of a company acted for (issue 47 item 10)', () => {
  it('a user signed in elsewhere acts for a whitelisted company only from a listed address; their own company as before', async () => {
    const NORDLICHT = 20204;
    await sandbox.database.db
      .insert(accessIps)
      .values({ customerId: NORDLICHT, ip: '203.0.113.9', createdAt: new Date() });
    await sandbox.database.db.insert(accessIpSettings).values({ customerId: NORDLICHT, mode: 1 });
    const { accessToken } = await signIn(sandbox.app, 'bianca.business@demo.test');
    const infoOf = async (customerId: number, remoteAddress: string) =>
      (
        await sandbox.app.inject({
          method: 'POST',
          url: METHOD_API_PATH,
          query: { method: 'getBusinessInfo' },
          remoteAddress,
          headers: {
            authorization: `Bearer ${accessToken}`,
            'x-client-version': '2.1.2',
            'x-customer-id': String(customerId),
          },
          payload: {},
        })
      ).json();

    expect(await infoOf(NORDLICHT, '127.0.0.1')).toMatchObject({
      responseCode: 'ENOA',
      responseDescription: AUTH_TEXTS.ipNotAllowed,
    });
    expect(await infoOf(NORDLICHT, '203.0.113.9')).toMatchObject({
      responseCode: '00',
      name: 'Nordlicht Trading GmbH',
    });
    expect(await infoOf(20003, '127.0.0.1')).toMatchObject({ responseCode: '00' });
  });
});

describe('getLoginHistory', () => {
  type Entry = { date: string; success: boolean; authFlow: string; ip: string };

  it('first page of 20: the newest 20 of 45 entries, newest first', async () => {
    const call = await session(SVEN);

    const page = await call('getLoginHistory', { pageNumber: 1, pageSize: 20 });

    expect(page.total).toBe(46); // 45 seeded and the sign-in of this test
    expect(page.items).toHaveLength(20);
    const dates = page.items.map((item: Entry) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.items[0]).toMatchObject({ authFlow: 'sms', success: true, client: 'web' });
    expect(page.items[1]).toEqual({
      date: expect.any(String),
      ip: '81.2.69.142',
      client: 'Chrome 131 on Windows',
      location: 'London, GB',
      authFlow: 'sms',
      success: true,
    });
  });

  it('last page: the remaining entries, none repeated', async () => {
    const call = await session(SVEN);

    const pages = await Promise.all(
      [1, 2, 3].map((pageNumber) => call('getLoginHistory', { pageNumber, pageSize: 20 })),
    );

    expect(pages.map((page) => page.items.length)).toEqual([20, 20, 6]);
    const dates = pages.flatMap((page) => page.items.map((item: Entry) => item.date));
    expect(new Set(dates).size).toBe(46);
  });

  it('seeded wrong passwords: are listed as unsuccessful', async () => {
    const call = await session(SVEN);

    const page = await call('getLoginHistory', { pageNumber: 1, pageSize: 100 });

    expect(page.items.filter((item: Entry) => !item.success)).toHaveLength(6);
  });

  it('date range: answers only entries inside it', async () => {
    const call = await session(SVEN);
    const all = (await call('getLoginHistory', { pageNumber: 1, pageSize: 100 })).items as Entry[];
    const fromDate = all[30]!.date;
    const toDate = all[10]!.date;

    const page = await call('getLoginHistory', { fromDate, toDate, pageNumber: 1, pageSize: 100 });

    expect(page.total).toBe(21);
    expect(page.items[0].date).toBe(toDate);
    expect(page.items.at(-1).date).toBe(fromDate);
  });

  it.each([
    [{ pageNumber: 0, pageSize: 20 }, /^pageNumber: /],
    [{ pageNumber: 1, pageSize: 101 }, /^pageSize: /],
    [{ pageNumber: 1, pageSize: 20, fromDate: '2026-02-30' }, /^fromDate: is not a valid date$/],
    [{ pageNumber: 1, pageSize: 20, fromDate: 'yesterday' }, /^fromDate: /],
    [{ pageNumber: 1, pageSize: 20, fromDate: '2026-05-02', toDate: '2026-05-01' }, /^toDate: /],
  ])('bad filter %j: answers TA1', async (body, line) => {
    const call = await session(SVEN);

    const response = await call('getLoginHistory', body);

    expect(response.responseCode).toBe('TA1');
    expect(response.validationErrors).toEqual([expect.stringMatching(line)]);
  });

  it('a wrong password and a sign-in: both are recorded for the user, newest first', async () => {
    await postLogin(sandbox.app, {
      username: ANNA,
      password: 'Wrong-pass-1',
      codeChallenge: pkcePair().codeChallenge,
    });
    const call = await session(ANNA);

    const page = await call('getLoginHistory', { pageNumber: 1, pageSize: 20 });

    expect(page.total).toBe(2);
    expect(page.items.map((item: Entry) => [item.success, item.authFlow])).toEqual([
      [true, 'simple'],
      [false, 'simple'],
    ]);
  });

  it("admin acting for the customer: answers that customer's history", async () => {
    const call = await session(ADAM);

    const page = await call('getLoginHistory', { pageNumber: 1, pageSize: 5, fromCustomerId: SVEN_CUSTOMER });

    expect(page.total).toBe(45);
  });
});

describe('searchCustomers', () => {
  type Summary = { customerId: number; name: string; email: string };

  it('admin searching a name: answers the business with its owner and open accounts', async () => {
    const call = await session(ADAM);

    const response = await call('searchCustomers', { query: 'bianca' });

    expect(response.customers).toEqual([
      {
        customerId: 20003,
        name: 'Bianca Studio Ltd',
        email: 'bianca.business@demo.test',
        customerType: 1,
        verified: true,
        accounts: 2,
      },
    ]);
  });

  it('admin searching a customer id: answers that customer, open accounts only', async () => {
    const call = await session(ADAM);

    const response = await call('searchCustomers', { query: '20001' });

    expect(response.customers).toEqual([
      {
        customerId: 20001,
        name: 'Anna Novak',
        email: ANNA,
        customerType: 0,
        verified: true,
        // EUR, USD and pre-payment, and two cards (seed-cards.ts); not the closed GBP one.
        accounts: 5,
      },
    ]);
  });

  it('a company without users of its own: is found by its name', async () => {
    const call = await session(ADAM);

    const response = await call('searchCustomers', { query: 'nordlicht' });

    expect(response.customers.map((customer: Summary) => customer.customerId)).toEqual([20204]);
  });

  it('a query 25 customers match: answers 20', async () => {
    const ids = Array.from({ length: 25 }, (_, index) => 40001 + index);
    await sandbox.database.db
      .insert(customers)
      .values(ids.map((id) => ({ id, customerType: 0, residenceCountryCode: 'DE' })));
    await sandbox.database.db.insert(users).values(
      ids.map((id) => ({
        id,
        email: `bulk.${id}@demo.test`,
        passwordHash: 'none',
        firstName: 'Bulk',
        lastName: String(id),
        customerId: id,
      })),
    );
    const call = await session(ADAM);

    const response = await call('searchCustomers', { query: 'bulk' });

    expect(response.customers).toHaveLength(20);
  });

  it('a percent sign: is matched literally, not as a wildcard', async () => {
    const call = await session(ADAM);

    expect((await call('searchCustomers', { query: '%%' })).customers).toEqual([]);
  });

  it('non-admin: answers ENOA', async () => {
    const call = await session(ANNA);

    expect(await call('searchCustomers', { query: 'bianca' })).toEqual({
      responseCode: 'ENOA',
      responseDescription: 'No access: only administrators may do this',
    });
  });

  it.each([['a'], ['  ']])('query "%s": answers TA1', async (query) => {
    const call = await session(ADAM);

    expect((await call('searchCustomers', { query })).responseCode).toBe('TA1');
  });
});
