import { HISTORY_PAGE_SIZE, TRANSACTION_TYPES } from '@portal/api/contract';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import { journals, ledgerEntries } from '../../db/schema';
import { GENERATED_KEY_PREFIX } from '../../db/seed-history';
import { useSandbox } from '../../testing/sandbox';
import { asList, ledgerViolations, sessionOf } from './testing';

/** The large history (issue 4), smaller than the demo server's 10,000 to keep the suite quick. */
const LARGE = 2000;
const sandbox = useSandbox({ config: { demoHistoryTransactions: LARGE } });

const ANNA = 'anna.simple@demo.test';

describe('a large history', () => {
  it('the ledger: every account agrees with its journals and every journal sums to zero', async () => {
    expect(await ledgerViolations(sandbox.database.db)).toEqual([]);
  });

  it('anna.simple: has the configured number of transactions, mostly on the EUR account', async () => {
    const [generatedCount] = await sandbox.database.db
      .select({ total: count() })
      .from(journals)
      .where(and(eq(journals.customerId, 20001), like(journals.idempotencyKey, `${GENERATED_KEY_PREFIX}%`)));
    const perAccount = await sandbox.database.db
      .select({ accountId: ledgerEntries.accountId, total: count() })
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.accountId, [100001, 100002]), eq(ledgerEntries.kind, 'principal')))
      .groupBy(ledgerEntries.accountId);

    expect(generatedCount!.total).toBe(LARGE);
    const eur = perAccount.find((row) => row.accountId === 100001)!.total;
    const usd = perAccount.find((row) => row.accountId === 100002)!.total;
    expect(eur).toBeGreaterThan(3 * usd);
    expect(usd).toBeGreaterThan(LARGE / 20);
  });

  it('filtered pages: stay quick', async () => {
    const call = await sessionOf(sandbox.app, ANNA);

    const started = performance.now();
    for (const type of TRANSACTION_TYPES) {
      const answer = await call('getTransactionHistory', {
        customerId: 20001,
        transactionType: type,
        keyword: 'e',
        pageNumber: 2,
      });
      expect(answer.responseCode).toBe('00');
    }
    const last = await call('getTransactionHistory', { accountId: 100001, pageNumber: 90 });
    const elapsed = performance.now() - started;

    expect(asList(last.transactions.transaction).length).toBeLessThanOrEqual(HISTORY_PAGE_SIZE);
    expect(last.results).toBeGreaterThan(1500);
    // 15 filtered pages over 2,000+ lines; generous for a busy machine.
    expect(elapsed).toBeLessThan(5000);
  });

  it('an export of everything: writes every line, in chunks, and finishes', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const history = await call('getTransactionHistory', { customerId: 20001, pageNumber: 1 });

    const { exportId } = await call('exportTransactionHistory', { customerId: 20001 });
    const seen: number[] = [];
    let status;
    do {
      status = await call('getExportStatus', { exportId });
      seen.push(status.progress);
    } while (status.status === 'running');

    expect(status).toMatchObject({ status: 'done', progress: 100, rows: history.results });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const file = await sandbox.app.inject({ method: 'GET', url: status.url });
    // The header and one CRLF-ended record per line (no field of the demo data has a line break).
    expect(file.body.split('\r\n')).toHaveLength(history.results + 2);
  });
});
