import { EXPORT_DOWNLOAD_PATH, HISTORY_PAGE_SIZE, type HistoryTransaction } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { exports } from './tables';
import { ManualClock, useSandbox } from '../../../testing/sandbox';
import { messagesTo } from '../../../testing/outbox';
import { readPdf } from '../../../testing/pdf-text';
import { postJournal, systemAccountId } from '../../../money/ledger';
import { EXPORT_COLUMNS, EXPORT_LINK_TTL_MS, EXPORT_RETENTION_MS } from './service';
import { asList, parseCsv, sessionOf } from './testing';

const clock = new ManualClock();
const sandbox = useSandbox({ clock });

const ANNA = 'anna.simple@demo.test';
const OLIVER = 'oliver.otp@demo.test';
const ANNA_CUSTOMER = 20001;
const ANNA_EUR = 100001;

type Call = Awaited<ReturnType<typeof sessionOf>>;

async function allLines(call: Call, filter: Record<string, unknown>): Promise<HistoryTransaction[]> {
  const lines: HistoryTransaction[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await call('getTransactionHistory', { ...filter, pageNumber: page });
    const items = asList<HistoryTransaction>(answer.transactions.transaction);
    lines.push(...items);
    if (items.length < HISTORY_PAGE_SIZE) return lines;
  }
}

/** Starts an export and reads its status until it is no longer running. */
async function finishedExport(call: Call, request: Record<string, unknown>) {
  const started = await call('exportTransactionHistory', request);
  expect(started).toEqual({
    responseCode: '00',
    responseDescription: 'Success',
    exportId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const status = await call('getExportStatus', { exportId: started.exportId });
    if (status.status !== 'running') return status;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the export did not finish');
}

const guarded = (text: string) =>
  /^[=+\-@]/.test(text) && !/^[+-]?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;

/** The CSV row the export must write for a history line. */
async function expectedRows(call: Call, lines: HistoryTransaction[]): Promise<string[][]> {
  const types = await call('getTransactionTypes', { lang: 'en' });
  const names = new Map<string, string>(
    types.types.map((item: { type: string; name: string }) => [item.type, item.name]),
  );
  return lines.map((line) => [
    line.transactionDate.slice(0, 19).replace('T', ' '),
    String(line.transactionId),
    String(line.accountId),
    names.get(line.operationType)!,
    line.direction,
    line.status,
    guarded(line.description),
    guarded(line.counterpartyName),
    line.counterpartyEmail ?? '',
    line.reference ?? '',
    line.amount,
    line.fee,
    line.currencyCode,
  ]);
}

async function download(url: string) {
  return sandbox.app.inject({ method: 'GET', url });
}

/** The file's records; it starts with the header (no byte order mark: the answer says charset=utf-8). */
async function downloadRecords(url: string): Promise<string[][]> {
  const response = await download(url);
  expect(response.statusCode).toBe(200);
  expect(response.body.startsWith(`${EXPORT_COLUMNS[0]},`)).toBe(true);
  return parseCsv(response.body);
}

const today = () => clock.now().toISOString().slice(0, 10);

describe('exportTransactionHistory and getExportStatus', () => {
  it('a filtered history: finishes with its rows and a link; the file has exactly the listed lines, in order', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const filter = { accountId: ANNA_EUR, transactionDirection: 'out', fromAmount: '5' };
    const lines = await allLines(call, filter);

    const status = await finishedExport(call, filter);

    expect(status).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      exportId: status.exportId,
      status: 'done',
      progress: 100,
      rows: lines.length,
      fileName: `history-${ANNA_EUR}-${today()}.csv`,
      url: expect.stringMatching(
        new RegExp(`^${EXPORT_DOWNLOAD_PATH}/${status.exportId}\\?token=[\\w-]{43}$`),
      ),
    });
    const response = await download(status.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${status.fileName}"`);
    const [header, ...rows] = await downloadRecords(status.url);
    expect(header).toEqual([...EXPORT_COLUMNS]);
    expect(rows).toEqual(await expectedRows(call, lines));
    expect(rows.length).toBeGreaterThan(HISTORY_PAGE_SIZE);
  });

  it('the whole history of the customer: every line of every page', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const lines = await allLines(call, { customerId: ANNA_CUSTOMER });

    const status = await finishedExport(call, { customerId: ANNA_CUSTOMER });

    expect(status).toMatchObject({ status: 'done', rows: lines.length });
    expect(status.fileName).toBe(`history-all-accounts-${today()}.csv`);
    const [, ...rows] = await downloadRecords(status.url);
    expect(rows).toEqual(await expectedRows(call, lines));
  });

  it('a statement: the month’s lines, in a PDF named after the account and the month', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const { exports: months } = await call('getStatementExports', {
      accountId: ANNA_EUR,
      source: 'monthly',
      pageNumber: 1,
    });
    const month = months[2];
    const lastDay = new Date(Date.UTC(month.year, month.month, 0)).toISOString().slice(0, 10);
    const filter = { accountId: ANNA_EUR, fromDate: month.dateFrom, toDate: lastDay };

    const status = await finishedExport(call, { ...filter, source: 'statement' });

    expect(status).toMatchObject({
      status: 'done',
      rows: month.transactions,
      fileName: `statement-${ANNA_EUR}-${month.dateFrom.slice(0, 7)}.pdf`,
    });
    // A document on the brand's letterhead (issues 14, 35; documents/statement.test.ts): a row per line of the month.
    const file = await download(status.url);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = (await readPdf(file.rawPayload)).pages.join('\n');
    for (const line of await allLines(call, filter))
      expect(text).toContain(formatMoney(line.amount, line.currencyCode, 'en'));
  });

  it.each([
    [{ fromDate: '2025-03-01', toDate: '2025-03-31' }, 'accountId: is required for a statement'],
    [
      { accountId: ANNA_EUR, fromDate: '2025-03-02', toDate: '2025-03-31' },
      'fromDate: must be the first day',
    ],
    [
      { accountId: ANNA_EUR, fromDate: '2025-03-01', toDate: '2025-04-01' },
      'toDate: must be in the statement month',
    ],
    [{ accountId: ANNA_EUR, fromDate: '2025-03-01' }, 'toDate: must be in the statement month'],
  ])('a statement of %j: answers TA1 "%s"', async (request, line) => {
    const call = await sessionOf(sandbox.app, ANNA);

    const answer = await call('exportTransactionHistory', { ...request, source: 'statement' });

    expect(answer.responseCode).toBe('TA1');
    expect(answer.validationErrors.some((text: string) => text.startsWith(line))).toBe(true);
  });

  it('a formula in a description or a name: is written with a leading quote, quoted as RFC 4180 says', async () => {
    await postJournal(sandbox.database.db, {
      customerId: ANNA_CUSTOMER,
      type: 'p2p',
      status: 'completed',
      description: '=HYPERLINK("http://evil.example","Refund, click")',
      counterpartyName: '@attacker',
      postings: [
        { accountId: ANNA_EUR, amount: '5.00' },
        { accountId: systemAccountId('clearing', 'EUR'), amount: '-5.00' },
      ],
    });
    const call = await sessionOf(sandbox.app, ANNA);

    const status = await finishedExport(call, { accountId: ANNA_EUR, keyword: 'hyperlink' });

    const file = (await download(status.url)).body;
    expect(file).toContain(`,"'=HYPERLINK(""http://evil.example"",""Refund, click"")",'@attacker,`);
    const [, row] = parseCsv(file);
    expect(row!.slice(6, 8)).toEqual(['\'=HYPERLINK("http://evil.example","Refund, click")', "'@attacker"]);
    expect(row![10]).toBe('5.00');
  });

  it('a filter without lines: a file with the header only', async () => {
    const call = await sessionOf(sandbox.app, ANNA);

    const status = await finishedExport(call, {
      accountId: ANNA_EUR,
      keyword: 'nothing is called like this',
    });

    expect(status).toMatchObject({ status: 'done', rows: 0, progress: 100 });
    expect(await downloadRecords(status.url)).toEqual([[...EXPORT_COLUMNS]]);
  });

  it('another customer’s account: answers ENOA and starts nothing', async () => {
    const call = await sessionOf(sandbox.app, ANNA);

    const answer = await call('exportTransactionHistory', { accountId: 100005 });

    expect(answer).toEqual({ responseCode: 'ENOA', responseDescription: 'No access' });
    expect(await sandbox.database.db.select().from(exports)).toEqual([]);
  });

  it('a bad filter: answers TA1', async () => {
    const call = await sessionOf(sandbox.app, ANNA);

    const answer = await call('exportTransactionHistory', { accountId: ANNA_EUR, toDate: '2026-02-30' });

    expect(answer).toMatchObject({ responseCode: 'TA1', validationErrors: ['toDate: is not a valid date'] });
  });

  it.each([
    ['another customer’s export', 'ENOA', 'No access'],
    ['an export that does not exist (its random id tells nothing)', 'NF', 'Export not found'],
  ])('%s: answers %s', async (_case, code, description) => {
    const anna = await sessionOf(sandbox.app, ANNA);
    const oliver = await sessionOf(sandbox.app, OLIVER);
    const status = await finishedExport(anna, { accountId: ANNA_EUR });
    const exportId = code === 'ENOA' ? status.exportId : '00000000-0000-4000-8000-000000000000';

    expect(await oliver('getExportStatus', { exportId })).toEqual({
      responseCode: code,
      responseDescription: description,
    });
    expect(await oliver('sendExportToEmail', { exportId, email: 'oliver@example.com' })).toMatchObject({
      responseCode: code,
    });
  });

  it('an export id that is no uuid: answers TA1', async () => {
    const call = await sessionOf(sandbox.app, ANNA);

    expect((await call('getExportStatus', { exportId: 'abc' })).responseCode).toBe('TA1');
  });
});

describe('the download link', () => {
  it('works for 10 minutes; a later status answers a new link', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const status = await finishedExport(call, { accountId: ANNA_EUR });

    clock.advance(EXPORT_LINK_TTL_MS - 1000);
    expect((await download(status.url)).statusCode).toBe(200);
    clock.advance(1000);
    expect((await download(status.url)).statusCode).toBe(404);

    // The access token has expired meanwhile too.
    const later = await sessionOf(sandbox.app, ANNA);
    const again = await later('getExportStatus', { exportId: status.exportId });
    expect(again.url).not.toBe(status.url);
    expect((await download(again.url)).statusCode).toBe(200);
  });

  it('a new link: does not end the one handed out before', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const status = await finishedExport(call, { accountId: ANNA_EUR });

    await call('getExportStatus', { exportId: status.exportId });
    await call('sendExportToEmail', { exportId: status.exportId, email: 'me@example.com' });

    expect((await download(status.url)).statusCode).toBe(200);
  });

  it('after a day: the export is gone, its status NF and its links 404', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const status = await finishedExport(call, { accountId: ANNA_EUR });

    clock.advance(EXPORT_RETENTION_MS);
    const later = await sessionOf(sandbox.app, ANNA);

    expect((await later('getExportStatus', { exportId: status.exportId })).responseCode).toBe('NF');
    expect((await download(status.url)).statusCode).toBe(404);
  });

  it.each([
    ['a wrong token', (url: string) => url.replace(/token=.{5}/, 'token=AAAAA')],
    ['no token', (url: string) => url.slice(0, url.indexOf('?'))],
    ['an empty token', (url: string) => url.replace(/token=.*/, 'token=')],
    ['two tokens', (url: string) => `${url}&token=again`],
    [
      'another export id',
      (url: string) => url.replace(/exports\/[^?]+/, 'exports/00000000-0000-4000-8000-000000000000'),
    ],
    ['an id that is no uuid', (url: string) => url.replace(/exports\/[^?]+/, 'exports/..%2F..%2Fetc')],
  ])('%s: answers 404', async (_name, change) => {
    const call = await sessionOf(sandbox.app, ANNA);
    const status = await finishedExport(call, { accountId: ANNA_EUR });

    const response = await download(change(status.url));

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('text/csv');
  });
});

describe('sendExportToEmail', () => {
  it('a valid address: e-mails a link that downloads the file', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const status = await finishedExport(call, { accountId: ANNA_EUR, transactionType: 'fee' });

    const answer = await call('sendExportToEmail', {
      exportId: status.exportId,
      email: ' Accountant@Example.com ',
    });

    expect(answer).toEqual({ responseCode: '00', responseDescription: 'Success' });
    const [mail] = await messagesTo(sandbox.app, 'accountant@example.com');
    expect(mail).toMatchObject({ channel: 'email', text: expect.stringContaining(status.fileName) });
    const url = /(\/files\/exports\/\S+\?token=[\w-]+)/.exec(mail!.text)![1]!;
    expect((await download(url)).body).toBe((await download(status.url)).body);
  });

  it.each(['a@b.c', 'no-at-sign.example.com', 'two words@example.com', 'name@domain', ''])(
    'the address %j: answers TA1 and sends nothing',
    async (email) => {
      const call = await sessionOf(sandbox.app, ANNA);
      const status = await finishedExport(call, { accountId: ANNA_EUR });

      const answer = await call('sendExportToEmail', { exportId: status.exportId, email });

      expect(answer).toMatchObject({
        responseCode: 'TA1',
        validationErrors: ['email: is not a valid e-mail address'],
      });
      expect(await messagesTo(sandbox.app, email.trim().toLowerCase())).toEqual([]);
    },
  );

  it('an export still running: answers TA1', async () => {
    const [running] = await sandbox.database.db
      .insert(exports)
      .values({
        customerId: ANNA_CUSTOMER,
        userId: 501,
        source: 'history',
        filter: '{}',
        fileName: 'history-100001-2026-01-01.csv',
        expiresAt: new Date(clock.now().getTime() + EXPORT_RETENTION_MS),
      })
      .returning({ id: exports.id });
    const call = await sessionOf(sandbox.app, ANNA);

    expect(await call('getExportStatus', { exportId: running!.id })).toMatchObject({
      status: 'running',
      progress: 0,
      rows: 0,
    });
    const answer = await call('sendExportToEmail', { exportId: running!.id, email: 'me@example.com' });

    expect(answer).toMatchObject({
      responseCode: 'TA1',
      validationErrors: ['exportId: the export is not finished yet'],
    });
  });
});
