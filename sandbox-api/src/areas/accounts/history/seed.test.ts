import { TRANSACTION_TYPES } from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { ledgerViolations } from './testing';
import { useSandbox } from '../../../testing/sandbox';
import { DEMO_USERS, TEST_HISTORY_TRANSACTIONS } from '../../../seed';
import { GENERATED_KEY_PREFIX, seedHistoryDemoData } from './seed';
import { accounts } from '../../../platform/db/tables';
import { batchTransfers } from '../../../money/batch-tables';
import { announcements } from '../news/tables';
import { journals, ledgerEntries } from '../../../money/ledger-tables';

const sandbox = useSandbox();

const YEAR_MS = 365 * 24 * 60 * 60_000;

/** Journals of a customer that the generator made (not the opening, pending or savings ones). */
const generated = (customerId: number) =>
  and(eq(journals.customerId, customerId), like(journals.idempotencyKey, `${GENERATED_KEY_PREFIX}%`));

describe('the demo history', () => {
  it('every customer account: its balance and pending amount agree with its journals, and every journal sums to zero', async () => {
    expect(await ledgerViolations(sandbox.database.db)).toEqual([]);
  });

  it('the balances seed.ts gives the customers with a history: stay as they are', async () => {
    const seeded = DEMO_USERS.filter((demo) => [20001, 20002, 20003].includes(demo.customer.id)).flatMap(
      (demo) => demo.accounts,
    );
    const stored = await sandbox.database.db
      .select({ id: accounts.id, balance: accounts.balance, pendingAmount: accounts.pendingAmount })
      .from(accounts)
      .where(
        inArray(
          accounts.id,
          seeded.map((account) => account.id),
        ),
      );

    for (const account of seeded) {
      const row = stored.find((candidate) => candidate.id === account.id)!;
      expect([account.id, new Decimal(row.balance).toFixed(2)]).toEqual([
        account.id,
        new Decimal(account.balance ?? 0).toFixed(2),
      ]);
      expect([account.id, new Decimal(row.pendingAmount).toFixed(2)]).toEqual([
        account.id,
        new Decimal(account.pendingAmount ?? 0).toFixed(2),
      ]);
    }
    expect(stored.find((row) => row.id === 100001)).toMatchObject({ pendingAmount: '35.20000000' });
  });

  it('anna.simple: has the configured number of transactions of every type and status, over about three years', async () => {
    const { db } = sandbox.database;
    const rows = await db
      .select({
        type: journals.type,
        status: journals.status,
        createdAt: journals.createdAt,
        name: journals.counterpartyName,
      })
      .from(journals)
      .where(generated(20001));
    const directions = await db
      .select({ outgoing: sql<boolean>`${ledgerEntries.amount} < 0` })
      .from(ledgerEntries)
      .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
      .where(and(generated(20001), eq(ledgerEntries.accountId, 100001), eq(ledgerEntries.kind, 'principal')))
      .groupBy(sql`${ledgerEntries.amount} < 0`);

    expect(rows).toHaveLength(TEST_HISTORY_TRANSACTIONS);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(TRANSACTION_TYPES));
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['completed', 'processing', 'refused']));
    expect(rows.filter((row) => row.status === 'completed').length).toBeGreaterThan(rows.length * 0.8);
    expect(new Set(rows.map((row) => row.name)).size).toBeGreaterThan(20);
    expect(directions).toHaveLength(2);
    const times = rows.map((row) => row.createdAt.getTime());
    expect(Date.now() - Math.max(...times)).toBeLessThan(24 * 60 * 60_000);
    expect(Date.now() - Math.min(...times)).toBeGreaterThan(2.5 * YEAR_MS);
    expect(Date.now() - Math.min(...times)).toBeLessThan(3.1 * YEAR_MS);
  });

  it('the other demo customers: have a few dozen transactions each', async () => {
    for (const customerId of [20002, 20003]) {
      const [row] = await sandbox.database.db
        .select({ total: count() })
        .from(journals)
        .where(generated(customerId));
      expect(row!.total).toBeGreaterThanOrEqual(24);
    }
  });

  it('seeding again: changes nothing', async () => {
    const { db } = sandbox.database;
    const totals = async () =>
      Promise.all([
        db.select({ total: count() }).from(journals),
        db.select({ total: count() }).from(ledgerEntries),
        db.select({ total: count() }).from(batchTransfers),
        db.select({ total: count() }).from(announcements),
      ]);
    const before = await totals();

    await seedHistoryDemoData(db, TEST_HISTORY_TRANSACTIONS);

    expect(await totals()).toEqual(before);
  });
});
