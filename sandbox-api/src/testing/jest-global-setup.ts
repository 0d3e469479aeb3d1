import { TEST_POSTGRES_URL_VARIABLE } from './postgres-database';
import { startTestPostgres, type TestPostgres } from './postgres-server';

/** Jest's global setup of the sandbox: one PostgreSQL for the run, its URL passed to the workers. */
export default async function globalSetup(): Promise<void> {
  const server = await startTestPostgres();
  process.env[TEST_POSTGRES_URL_VARIABLE] = server.adminUrl;
  (globalThis as { sandboxTestPostgres?: TestPostgres }).sandboxTestPostgres = server;
}
