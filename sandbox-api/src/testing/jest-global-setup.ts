import { TEST_POSTGRES_URL_VARIABLE } from './postgres-database';
import { startTestPostgres, type TestPostgres } from './postgres-server';
import { makeSeededTemplates } from './seeded-template';

interface SetupState {
  sandboxTestPostgres?: TestPostgres;
  sandboxTestTemplates?: () => Promise<void>;
}

/**
 * Jest's global setup of the sandbox: one PostgreSQL for the run, its URL passed to the workers, and the seeded
 * templates every test file's database is copied from (seeded-template.ts).
 */
export default async function globalSetup(): Promise<void> {
  const server = await startTestPostgres();
  process.env[TEST_POSTGRES_URL_VARIABLE] = server.adminUrl;
  (globalThis as SetupState).sandboxTestPostgres = server;
  (globalThis as SetupState).sandboxTestTemplates = await makeSeededTemplates();
}
