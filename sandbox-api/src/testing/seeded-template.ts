import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../platform/db/client';
import { resetDatabase, TEST_HISTORY_TRANSACTIONS } from '../seed';
import { asAdmin, TEST_POSTGRES_URL_VARIABLE } from './postgres-database';
import { copySeed } from './seed-snapshot';

/**
 * Seeded templates of the test databases, made once per jest run by the global setup: a file with a PGlite data
 * directory, and a PostgreSQL database, each migrated, seeded with the tests' demo data and holding its seed copy
 * (seed-snapshot.ts). A test file then starts from a copy (PGlite's `loadDataDir`, PostgreSQL's `CREATE DATABASE …
 * TEMPLATE`) instead of running every migration and the seed again: those took about 8 s of each sandbox test
 * file, most of `npm test`'s jest time.
 */
export const PGLITE_TEMPLATE_VARIABLE = 'SANDBOX_TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_VARIABLE = 'SANDBOX_TEST_POSTGRES_TEMPLATE';
const POSTGRES_TEMPLATE_DATABASE = 'sandbox_seeded_template';

/** Makes both templates and sets the variables the workers read; answers how to remove the PGlite file. */
export async function makeSeededTemplates(): Promise<() => Promise<void>> {
  const file = path.join(os.tmpdir(), `sandbox-test-template-${process.pid}.tar`);
  const pglite = await openDatabase({ kind: 'pglite-memory' });
  try {
    await resetDatabase(pglite.db, { historyTransactions: TEST_HISTORY_TRANSACTIONS });
    await copySeed(pglite.db);
    const dump = await pglite.dumpDataDir!();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  process.env[PGLITE_TEMPLATE_VARIABLE] = file;

  const adminUrl = process.env[TEST_POSTGRES_URL_VARIABLE];
  if (adminUrl) {
    await asAdmin(adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE_DATABASE} WITH (FORCE)`),
    );
    await asAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${POSTGRES_TEMPLATE_DATABASE}`));
    const url = new URL(adminUrl);
    url.pathname = `/${POSTGRES_TEMPLATE_DATABASE}`;
    // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
    const postgres = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await resetDatabase(postgres.db, { historyTransactions: TEST_HISTORY_TRANSACTIONS });
      await copySeed(postgres.db);
    } finally {
      await postgres.close();
    }
    process.env[POSTGRES_TEMPLATE_VARIABLE] = POSTGRES_TEMPLATE_DATABASE;
  }
  return () => rm(file, { force: true });
}

let pgliteTemplate: Promise<Blob> | undefined;

/** The PGlite template of this run, read once per test file; `undefined` outside the jest run's setup. */
export function seededPgliteTemplate(): Promise<Blob> | undefined {
  const file = process.env[PGLITE_TEMPLATE_VARIABLE];
  if (!file) return undefined;
  return (pgliteTemplate ??= readFile(file).then((bytes) => new Blob([new Uint8Array(bytes)])));
}

/** The PostgreSQL template database of this run, if the setup made one. */
export const seededPostgresTemplate = (): string | undefined => process.env[POSTGRES_TEMPLATE_VARIABLE];
