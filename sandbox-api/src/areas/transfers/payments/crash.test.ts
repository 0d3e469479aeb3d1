import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { transferOperations } from '../../../money/engine/tables';
import { TRANSFER_DEMO as D } from './seed';
import { SANDBOX_DATABASES, useSandbox, type SandboxDatabase } from '../../../testing/sandbox';
import { balanceOf, ledgerSums, sessionOf } from '../../../testing/money';

/**
 * A transfer whose database work is cut off midway: its journal and entries are written, the balances not yet
 * moved, nothing committed. Nothing of it may stay, and the same submit sent again posts it exactly once.
 */

const P2P = { accountId: D.tina.eur, amount: '100', currency: 'EUR', toEmail: D.paul.email };
/** The p2p fee of 100 EUR (0.5 %). */
const FEE = '0.5';
const KEY = 'crash-1';

/**
 * How the cut comes, once, right after the ledger entries are inserted: on PostgreSQL the server ends the
 * transaction's connection (as a crash of the sandbox or a cut network leaves it); PGlite has one connection
 * only, so there the transaction fails with an error. A sequence counts the firings: it is not rolled back.
 */
const CUT: Record<SandboxDatabase, string> = {
  postgres: 'perform pg_terminate_backend(pg_backend_pid());',
  pglite: "raise exception 'cut off midway';",
};

describe.each(SANDBOX_DATABASES)('a transfer cut off midway on %s', (database) => {
  const sandbox = useSandbox({ database });

  async function cutNextJournalMidway(): Promise<void> {
    const db = sandbox.database.db;
    await db.execute(sql`create sequence if not exists crash_firings`);
    await db.execute(
      sql.raw(`create or replace function crash_midway() returns trigger language plpgsql as $$
        begin
          if nextval('crash_firings') = 1 then ${CUT[database]} end if;
          return null;
        end $$`),
    );
    await db.execute(sql`drop trigger if exists crash_midway on ledger_entries`);
    await db.execute(
      sql`create trigger crash_midway after insert on ledger_entries for each statement execute function crash_midway()`,
    );
  }

  afterEach(async () => {
    await sandbox.database.db.execute(sql`drop trigger if exists crash_midway on ledger_entries`);
    await sandbox.database.db.execute(sql`drop sequence if exists crash_firings`);
  });

  it('moves nothing, keeps no operation or journal, and the same submit again posts once', async () => {
    const db = sandbox.database.db;
    const tina = await sessionOf(sandbox.app, D.tina.email);
    const [tinaStart, paulStart] = await Promise.all([balanceOf(db, D.tina.eur), balanceOf(db, D.paul.eur)]);
    const operationsOfKey = () =>
      db
        .select({ id: transferOperations.id })
        .from(transferOperations)
        .where(
          and(
            eq(transferOperations.customerId, D.tina.customerId),
            eq(transferOperations.idempotencyKey, KEY),
          ),
        );
    await cutNextJournalMidway();

    const cut = await tina('transferP2p', { ...P2P, idempotencyKey: KEY });

    expect(cut.responseCode).not.toBe('00');
    expect((await balanceOf(db, D.tina.eur)).toFixed(2)).toBe(tinaStart.toFixed(2));
    expect((await balanceOf(db, D.paul.eur)).toFixed(2)).toBe(paulStart.toFixed(2));
    expect(await operationsOfKey()).toEqual([]);

    const again = await tina('transferP2p', { ...P2P, idempotencyKey: KEY });
    const replayed = await tina('transferP2p', { ...P2P, idempotencyKey: KEY });

    expect(again).toMatchObject({ responseCode: '00', transactionId: expect.any(Number) });
    expect(replayed.transactionId).toBe(again.transactionId);
    expect(await operationsOfKey()).toHaveLength(1);
    expect((await balanceOf(db, D.tina.eur)).toFixed(2)).toBe(tinaStart.minus('100').minus(FEE).toFixed(2));
    expect((await balanceOf(db, D.paul.eur)).toFixed(2)).toBe(paulStart.plus('100').toFixed(2));
    for (const row of await ledgerSums(db)) expect(new Decimal(row.sum).isZero()).toBe(true);
  }, 60_000);
});
