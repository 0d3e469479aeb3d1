import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh database per test file on the run's PostgreSQL (started by jest-global-setup.ts), so that files in
 * parallel workers never see each other's rows; dropped when the file is done.
 */

/** Set by the jest global setup for the workers: the server's superuser URL. */
export const TEST_POSTGRES_URL_VARIABLE = 'SANDBOX_TEST_POSTGRES_URL';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** `template`: a database to copy (the run's seeded template, seeded-template.ts), else an empty one. */
export async function createTestDatabase(options: { template?: string } = {}): Promise<TestDatabase> {
  const adminUrl = process.env[TEST_POSTGRES_URL_VARIABLE];
  if (!adminUrl)
    throw new Error(
      `${TEST_POSTGRES_URL_VARIABLE} is not set: PostgreSQL tests run under sandbox-api/jest.config.cjs, whose ` +
        'global setup starts the server',
    );
  const name = `sandbox_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE ends connections a failed test left open, so the drop never waits on them.
    drop: () => asAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

export async function asAdmin(
  adminUrl: string,
  work: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
