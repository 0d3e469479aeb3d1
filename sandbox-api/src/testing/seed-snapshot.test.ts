import { getTableName, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { rowsOf, type Database } from '../platform/db/client';
import { productTables } from '../seed';
import { SANDBOX_DATABASES, useSandbox } from './sandbox';
import { referencingClosure, tablesInInsertOrder, takeSeedSnapshot } from './seed-snapshot';

/** Each table's rows as one digest, and where each sequence stands: what a test could tell apart. */
async function fingerprint(db: Database): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of tablesInInsertOrder()) {
    const rows = await rowsOf<{ digest: string | null; count: string | number }>(
      db,
      sql.raw(
        `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest, count(*) AS count FROM "${table}" t`,
      ),
    );
    result[table] = `${rows[0]!.count}:${rows[0]!.digest ?? ''}`;
  }
  const rows = await rowsOf<{ sequencename: string; last_value: string | number | null }>(
    db,
    sql`SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public'`,
  );
  for (const row of rows) result[`sequence ${row.sequencename}`] = String(row.last_value);
  return result;
}

describe('tablesInInsertOrder', () => {
  it('every table of the schema, each after the tables its foreign keys point to', () => {
    const order = tablesInInsertOrder();
    const tables = productTables();

    expect([...order].sort()).toEqual(tables.map((table) => getTableName(table)).sort());
    for (const table of tables)
      for (const key of getTableConfig(table).foreignKeys) {
        const referenced = getTableName(key.reference().foreignTable);
        if (referenced !== getTableName(table))
          expect(order.indexOf(referenced)).toBeLessThan(order.indexOf(getTableName(table)));
      }
  });
});

describe.each(SANDBOX_DATABASES)('a seed snapshot on %s', (database) => {
  const sandbox = useSandbox({ database });

  it('restores every row and sequence the seed left, whatever a test did in between', async () => {
    const { db } = sandbox.database;
    const seeded = await fingerprint(db);
    expect(Number(seeded.users!.split(':')[0])).toBeGreaterThan(10);
    const snapshot = await takeSeedSnapshot(db);

    const sequences = await rowsOf<{ sequencename: string }>(
      db,
      sql`SELECT sequencename FROM pg_sequences WHERE schemaname = 'public'`,
    );
    for (const { sequencename } of sequences)
      await db.execute(sql`SELECT nextval(${`public."${sequencename}"`})`);
    await db.execute(sql.raw(`TRUNCATE TABLE "users" CASCADE`));
    expect(await fingerprint(db)).not.toEqual(seeded);

    await snapshot.restore();

    expect(await fingerprint(db)).toEqual(seeded);
  });

  it('puts back only what was written since the last restore (and what its foreign keys tie to it)', async () => {
    const { db } = sandbox.database;
    const snapshot = await takeSeedSnapshot(db);
    const seeded = await fingerprint(db);
    const counts = async (table: string) =>
      Number(
        (
          await rowsOf<{ count: string | number }>(db, sql.raw(`SELECT count(*) AS count FROM "${table}"`))
        )[0]!.count,
      );
    // A table nothing refers to, with rows, written to; another with rows, not written to.
    const tables = tablesInInsertOrder();
    const withRows: string[] = [];
    for (const table of tables) if ((await counts(table)) > 0) withRows.push(table);
    const written = withRows.find((table) => referencingClosure([table]).size === 1)!;
    const untouched = withRows.find((table) => table !== written)!;
    const rowVersions = async (table: string) =>
      (await rowsOf<{ v: string }>(db, sql.raw(`SELECT xmin::text AS v FROM "${table}" ORDER BY xmin::text`)))
        .map((row) => row.v)
        .join(',');
    const untouchedBefore = await rowVersions(untouched);
    const writtenBefore = await rowVersions(written);

    await db.execute(sql.raw(`DELETE FROM "${written}"`));
    expect(await counts(written)).toBe(0);
    await snapshot.restore();

    expect(await fingerprint(db)).toEqual(seeded);
    expect(await rowVersions(written)).not.toBe(writtenBefore);
    expect(await rowVersions(untouched)).toBe(untouchedBefore);
  });
});
