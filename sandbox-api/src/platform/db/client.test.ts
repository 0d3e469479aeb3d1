import { sql, type SQL } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../testing/postgres-database';
import { openDatabase, rowsOf, TRANSACTION_ATTEMPTS, type DatabaseHandle } from './client';

/** The transaction helper on PostgreSQL: conflicts PostgreSQL resolves by rolling one side back are run again. */

let postgres: TestDatabase;
let database: DatabaseHandle;

beforeAll(async () => {
  postgres = await createTestDatabase();
  database = await openDatabase({ kind: 'postgres', url: postgres.url });
  await database.db.execute(sql`create table probe_balances (id int primary key, balance int not null)`);
  await database.db.execute(sql`create table probe_log (name text not null)`);
}, 60_000);

beforeEach(async () => {
  await database.db.execute(sql`truncate probe_balances, probe_log`);
  await database.db.execute(sql`insert into probe_balances values (1, 100), (2, 100)`);
});

afterAll(async () => {
  try {
    await database?.close();
  } finally {
    await postgres?.drop();
  }
});

/** The rows of a query on this file's database. */
const rowsOfQuery = <T>(query: SQL): Promise<T[]> => rowsOf<T>(database.db, query);

/** Resolves once `parties` callers are waiting; callers after that pass at once. */
function barrier(parties: number): () => Promise<void> {
  let arrived = 0;
  let release!: () => void;
  const all = new Promise<void>((resolve) => (release = resolve));
  return () => {
    arrived += 1;
    if (arrived === parties) release();
    return all;
  };
}

describe('transactions on PostgreSQL', () => {
  it('two that deadlock both commit: the one rolled back runs again and writes its rows once', async () => {
    const runs = { first: 0, second: 0 };
    const eachHoldsOne = barrier(2);
    const move = (name: keyof typeof runs, from: number, to: number) =>
      database.db.transaction(async (tx) => {
        runs[name] += 1;
        await tx.execute(sql`insert into probe_log values (${name})`);
        await tx.execute(sql`update probe_balances set balance = balance - 1 where id = ${from}`);
        // Each now holds the row the other updates next: PostgreSQL rolls one of them back (40P01).
        await eachHoldsOne();
        await tx.execute(sql`update probe_balances set balance = balance + 1 where id = ${to}`);
      });

    await Promise.all([move('first', 1, 2), move('second', 2, 1)]);

    expect(runs.first + runs.second).toBe(3);
    const log = await rowsOfQuery<{ name: string }>(sql`select name from probe_log order by name`);
    expect(log.map((row) => row.name)).toEqual(['first', 'second']);
    expect(await rowsOfQuery(sql`select id, balance from probe_balances order by id`)).toEqual([
      { id: 1, balance: 100 },
      { id: 2, balance: 100 },
    ]);
  }, 30_000);

  it('a conflict that keeps coming back ends with its error after a few runs, rolled back each time', async () => {
    let runs = 0;
    const conflict = Object.assign(new Error('could not serialize access'), { code: '40001' });
    const attempt = database.db.transaction(async (tx) => {
      runs += 1;
      await tx.execute(sql`insert into probe_log values ('attempt')`);
      throw conflict;
    });

    await expect(attempt).rejects.toBe(conflict);
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
    expect(await rowsOfQuery(sql`select name from probe_log`)).toEqual([]);
  });

  it('any other error ends the transaction at once, without a second run', async () => {
    let runs = 0;
    const refusal = new Error('Insufficient funds');
    const attempt = database.db.transaction(async () => {
      runs += 1;
      throw refusal;
    });

    await expect(attempt).rejects.toBe(refusal);
    expect(runs).toBe(1);
  });
});
