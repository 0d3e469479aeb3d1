import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH_PATHS, LIVE_UNAUTHORIZED_CLOSE, type LiveServerFrame } from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { MIGRATIONS_FOLDER } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { journals } from '../../money/ledger-tables';
import { users } from '../db/tables';
import { TEST_HISTORY_TRANSACTIONS } from '../../seed';
import { TRANSFER_DEMO as D } from '../../areas/transfers/payments/seed';
import { connectLive, type LiveClient } from '../../testing/live-client';
import { createTestDatabase, type TestDatabase } from '../../testing/postgres-database';
import { callMethod, postLogin, signIn } from '../../testing/sandbox';
import { balanceOf, ledgerSums } from '../../testing/money';

/**
 * Several instances over one PostgreSQL (issue 34): three apps on one database of the run's embedded PostgreSQL,
 * as `npm run start:cluster` runs them behind HAProxy (the HAProxy side is scripts/cluster.test.mjs).
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON

const JWT_SECRET = randomBytes(32);
const START_TIMEOUT_MS = 120_000;
const TEST_TIMEOUT_MS = 60_000;

jest.setTimeout(TEST_TIMEOUT_MS);

let postgres: TestDatabase;
const handles: DatabaseHandle[] = [];
const apps: FastifyInstance[] = [];
const clients: LiveClient[] = [];
let A: FastifyInstance;
let B: FastifyInstance;
let C: FastifyInstance;

const journalEntries = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

function emit(app: FastifyInstance, email: string, message: unknown) {
  return app.inject({ method: 'POST', url: '/sandbox/live/emit', payload: { email, message } });
}

/** The next message that is not a pong, within a time limit (a lost event fails rather than hangs). */
async function nextEvent(client: LiveClient, ms = 10_000): Promise<LiveServerFrame> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      client.next() as Promise<LiveServerFrame>,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no live event in time')), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function authenticated(app: FastifyInstance, token: string, since?: number): Promise<LiveClient> {
  const client = await connectLive(app, clients);
  client.send({ type: 'auth', token, ...(since === undefined ? {} : { since }) });
  expect((await nextEvent(client)).type).toBe('auth.ok');
  return client;
}

beforeAll(async () => {
  postgres = await createTestDatabase();
  // Three instances opened at the same moment on an empty database: one migrates, the others wait and find it done.
  handles.push(
    ...(await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: postgres.url })))),
  );
  apps.push(
    ...(await Promise.all(
      handles.map((database) =>
        buildApp({
          database,
          config: {
            jwtSecret: JWT_SECRET,
            toolsEnabled: true,
            demoHistoryTransactions: TEST_HISTORY_TRANSACTIONS,
          },
        }),
      ),
    )),
  );
  [A, B, C] = apps as [FastifyInstance, FastifyInstance, FastifyInstance];
  for (const app of apps) await app.listen({ port: 0, host: '127.0.0.1' });
}, START_TIMEOUT_MS);

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

afterAll(async () => {
  try {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
  } finally {
    await postgres?.drop();
  }
});

describe('several instances on one PostgreSQL', () => {
  it('three started at once: the migrations ran once in all, and the demo data was seeded once', async () => {
    expect(handles.map((handle) => handle.migrationsApplied ?? 0).reduce((a, b) => a + b, 0)).toBe(
      journalEntries,
    );
    expect(handles.filter((handle) => (handle.migrationsApplied ?? 0) > 0)).toHaveLength(1);
    const rows = await handles[0]!.db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, [D.tina.email, D.paul.email]));
    expect(rows.map((row) => row.email).sort()).toEqual([D.paul.email, D.tina.email].sort());
    // Each answers HAProxy's readiness check.
    for (const app of apps)
      expect((await app.inject({ method: 'GET', url: '/service/ready' })).json()).toEqual({ ok: true });
  });

  it('an event published on instance A reaches the socket held by instance B, with an id', async () => {
    const { accessToken } = await signIn(A, 'anna.simple@demo.test');
    const onB = await authenticated(B, accessToken);

    const response = await emit(A, 'anna.simple@demo.test', {
      type: 'transaction',
      payload: { accountId: 100001, transactionId: 9001 },
    });

    // A holds none of Anna's sockets: it counts only its own.
    expect(response.json()).toEqual({ delivered: 0 });
    const event = await nextEvent(onB);
    expect(event).toMatchObject({ type: 'transaction', payload: { accountId: 100001, transactionId: 9001 } });
    expect(event.id).toEqual(expect.any(Number));
  });

  it('an event over the 8000 bytes of a notification goes through the table and still arrives whole', async () => {
    const { accessToken } = await signIn(B, 'anna.simple@demo.test');
    const onC = await authenticated(C, accessToken);
    const text = 'x'.repeat(12_000);

    await emit(A, 'anna.simple@demo.test', {
      type: 'notification',
      payload: { id: 'big', kind: 'info', text },
    });

    expect(await nextEvent(onC)).toMatchObject({ type: 'notification', payload: { id: 'big', text } });
  });

  it('a client that reconnects to another instance with `since` gets what it missed, in order, once', async () => {
    const { accessToken } = await signIn(A, 'anna.simple@demo.test');
    const first = await authenticated(B, accessToken);
    await emit(A, 'anna.simple@demo.test', {
      type: 'transaction',
      payload: { accountId: 100001, transactionId: 1 },
    });
    const seen = await nextEvent(first);
    first.close();
    await first.closed;
    // While no socket listens: two more events.
    for (const transactionId of [2, 3])
      await emit(A, 'anna.simple@demo.test', {
        type: 'transaction',
        payload: { accountId: 100001, transactionId },
      });

    const again = await authenticated(C, accessToken, seen.id);
    const missed = [await nextEvent(again), await nextEvent(again)];
    again.send({ type: 'ping' });

    expect(
      missed.map((event) => (event as { payload: { transactionId: number } }).payload.transactionId),
    ).toEqual([2, 3]);
    expect(await nextEvent(again)).toEqual({ type: 'pong' });
  });

  it('a token issued by A works on B and C; a logout on A refuses it everywhere and closes its sockets', async () => {
    const { accessToken, refreshToken } = await signIn(A, 'anna.simple@demo.test');
    for (const app of [B, C])
      expect((await callMethod(app, 'getCustomerInfo', { accessToken })).json<Json>().responseCode).toBe(
        '00',
      );
    const onC = await authenticated(C, accessToken);

    await A.inject({ method: 'POST', url: AUTH_PATHS.logout, payload: { refreshToken } });

    expect(await onC.closed).toBe(LIVE_UNAUTHORIZED_CLOSE);
    for (const app of [B, C])
      expect((await callMethod(app, 'getCustomerInfo', { accessToken })).statusCode).toBe(401);
  });

  it('one idempotency key sent to A and B at the same moment executes once', async () => {
    const [onA, onB] = await Promise.all([signIn(A, D.tina.email), signIn(B, D.tina.email)]);
    const journalsOfTina = async () =>
      (
        await handles[0]!.db
          .select({ id: journals.id })
          .from(journals)
          .where(eq(journals.customerId, D.tina.customerId))
      ).length;
    const before = await journalsOfTina();
    const start = await balanceOf(handles[0]!.db, D.tina.eur);
    const body = {
      accountId: D.tina.eur,
      amount: '10',
      currency: 'EUR',
      toEmail: D.paul.email,
      idempotencyKey: 'twice',
    };

    const answers = await Promise.all([
      callMethod(A, 'transferP2p', { accessToken: onA.accessToken, body }),
      callMethod(B, 'transferP2p', { accessToken: onB.accessToken, body }),
    ]);

    const [first, second] = answers.map((answer) => answer.json<Json>());
    expect([first!.responseCode, second!.responseCode]).toEqual(['00', '00']);
    expect(second!.transactionId).toBe(first!.transactionId);
    expect(await journalsOfTina()).toBe(before + 1);
    // 10 EUR and the minimum fee of 0.20 EUR, once.
    expect((await balanceOf(handles[0]!.db, D.tina.eur)).toFixed(2)).toBe(start.minus('10.20').toFixed(2));
  });

  it('crossing transfers through different instances all succeed and conserve the money', async () => {
    const [tina, paul] = await Promise.all([signIn(A, D.tina.email), signIn(B, D.paul.email)]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => [
        callMethod(A, 'transferP2p', {
          accessToken: tina.accessToken,
          body: {
            accountId: D.tina.eur,
            amount: '5',
            currency: 'EUR',
            toEmail: D.paul.email,
            idempotencyKey: `x-t-${index}`,
          },
        }),
        callMethod(B, 'transferP2p', {
          accessToken: paul.accessToken,
          body: {
            accountId: D.paul.eur,
            amount: '5',
            currency: 'EUR',
            toEmail: D.tina.email,
            idempotencyKey: `x-p-${index}`,
          },
        }),
      ]).flat(),
    );

    expect(answers.map((answer) => [answer.statusCode, answer.json<Json>().responseCode])).toEqual(
      answers.map(() => [200, '00']),
    );
    for (const row of await ledgerSums(handles[0]!.db)) expect(new Decimal(row.sum).isZero()).toBe(true);
  });

  it('a limit of 5 sign-in codes holds across the instances: 5 in total, then 429 on any of them', async () => {
    const login = (app: FastifyInstance) =>
      postLogin(app, { username: 'sam.sms@demo.test', codeChallenge: 'x'.repeat(43) });
    const statuses: number[] = [];
    for (const app of [A, B, C, A, B]) statuses.push((await login(app)).statusCode);

    const sixth = await Promise.all([login(C), login(A)]);

    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(sixth.map((response) => response.statusCode)).toEqual([429, 429]);
  });
});
