import type { TestPostgres } from './postgres-server';

/** Jest runs it after the last test file, failed or not: the server stops and its data directory goes. */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { sandboxTestPostgres?: TestPostgres }).sandboxTestPostgres?.stop();
}
