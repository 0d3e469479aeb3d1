import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { journals } from './ledger-tables';
import { TRANSFER_DEMO as D } from '../areas/transfers/payments/seed';
import { SANDBOX_DATABASES, useSandbox } from '../testing/sandbox';
import { balanceOf, ledgerSums } from '../testing/money';
import { postJournal, type JournalInput } from './ledger';

/** The ledger's own guarantees under concurrent writers, on both databases: its account locks alone hold them. */

/** Tina's 5000 EUR leave in journals of 600: eight fit, the rest would take her below 0. */
const DEBIT = '600';
const DEBITS = 12;
/** Pairs of crossing journals, Tina to Paul and Paul to Tina, sent together. */
const CROSSING_PAIRS = 15;

function move(from: number, to: number, amount: string, extra: Partial<JournalInput> = {}): JournalInput {
  return {
    customerId: from === D.paul.eur ? D.paul.customerId : D.tina.customerId,
    type: 'p2p',
    status: 'completed',
    postings: [
      { accountId: from, amount: `-${amount}` },
      { accountId: to, amount },
    ],
    ...extra,
  };
}

/** 51 for a refusal for funds, the journal id otherwise; anything else fails the test. */
async function outcomeOf(posting: Promise<{ journalId: number }>): Promise<number | '51'> {
  try {
    return (await posting).journalId;
  } catch (error) {
    if ((error as { body?: { responseCode?: string } }).body?.responseCode === '51') return '51';
    throw error;
  }
}

describe.each(SANDBOX_DATABASES)('the ledger on %s', (database) => {
  const sandbox = useSandbox({ database });

  it('concurrent journals from one account never take it below its minimum', async () => {
    const db = sandbox.database.db;

    const outcomes = await Promise.all(
      Array.from({ length: DEBITS }, () => outcomeOf(postJournal(db, move(D.tina.eur, D.paul.eur, DEBIT)))),
    );

    expect(outcomes.filter((outcome) => outcome !== '51')).toHaveLength(8);
    expect((await balanceOf(db, D.tina.eur)).toFixed(2)).toBe('200.00');
    expect((await balanceOf(db, D.paul.eur)).toFixed(2)).toBe('5050.00');
  }, 60_000);

  it('crossing journals between two accounts all post and conserve the money', async () => {
    const db = sandbox.database.db;

    const outcomes = await Promise.all(
      Array.from({ length: CROSSING_PAIRS }, () => [
        outcomeOf(postJournal(db, move(D.tina.eur, D.paul.eur, '10'))),
        outcomeOf(postJournal(db, move(D.paul.eur, D.tina.eur, '10'))),
      ]).flat(),
    );

    expect(outcomes).not.toContain('51');
    expect((await balanceOf(db, D.tina.eur)).toFixed(2)).toBe('5000.00');
    expect((await balanceOf(db, D.paul.eur)).toFixed(2)).toBe('250.00');
    for (const row of await ledgerSums(db)) expect(new Decimal(row.sum).isZero()).toBe(true);
  }, 60_000);

  it('one idempotency key sent five times at once writes one journal and moves the money once', async () => {
    const db = sandbox.database.db;
    const journal = move(D.tina.eur, D.paul.eur, '75', { idempotencyKey: 'ledger-once' });

    const posted = await Promise.all(Array.from({ length: 5 }, () => postJournal(db, journal)));

    expect(new Set(posted.map((result) => result.journalId)).size).toBe(1);
    expect(posted.filter((result) => !result.replayed)).toHaveLength(1);
    const written = await db
      .select({ id: journals.id })
      .from(journals)
      .where(eq(journals.idempotencyKey, 'ledger-once'));
    expect(written).toHaveLength(1);
    expect((await balanceOf(db, D.tina.eur)).toFixed(2)).toBe('4925.00');
  }, 60_000);
});
