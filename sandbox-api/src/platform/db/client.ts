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

/**
 * The Drizzle database the repositories use, whichever driver is behind it (a transaction is one too). It knows no
 * table catalogue: each slice queries its own tables (issue 48), and no relational query API is used.
 */
export type Database = PgDatabase<PgQueryResultHKT, Record<string, never>>;

/** The rows a raw query answered (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  close(): Promise<void>;
  /** The PostgreSQL server's URL (absent on PGlite): what the live channel's fan-out listens on (issue 34). */
  postgresUrl?: string;
  /**
   * Runs the work while no other instance on this database runs its own (a PostgreSQL advisory lock, held on one
   * connection for the work's whole run): migrations and the demo seed run once when several instances start at
   * once (issue 34). On PGlite, whose directory one process holds, the work just runs.
   */
  exclusive?<T>(work: () => Promise<T>): Promise<T>;
  /** Migrations this opening applied (0 when another instance, or an earlier start, had applied them all). */
  migrationsApplied?: number;
  /** PGlite in memory: its whole data directory as a tarball, to start another from (a test's seeded template). */
  dumpDataDir?(): Promise<Blob>;
}

/** The advisory lock key of migrations and the demo seed: a constant of ours ('port' in ASCII). */
export const SETUP_LOCK_KEY = 0x706f7274;

/** How many migrations the database records as applied (none before the first). */
async function appliedMigrations(client: pg.PoolClient): Promise<number> {
  const exists = await client.query<{ table: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as table`,
  );
  if (!exists.rows[0]?.table) return 0;
  const { rows } = await client.query<{ count: string }>(
    'select count(*) as count from drizzle.__drizzle_migrations',
  );
  return Number(rows[0]?.count ?? 0);
}

/** Runs `work` holding the setup lock on a connection of its own, then frees the lock and the connection. */
async function holdingSetupLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
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
    const db = retryingConflicts(drizzleNodePg({ client: pool }));
    let migrationsApplied: number;
    try {
      // Under the setup lock: instances started together migrate one after the other, and all but the first find
      // nothing left to apply (issue 34).
      migrationsApplied = await holdingSetupLock(pool, async (client) => {
        const before = await appliedMigrations(client);
        await migrateNodePg(db, { migrationsFolder });
        return (await appliedMigrations(client)) - before;
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      close: () => pool.end(),
      postgresUrl: target.url,
      exclusive: (work) => holdingSetupLock(pool, () => work()),
      migrationsApplied,
    };
  }
  if (target.kind === 'pglite-memory') {
    const handle = await openPglite(
      target.loadDataDir ? { loadDataDir: target.loadDataDir } : {},
      migrationsFolder,
    );
    return handle;
  }
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

async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob },
  migrationsFolder: string,
): Promise<DatabaseHandle> {
  const client = await PGlite.create(options);
  const db = retryingConflicts(drizzlePglite({ client }));
  await migratePglite(db, { migrationsFolder });
  return { db, close: () => client.close(), dumpDataDir: () => client.dumpDataDir('none') };
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
