import Decimal from 'decimal.js';
import { count, eq } from 'drizzle-orm';
import { batchTransfers } from '../../../money/batch-tables';
import { journals } from '../../../money/ledger-tables';
import { MASS_DEMO as M } from './seed';
import { latestOtp, SANDBOX_DATABASES, useSandbox } from '../../../testing/sandbox';
import { balanceOf, ledgerSums, sessionOf } from '../../../testing/money';

// Each test signs in and resets the demo data: more than jest's 5 s on a busy machine.
jest.setTimeout(120_000);

const EUR = M.eurAccountId;
const WIRE_HEADER = 'beneficiaryName,iban,swift,amount,currency,description';
const base = { batchName: 'October payouts', accountId: EUR };

/** A wire file of `rows` rows to one German payee, amounts 1.00 to 50.00. */
function wireFile(rows: number, amountOf = (index: number) => `${(index % 50) + 1}.00`): string {
  const lines = Array.from(
    { length: rows },
    (_, index) => `Hans Müller,DE89370400440532013000,COBADEFFXXX,${amountOf(index)},EUR,Row ${index + 1}`,
  );
  return [WIRE_HEADER, ...lines].join('\n');
}

/**
 * A mass transfer posts all its rows or none (issue 15), on PGlite and on PostgreSQL (DESIGN §5: money tests run on
 * both): one journal per row in one transaction, and a batch that does not fit leaves no trace.
 */
describe.each(SANDBOX_DATABASES)('mass transfers: atomic posting on %s (issue 15)', (database) => {
  const sandbox = useSandbox({ database });
  const journalCount = async () => (await sandbox.database.db.select({ n: count() }).from(journals))[0]!.n;

  it('a 1,000-row wire batch posts 1,000 journals in one go; the ledger still sums to zero', async () => {
    const call = await sessionOf(sandbox.app, M.mona.email);
    const text = wireFile(1000);
    const summary = await call('transferMass', { ...base, method: 'wire', onlySummary: true, text });
    const before = await journalCount();
    const balance = await balanceOf(sandbox.database.db, EUR);

    const submitted = await call('transferMass', {
      ...base,
      method: 'wire',
      text,
      summaryHash: summary.summaryHash,
    });
    const confirmed = await call('confirmTransaction', {
      operationId: submitted.operationId,
      approvalCode: await latestOtp(sandbox.app, M.mona.email),
    });

    expect(confirmed).toMatchObject({ responseCode: '00', status: 'processing' });
    expect(await journalCount()).toBe(before + 1000);
    expect(summary.count).toBe(1000);
    expect((await balanceOf(sandbox.database.db, EUR)).toFixed(2)).toBe(
      balance.minus(new Decimal(summary.total)).toFixed(2),
    );
    for (const sum of await ledgerSums(sandbox.database.db)) expect(new Decimal(sum.sum).isZero()).toBe(true);
  }, 120_000);

  it('a batch whose last row does not fit the balance: nothing posts, balances and journals unchanged', async () => {
    const call = await sessionOf(sandbox.app, M.mona.email);
    // 249,000 in 99 rows of 2,490 and one more of 2,490: the fees (15 + 0.1 %) leave the last row short.
    const text = wireFile(100, () => '2490.00');
    const summary = await call('transferMass', { ...base, method: 'wire', onlySummary: true, text });
    const before = await journalCount();

    const submitted = await call('transferMass', {
      ...base,
      method: 'wire',
      text,
      summaryHash: summary.summaryHash,
    });
    const confirmed = await call('confirmTransaction', {
      operationId: submitted.operationId,
      approvalCode: await latestOtp(sandbox.app, M.mona.email),
    });

    expect(new Decimal(summary.total).greaterThan(250000)).toBe(true);
    expect(confirmed.responseCode).toBe('51');
    expect(await journalCount()).toBe(before);
    expect((await balanceOf(sandbox.database.db, EUR)).toFixed(2)).toBe('250000.00');
    const batches = await sandbox.database.db
      .select({ n: count() })
      .from(batchTransfers)
      .where(eq(batchTransfers.customerId, M.company.id));
    expect(batches[0]!.n).toBe(0);
  }, 60_000);
});
