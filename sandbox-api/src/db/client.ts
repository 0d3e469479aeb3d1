import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER, type DatabaseTarget } from '../config';
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
 * otherwise PGlite in memory or in a directory. The same migrations run on both.
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
  if (target.kind === 'pglite-dir') await mkdir(target.dataDir, { recursive: true });
  const client = await PGlite.create(target.kind === 'pglite-dir' ? { dataDir: target.dataDir } : {});
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db, close: () => client.close() };
}
