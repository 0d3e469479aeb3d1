import { HISTORY_PAGE_SIZE, TRANSACTION_TYPES } from '@portal/api/catalogue';
import { and, asc, count, desc, eq, inArray, like } from 'drizzle-orm';
import { accounts, users } from '../../../platform/db/tables';
import { exportChunks, exports } from './tables';
import { journals, ledgerEntries } from '../../../money/ledger-tables';
import { GENERATED_KEY_PREFIX } from './seed';
import { systemClock } from '../../../platform/clock/clock';
import { useSandbox } from '../../../testing/sandbox';
import { postJournal, systemAccountId } from '../../../money/ledger';
import { createHistoryRepository } from './repository';
import { createHistoryService, EXPORT_CHUNK_ROWS } from './service';
import { asList, ledgerViolations, parseCsv, sessionOf } from './testing';

/** The large history (issue 4), smaller than the demo server's 10,000 to keep the suite quick. */
const LARGE = 2000;
const sandbox = useSandbox({ config: { demoHistoryTransactions: LARGE } });

const ANNA = 'anna.simple@demo.test';
const ANNA_CUSTOMER = 20001;
const ANNA_EUR = 100001;

/** The lines of these accounts as `transactionId/accountId`, in the history's order, straight from the ledger. */
async function ledgerOrder(accountIds: number[]): Promise<string[]> {
  const rows = await sandbox.database.db
    .select({ journalId: ledgerEntries.journalId, accountId: ledgerEntries.accountId })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.accountId, accountIds), eq(ledgerEntries.kind, 'principal')))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.journalId), desc(ledgerEntries.id));
  return rows.map((row) => `${row.journalId}/${row.accountId}`);
}

/** An export's file as written so far: its chunks in order. */
async function exportFile(exportId: string): Promise<{ chunks: number; text: string }> {
  const rows = await sandbox.database.db
    .select({ content: exportChunks.content })
    .from(exportChunks)
    .where(eq(exportChunks.exportId, exportId))
    .orderBy(asc(exportChunks.seq));
  return { chunks: rows.length, text: rows.map((row) => row.content).join('') };
}

/** `transactionId/accountId` of each record of a CSV file, the header left out. */
const fileIds = (text: string) =>
  parseCsv(text)
    .slice(1)
    .map((record) => `${record[1]}/${record[2]}`);

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

  it('an export under way: a history page answers while the export is still running', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const { exportId } = await call('exportTransactionHistory', { customerId: ANNA_CUSTOMER });

    const page = await call('getTransactionHistory', { accountId: ANNA_EUR, pageNumber: 1 });
    const [during] = await sandbox.database.db
      .select({ status: exports.status, rows: exports.rows })
      .from(exports)
      .where(eq(exports.id, exportId));
    let status;
    do status = await call('getExportStatus', { exportId });
    while (status.status === 'running');

    expect(asList(page.transactions.transaction)).toHaveLength(HISTORY_PAGE_SIZE);
    expect(during!.status).toBe('running');
    expect(status).toMatchObject({ status: 'done', progress: 100 });
    expect(during!.rows).toBeLessThan(status.rows);
  });

  it('a large export: one chunk per EXPORT_CHUNK_ROWS lines, together every line in the history’s order', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const own = await sandbox.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.customerId, ANNA_CUSTOMER));

    const { exportId } = await call('exportTransactionHistory', { customerId: ANNA_CUSTOMER });
    let status;
    do status = await call('getExportStatus', { exportId });
    while (status.status === 'running');
    const file = await exportFile(exportId);
    const download = await sandbox.app.inject({ method: 'GET', url: status.url });

    const expected = await ledgerOrder(own.map((account) => account.id));
    expect(expected.length).toBeGreaterThan(3 * EXPORT_CHUNK_ROWS);
    expect(status.rows).toBe(expected.length);
    expect(file.chunks).toBe(Math.ceil(expected.length / EXPORT_CHUNK_ROWS));
    expect(fileIds(file.text)).toEqual(expected);
    expect(download.body).toBe(file.text);
  });

  it('a journal dated into the lines not yet written, while an export runs: not in the file (rows are fixed at the start)', async () => {
    const repository = createHistoryRepository(sandbox.database.db);
    let firstChunkWritten!: () => void;
    let resume!: () => void;
    const written = new Promise<void>((resolve) => (firstChunkWritten = resolve));
    const paused = new Promise<void>((resolve) => (resume = resolve));
    const history = createHistoryService({
      repository: {
        ...repository,
        appendExportChunk: async (id, chunk, progress) => {
          await repository.appendExportChunk(id, chunk, progress);
          if (chunk.seq === 0) {
            firstChunkWritten();
            await paused;
          }
        },
      },
      outbox: { send: async () => undefined },
      clock: systemClock,
    });
    const [anna] = await sandbox.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, ANNA));
    const before = await ledgerOrder([ANNA_EUR]);
    const [deepLine] = await sandbox.database.db
      .select({ createdAt: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.journalId, Number(before[2 * EXPORT_CHUNK_ROWS]!.split('/')[0])));

    const { exportId } = await history.exportHistory(
      {
        userId: anna!.id,
        customerId: ANNA_CUSTOMER,
        sessionId: 'export-test',
        tokenExpiresAt: Date.now() + 60_000,
      },
      ANNA_CUSTOMER,
      { accountId: ANNA_EUR },
    );
    await written;
    const { journalId } = await postJournal(sandbox.database.db, {
      customerId: ANNA_CUSTOMER,
      type: 'p2p',
      status: 'completed',
      createdAt: new Date(deepLine!.createdAt.getTime() + 1),
      postings: [
        { accountId: ANNA_EUR, amount: '1.00' },
        { accountId: systemAccountId('clearing', 'EUR'), amount: '-1.00' },
      ],
    });
    resume();
    await history.drain();
    const [finished] = await sandbox.database.db
      .select({ status: exports.status, rows: exports.rows })
      .from(exports)
      .where(eq(exports.id, exportId));
    const file = await exportFile(exportId);

    expect(finished).toEqual({ status: 'done', rows: before.length });
    expect(fileIds(file.text)).toEqual(before);
    expect(await ledgerOrder([ANNA_EUR])).toContain(`${journalId}/${ANNA_EUR}`);
  });
});
