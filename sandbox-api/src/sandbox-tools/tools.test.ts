import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { accounts } from '../platform/db/tables';
import { callMethod, pkcePair, postLogin, signIn, useSandbox } from '../testing/sandbox';

const sandbox = useSandbox();
const OLIVER = 'oliver.otp@demo.test';

describe('GET /sandbox/outbox', () => {
  it('two sign-ins: lists the messages for that address newest first, with their codes', async () => {
    await postLogin(sandbox.app, { username: OLIVER, codeChallenge: pkcePair().codeChallenge });
    await postLogin(sandbox.app, { username: OLIVER, codeChallenge: pkcePair().codeChallenge });

    const response = await sandbox.app.inject({
      method: 'GET',
      url: '/sandbox/outbox',
      query: { to: OLIVER },
    });

    const { messages } = response.json();
    expect(messages).toHaveLength(2);
    expect(messages[0].id).toBeGreaterThan(messages[1].id);
    expect(messages[0]).toEqual({
      id: expect.any(Number),
      channel: 'otp',
      to: OLIVER,
      text: `Your sign-in code is ${messages[0].code}`,
      code: expect.stringMatching(/^\d{6}$/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('another address: lists none of those messages', async () => {
    await postLogin(sandbox.app, { username: OLIVER, codeChallenge: pkcePair().codeChallenge });

    const response = await sandbox.app.inject({
      method: 'GET',
      url: '/sandbox/outbox',
      query: { to: 'anna.simple@demo.test' },
    });

    expect(response.json()).toEqual({ messages: [] });
  });
});

describe('POST /sandbox/reset', () => {
  it('after a balance changed and a session began: restores the seeded balance and ends the session', async () => {
    const { refreshToken } = await signIn(sandbox.app, 'anna.simple@demo.test');
    await sandbox.database.db.update(accounts).set({ balance: '1.00' }).where(eq(accounts.id, 100001));

    const response = await sandbox.app.inject({ method: 'POST', url: '/sandbox/reset', payload: {} });

    expect(response.json()).toEqual({ ok: true });
    const [account] = await sandbox.database.db
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.id, 100001));
    expect(account?.balance).toBe('1520.50000000');
    const refresh = await sandbox.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      payload: { refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('GET /sandbox/health', () => {
  it('running sandbox: answers ok', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/sandbox/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});

describe('tools switched off', () => {
  it('SANDBOX_TOOLS=off: every /sandbox route answers 404 while the API keeps working', async () => {
    const app = await buildApp({ database: sandbox.database, config: { toolsEnabled: false } });
    try {
      const answers = await Promise.all(
        [
          ['GET', '/sandbox/outbox'],
          ['POST', '/sandbox/reset'],
          ['GET', '/sandbox/health'],
          ['POST', '/sandbox/live/emit'],
          ['POST', '/sandbox/email-confirmation'],
          ['GET', '/sandbox/device'],
          ['POST', '/sandbox/device/link'],
          ['GET', '/sandbox/exchange-rates'],
        ].map(([method, url]) => app.inject({ method: method as 'GET' | 'POST', url, payload: {} })),
      );
      const api = await callMethod(app, 'getCurrencies');

      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(404));
      expect(api.json().responseCode).toBe('00');
    } finally {
      await app.close();
    }
  });
});

describe('cross-site requests (issue 22)', () => {
  const EVIL = 'https://evil.example';
  const PORTAL = 'http://localhost:8080';
  const SANDBOX = 'http://127.0.0.1:4000';
  const seededBalance = async () => {
    const [account] = await sandbox.database.db
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.id, 100001));
    return account?.balance;
  };

  it.each([
    ['text/plain, as a page sends it with no preflight', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['JSON', 'application/json'],
  ])('POST /sandbox/reset from another site (%s): 403, and nothing is reset', async (_kind, type) => {
    await sandbox.database.db.update(accounts).set({ balance: '1.00' }).where(eq(accounts.id, 100001));

    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/reset',
      headers: { origin: EVIL, 'content-type': type },
      payload: '{}',
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      responseCode: 'ENOA',
      responseDescription: expect.stringContaining('another site'),
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(await seededBalance()).toBe('1.00000000');
  });

  it('POST /sandbox/reset as text/plain without an Origin: 415, and nothing is reset', async () => {
    await sandbox.database.db.update(accounts).set({ balance: '1.00' }).where(eq(accounts.id, 100001));

    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/reset',
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
    });

    expect(response.statusCode).toBe(415);
    expect(response.json().validationErrors).toEqual(['content-type: must be application/json']);
    expect(await seededBalance()).toBe('1.00000000');
  });

  it('POST /sandbox/reset as JSON from the portal’s page: done', async () => {
    await sandbox.database.db.update(accounts).set({ balance: '1.00' }).where(eq(accounts.id, 100001));

    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/reset',
      headers: { origin: PORTAL },
      payload: {},
    });

    expect(response.json()).toEqual({ ok: true });
    expect(await seededBalance()).toBe('1520.50000000');
  });

  it.each([
    ['another site', EVIL],
    ['another local server (a *.localhost page on another port)', 'http://evil.localhost:3000'],
    ['the portal’s host on another port', 'http://localhost:5173'],
    ['an opaque origin', 'null'],
  ])('GET /sandbox/outbox from %s: 403, no codes, no CORS grant', async (_kind, origin) => {
    await postLogin(sandbox.app, { username: OLIVER, codeChallenge: pkcePair().codeChallenge });

    const response = await sandbox.app.inject({
      method: 'GET',
      url: '/sandbox/outbox',
      query: { to: OLIVER },
      headers: { origin },
    });

    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('sign-in code');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('GET /sandbox/outbox from a page whose name was re-pointed at the sandbox (DNS rebinding): 403', async () => {
    await postLogin(sandbox.app, { username: OLIVER, codeChallenge: pkcePair().codeChallenge });

    // Same-origin to the browser, so no Origin header: only the Host tells it is not the sandbox's name.
    const response = await sandbox.app.inject({
      method: 'GET',
      url: '/sandbox/outbox',
      query: { to: OLIVER },
      headers: { host: 'evil.example:4000', 'sec-fetch-site': 'same-origin' },
    });

    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('sign-in code');
  });

  it('GET /sandbox/outbox from the portal’s page: the codes, readable there', async () => {
    await postLogin(sandbox.app, { username: OLIVER, codeChallenge: pkcePair().codeChallenge });

    const response = await sandbox.app.inject({
      method: 'GET',
      url: '/sandbox/outbox',
      query: { to: OLIVER },
      headers: { origin: PORTAL, host: '127.0.0.1:4000', 'sec-fetch-site': 'cross-site' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().messages).toHaveLength(1);
    expect(response.headers['access-control-allow-origin']).toBe(PORTAL);
  });

  it('a device-page form: taken from the sandbox’s own page, refused from the portal’s and from another site', async () => {
    const form = (origin: string) =>
      sandbox.app.inject({
        method: 'POST',
        url: '/sandbox/device/link',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          email: 'nobody@demo.test',
          linkId: '0'.repeat(36),
          name: 'x',
          type: 'ios',
        }).toString(),
      });

    const [own, portal, evil] = [await form(SANDBOX), await form(PORTAL), await form(EVIL)];

    // The sandbox's own page reaches the handler (which knows no such user); the others never do.
    expect([own.statusCode, portal.statusCode, evil.statusCode]).toEqual([404, 415, 403]);
    expect(own.body).toContain('No user with the e-mail nobody@demo.test');
  });
});

describe('CORS on every route (issue 22)', () => {
  const preflight = (origin: string) =>
    sandbox.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/?method=getCurrencies',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('the portal’s origins (npm start’s by default): granted', async () => {
    const answers = await Promise.all(['http://localhost:8080', 'http://127.0.0.1:8080'].map(preflight));

    expect(answers.map((answer) => answer.headers['access-control-allow-origin'])).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
  });

  it.each(['http://evil.localhost:8080', 'http://localhost:3000', 'https://evil.example'])(
    '%s: not granted',
    async (origin) => {
      const response = await preflight(origin);

      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    },
  );
});
