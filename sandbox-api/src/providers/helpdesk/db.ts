import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseTarget } from '../../platform/config';
import { lockDataDirectory } from '../../platform/db/data-dir-lock';
import { HELPDESK_MIGRATIONS_FOLDER, HELPDESK_MIGRATIONS_TABLE } from './config';
import * as schema from './schema';

export type HelpdeskDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;
export interface HelpdeskDatabaseHandle {
  db: HelpdeskDatabase;
  close(): Promise<void>;
}

const migrations = {
  migrationsFolder: HELPDESK_MIGRATIONS_FOLDER,
  migrationsTable: HELPDESK_MIGRATIONS_TABLE,
};

/** The provider's database: PGlite in memory or in its own directory (locked), or PostgreSQL (`helpdesk_*`). */
export async function openHelpdeskDatabase(target: DatabaseTarget): Promise<HelpdeskDatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 5 });
    pool.on('connect', (client) => client.on('error', () => undefined));
    pool.on('error', () => undefined);
    const db = drizzleNodePg({ client: pool, schema });
    try {
      await migrateNodePg(db, migrations);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, close: () => pool.end() };
  }
  if (target.kind === 'pglite-memory') {
    const client = await PGlite.create({});
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, migrations);
    return { db, close: () => client.close() };
  }
  await mkdir(target.dataDir, { recursive: true });
  const lock = lockDataDirectory(target.dataDir);
  try {
    const client = await PGlite.create({ dataDir: target.dataDir });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, migrations);
    return { db, close: () => client.close().finally(lock.release) };
  } catch (error) {
    lock.release();
    throw error;
  }
}
