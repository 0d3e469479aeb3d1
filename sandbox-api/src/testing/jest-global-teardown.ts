import type { TestPostgres } from './postgres-server';

/** Jest runs it after the last test file, failed or not: the server stops, its data directory and the templates go. */
export default async function globalTeardown(): Promise<void> {
  const state = globalThis as {
    sandboxTestPostgres?: TestPostgres;
    sandboxTestTemplates?: () => Promise<void>;
  };
  await state.sandboxTestTemplates?.();
  await state.sandboxTestPostgres?.stop();
}
