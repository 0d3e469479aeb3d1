import { mkdir } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransactionConfig } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER, type DatabaseTarget } from '../config';
import { lockDataDirectory } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database the repositories use, whichever driver is behind it (a transaction is one too). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The rows a raw query answered (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  close(): Promise<void>;
}

/**
 * Opens the database and brings it to the latest migration: PostgreSQL when a URL is given,
 * otherwise PGlite in memory or in a directory (locked for this process: `DataDirectoryLockedError` when another
 * sandbox holds it). The same migrations run on both.
 */
export async function openDatabase(
  target: DatabaseTarget,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // A connection the server ends (a restart, a crash, a dropped test database) must not end the process: in use,
    // its queries fail with the error and the pool drops it on release; idle, the pool drops it. Without these
    // listeners Node would throw the error events.
    pool.on('connect', (client) => client.on('error', () => undefined));
    pool.on('error', () => undefined);
    const db = retryingConflicts(drizzleNodePg({ client: pool, schema }));
    try {
      await migrateNodePg(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, close: () => pool.end() };
  }
  if (target.kind === 'pglite-memory') return openPglite({}, migrationsFolder);
  // One sandbox per directory (issue 12): locked before PGlite touches it, released once it closed.
  await mkdir(target.dataDir, { recursive: true });
  const lock = lockDataDirectory(target.dataDir);
  try {
    const handle = await openPglite({ dataDir: target.dataDir }, migrationsFolder);
    return { db: handle.db, close: () => handle.close().finally(lock.release) };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPglite(options: { dataDir?: string }, migrationsFolder: string): Promise<DatabaseHandle> {
  const client = await PGlite.create(options);
  const db = retryingConflicts(drizzlePglite({ client, schema }));
  await migratePglite(db, { migrationsFolder });
  return { db, close: () => client.close() };
}

/**
 * PostgreSQL's codes for a transaction it rolled back to resolve a conflict with another one: deadlock_detected and
 * serialization_failure. Run again a moment later, the same transaction normally succeeds.
 */
const CONFLICT_CODES = new Set(['40P01', '40001']);
/** Runs of one transaction before its conflict is answered as the error it is. */
export const TRANSACTION_ATTEMPTS = 6;
/** The first back-off; each retry waits up to twice as long as the one before, a random part of it. */
const RETRY_BASE_MS = 20;

/** Whether an error (or what it wraps: Drizzle wraps the driver's) is a conflict that a retry resolves. */
export function isTransactionConflict(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if (CONFLICT_CODES.has(String((cause as { code?: unknown }).code))) return true;
  return false;
}

/** What a transaction's work is handed (the Drizzle transaction of this schema). */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Makes every top-level transaction of this database run again, whole, when PostgreSQL rolls it back for a deadlock
 * or a serialization failure, so that a user gets an answer rather than a 500 (issue 22). The database already
 * undid all of the failed run: what it wrote is gone, an idempotency key it took is free again, and the retry
 * decides afresh on what the winner committed. Nested transactions (savepoints) are not retried: the conflict
 * aborted their whole transaction, which retries as one.
 */
function retryingConflicts<T extends Database>(db: T): T {
  const transaction = db.transaction.bind(db);
  const retried = async <R>(
    work: (tx: Transaction) => Promise<R>,
    config?: PgTransactionConfig,
  ): Promise<R> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(work, config);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isTransactionConflict(error)) throw error;
        // Jittered, so that the two sides of a deadlock do not meet again at the same moment.
        await sleep(Math.random() * RETRY_BASE_MS * 2 ** (attempt - 1));
      }
    }
  };
  db.transaction = retried as T['transaction'];
  return db;
}
