import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
    const db = drizzleNodePg({ client: pool, schema });
    await migrateNodePg(db, { migrationsFolder });
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
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db, close: () => client.close() };
}
