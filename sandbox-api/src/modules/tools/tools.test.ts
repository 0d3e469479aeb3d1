import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { accounts } from '../../db/schema';
import { callMethod, pkcePair, postLogin, signIn, useSandbox } from '../../testing/sandbox';

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

    const response = await sandbox.app.inject({ method: 'POST', url: '/sandbox/reset' });

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
      const outbox = await app.inject({ method: 'GET', url: '/sandbox/outbox' });
      const reset = await app.inject({ method: 'POST', url: '/sandbox/reset' });
      const health = await app.inject({ method: 'GET', url: '/sandbox/health' });
      const api = await callMethod(app, 'getCurrencies');

      expect([outbox.statusCode, reset.statusCode, health.statusCode]).toEqual([404, 404, 404]);
      expect(api.json().responseCode).toBe('00');
    } finally {
      await app.close();
    }
  });
});
