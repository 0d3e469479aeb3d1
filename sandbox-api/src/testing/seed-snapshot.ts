import { getTableName, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { rowsOf, type Database } from '../platform/db/client';
import { productTables } from '../seed';

/** Where a test database keeps its copy of the seeded tables. */
const SNAPSHOT_SCHEMA = 'test_seed_snapshot';

/** The product's tables, each after the tables its foreign keys point to (a restore inserts in this order). */
export function tablesInInsertOrder(): string[] {
  const references = new Map(
    productTables().map((table) => [
      getTableName(table),
      getTableConfig(table).foreignKeys.map((key) => getTableName(key.reference().foreignTable)),
    ]),
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const referenced of references.get(name) ?? []) place(referenced, path);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of references.keys()) place(name, new Set());
  return ordered;
}

/**
 * The tables whose foreign keys point, directly or through others, at one of `tables`, and `tables` themselves:
 * what `TRUNCATE … CASCADE` of `tables` empties, so what a restore of them must fill again.
 */
export function referencingClosure(tables: Iterable<string>): Set<string> {
  const referencedBy = new Map<string, string[]>();
  for (const table of productTables())
    for (const key of getTableConfig(table).foreignKeys) {
      const referenced = getTableName(key.reference().foreignTable);
      referencedBy.set(referenced, [...(referencedBy.get(referenced) ?? []), getTableName(table)]);
    }
  const closure = new Set<string>();
  const visit = (name: string) => {
    if (closure.has(name)) return;
    closure.add(name);
    for (const referencing of referencedBy.get(name) ?? []) visit(referencing);
  };
  for (const name of tables) visit(name);
  return closure;
}

/** A copy of the seeded database that a test restores instead of seeding again. */
export interface SeedSnapshot {
  /** Every table back to its seeded rows and every sequence to where the seed left it. */
  restore(): Promise<void>;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const DIRTY = `${SNAPSHOT_SCHEMA}.dirty_tables`;
const SEQUENCES = `${SNAPSHOT_SCHEMA}.seed_sequences`;

/**
 * Copies every table of a freshly seeded database, and where each sequence stands, into a schema of the test
 * database's own, and marks from then on which tables a statement wrote to (a statement-level trigger per table, in
 * the test database only). Seeding every area's demo data took about 0.3–0.4 s per test; a restore of every table
 * took about as long, so a restore puts back only the tables written since the last one (with those their foreign
 * keys tie to them), and every sequence (a failed insert moves one without writing a row).
 */
export async function takeSeedSnapshot(db: Database): Promise<SeedSnapshot> {
  await copySeed(db);
  return attachSeedSnapshot(db);
}

/** The copy and the triggers of {@link takeSeedSnapshot}, without the restorer (a seeded template holds them). */
export async function copySeed(db: Database): Promise<void> {
  const tables = tablesInInsertOrder();
  const names = `ARRAY[${tables.map(literal).join(', ')}]::text[]`;
  await db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${SNAPSHOT_SCHEMA} CASCADE`));
  await db.execute(sql.raw(`CREATE SCHEMA ${SNAPSHOT_SCHEMA}`));
  await db.execute(sql.raw(`CREATE TABLE ${DIRTY} (name text PRIMARY KEY)`));
  // Where each sequence stands in the seed, kept beside the rows: a copy of this database (a template's) restores to it.
  await db.execute(
    sql.raw(
      `CREATE TABLE ${SEQUENCES} AS SELECT sequencename, last_value, start_value FROM pg_sequences WHERE schemaname = 'public'`,
    ),
  );
  await db.execute(
    sql.raw(`CREATE FUNCTION ${SNAPSHOT_SCHEMA}.mark_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ${DIRTY} VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$`),
  );
  // One statement for all the tables: a round trip each would cost more than the copies.
  await db.execute(
    sql.raw(`DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ${names} LOOP
    EXECUTE format('CREATE TABLE ${SNAPSHOT_SCHEMA}.%I AS TABLE public.%I', t, t);
    EXECUTE format('CREATE TRIGGER test_seed_snapshot_dirty AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.%I FOR EACH STATEMENT EXECUTE FUNCTION ${SNAPSHOT_SCHEMA}.mark_dirty()', t);
  END LOOP;
END $$`),
  );
}

/**
 * The restorer of a database whose seed was copied (by {@link copySeed}, here or in the template it was made from):
 * the tables written since go back to the copy, every sequence to where the seed left it.
 */
export async function attachSeedSnapshot(db: Database): Promise<SeedSnapshot> {
  const tables = tablesInInsertOrder();
  const rows = await rowsOf<{
    sequencename: string;
    last_value: string | number | null;
    start_value: string | number;
  }>(db, sql.raw(`SELECT sequencename, last_value, start_value FROM ${SEQUENCES}`));
  // Where each sequence goes back to: where the seed left it, or (one the seed never used) its start, unused.
  const setSequences = rows.length
    ? `SELECT ${rows
        .map((row) =>
          row.last_value === null
            ? `setval(${literal(`public.${quoted(row.sequencename)}`)}, ${String(row.start_value)}::bigint, false)`
            : `setval(${literal(`public.${quoted(row.sequencename)}`)}, ${String(row.last_value)}::bigint, true)`,
        )
        .join(', ')}`
    : undefined;
  return {
    async restore() {
      const written = await rowsOf<{ name: string }>(db, sql.raw(`SELECT name FROM ${DIRTY}`));
      const closure = referencingClosure(written.map((row) => row.name));
      const restored = tables.filter((table) => closure.has(table));
      await db.transaction(async (tx) => {
        if (restored.length > 0) {
          await tx.execute(
            sql.raw(
              `TRUNCATE TABLE ${restored.map((table) => `public.${quoted(table)}`).join(', ')} CASCADE`,
            ),
          );
          await tx.execute(
            sql.raw(`DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[${restored.map(literal).join(', ')}]::text[] LOOP
    EXECUTE format('INSERT INTO public.%I OVERRIDING SYSTEM VALUE SELECT * FROM ${SNAPSHOT_SCHEMA}.%I', t, t);
  END LOOP;
END $$`),
          );
        }
        if (setSequences) await tx.execute(sql.raw(setSequences));
        await tx.execute(sql.raw(`DELETE FROM ${DIRTY}`));
      });
    },
  };
}
