import { randomBytes } from 'node:crypto';
import type { MethodName } from '@portal/api/catalogue';
import { AUTH_PATHS, METHOD_API_PATH } from '@portal/api/catalogue';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { SandboxConfig } from '../platform/config';
import { openDatabase, type DatabaseHandle } from '../platform/db/client';
import { DEMO_PASSWORD, resetDatabase, TEST_HISTORY_TRANSACTIONS } from '../seed';
import type { Clock } from '../platform/clock/clock';
import { pkceChallengeOf, randomToken } from '../platform/lib/crypto';
import { createTestDatabase, type TestDatabase } from './postgres-database';
import { attachSeedSnapshot, takeSeedSnapshot, type SeedSnapshot } from './seed-snapshot';
import { seededPgliteTemplate, seededPostgresTemplate } from './seeded-template';

/**
 * PGlite starts in about 2 s, a PostgreSQL database is created in less, and migrations add a little; more than
 * jest's default 5 s on a busy machine.
 */
const START_TIMEOUT_MS = 60_000;
/**
 * Each test starts from the seeded demo data: the first seed of a harness writes every area's demo users, which on 2
 * shared cores under load took longer than jest's 5 s default for a hook (a setup step, not a timed assertion).
 */
const RESET_TIMEOUT_MS = 30_000;

/** A clock the test moves by hand. */
export class ManualClock implements Clock {
  constructor(private current = new Date()) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface SandboxHarness {
  app: FastifyInstance;
  database: DatabaseHandle;
}

/**
 * The databases a sandbox test can run on: PGlite (the default, in memory) and the run's PostgreSQL (a database of
 * its own per test file). Tests of locking and money run on both: `describe.each(SANDBOX_DATABASES)`.
 */
export const SANDBOX_DATABASES = ['pglite', 'postgres'] as const;
export type SandboxDatabase = (typeof SANDBOX_DATABASES)[number];

export interface SandboxOptions {
  config?: Partial<SandboxConfig>;
  clock?: Clock;
  database?: SandboxDatabase;
}

/**
 * One database for the test file (or the `describe` block it is called in), one app over it, and the demo data
 * restored before every test. Returns an object whose fields are set once `beforeAll` has run.
 */
export function useSandbox(options: SandboxOptions = {}): SandboxHarness {
  const harness = {} as SandboxHarness;
  let postgres: TestDatabase | undefined;
  // The run's seeded template fits when the test seeds the tests' usual history (seeded-template.ts).
  const history = options.config?.demoHistoryTransactions ?? TEST_HISTORY_TRANSACTIONS;
  let fromTemplate = false;
  beforeAll(async () => {
    const fits = history === TEST_HISTORY_TRANSACTIONS;
    if (options.database === 'postgres') {
      const template = fits ? seededPostgresTemplate() : undefined;
      postgres = await createTestDatabase({ template });
      fromTemplate = template !== undefined;
      harness.database = await openDatabase({ kind: 'postgres', url: postgres.url });
    } else {
      const template = fits ? await seededPgliteTemplate() : undefined;
      fromTemplate = template !== undefined;
      harness.database = await openDatabase({ kind: 'pglite-memory', loadDataDir: template });
    }
    harness.app = await buildApp({
      database: harness.database,
      clock: options.clock,
      config: {
        jwtSecret: randomBytes(32),
        toolsEnabled: true,
        demoHistoryTransactions: TEST_HISTORY_TRANSACTIONS,
        ...options.config,
      },
    });
  }, START_TIMEOUT_MS);
  // The first test seeds; the snapshot of that seed is what every later test of the harness starts from.
  let snapshot: SeedSnapshot | undefined;
  beforeEach(async () => {
    if (snapshot) return snapshot.restore();
    if (fromTemplate) {
      // Seeded, with its seed copy, already: whatever the app's start wrote goes back to the seed.
      snapshot = await attachSeedSnapshot(harness.database.db);
      return snapshot.restore();
    }
    await resetDatabase(harness.database.db, { historyTransactions: history });
    snapshot = await takeSeedSnapshot(harness.database.db);
  }, RESET_TIMEOUT_MS);
  afterAll(async () => {
    try {
      await harness.app?.close();
      await harness.database?.close();
    } finally {
      await postgres?.drop();
    }
  });
  return harness;
}

export function pkcePair(): { codeVerifier: string; codeChallenge: string } {
  // The product makes a 128-character verifier (spec 01 §5); 96 random bytes are 128 Base64url characters.
  const codeVerifier = randomToken(96);
  return { codeVerifier, codeChallenge: pkceChallengeOf(codeVerifier) };
}

export function postLogin(
  app: FastifyInstance,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: AUTH_PATHS.login,
    payload: { client: 'web', password: DEMO_PASSWORD, ...body },
  });
}

/** The newest one-time code the outbox holds for this e-mail. */
export async function latestOtp(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/sandbox/outbox', query: { to: email } });
  const [message] = response.json<{ messages: { code: string }[] }>().messages;
  if (!message) throw new Error(`no message for ${email} in the outbox`);
  return message.code;
}

/** Signs a demo user in through whichever flow they have; answers the tokens. */
export async function signIn(
  app: FastifyInstance,
  email: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const { codeVerifier, codeChallenge } = pkcePair();
  const login = (await postLogin(app, { username: email, codeChallenge })).json();
  if (login.authFlow === 'simple')
    return { accessToken: login.accessToken, refreshToken: login.refreshToken };
  const otp = await latestOtp(app, email);
  const token = await app.inject({
    method: 'POST',
    url: AUTH_PATHS.token,
    payload: { code: login.code, codeVerifier, otp },
  });
  return token.json();
}

/** Calls the method API as the client does: method in the query and the body, client fields added. */
export function callMethod(
  app: FastifyInstance,
  method: MethodName | string,
  options: { body?: Record<string, unknown>; accessToken?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: METHOD_API_PATH,
    query: { method },
    headers: {
      ...(options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {}),
      'x-client-version': '2.1.2',
      ...options.headers,
    },
    payload: { method, lang: 'en', ...options.body },
  });
}
