import { MASS_SAMPLE_LINK_TYPES, type MassSampleLinkType } from '@portal/api/catalogue';
import { writeXlsx } from '@portal/api/xlsx';
import { count, eq } from 'drizzle-orm';
import { batchTransfers } from '../../../money/batch-tables';
import { journals } from '../../../money/ledger-tables';
import { MASS_DEMO as M } from './seed';
import { latestOtp, useSandbox } from '../../../testing/sandbox';
import { balanceOf, sessionOf } from '../../../testing/money';
import { sampleCells } from './samples';
import { multipartTransferMass, type Part } from './mass-multipart';

// Each test signs in and resets the demo data: more than jest's 5 s on a busy machine.
jest.setTimeout(60_000);

const sandbox = useSandbox();
const EUR = M.eurAccountId;
const WIRE_HEADER = 'beneficiaryName,iban,swift,amount,currency,description';

/** A wire file of `rows` rows to one German payee, amounts 1.00 to 50.00. */
function wireFile(rows: number, amountOf = (index: number) => `${(index % 50) + 1}.00`): string {
  const lines = Array.from(
    { length: rows },
    (_, index) => `Hans Müller,DE89370400440532013000,COBADEFFXXX,${amountOf(index)},EUR,Row ${index + 1}`,
  );
  return [WIRE_HEADER, ...lines].join('\n');
}

const journalCount = async () => (await sandbox.database.db.select({ n: count() }).from(journals))[0]!.n;

const multipart = (email: string, fields: Record<string, unknown>, file?: Part) =>
  multipartTransferMass(sandbox.app, email, fields, file);

const base = { batchName: 'October payouts', accountId: EUR };

describe('mass transfers: samples (spec 02 §7 "Mass sample link list")', () => {
  it('lists a CSV and an .xlsx of every type and a pain.001 of wires, under the sample path', async () => {
    const call = await sessionOf(sandbox.app, M.mona.email);

    const answer = await call('getMassSampleLinks', {});

    expect(answer.responseCode).toBe('00');
    expect(answer.links).toHaveLength(MASS_SAMPLE_LINK_TYPES.length * 2 + 1);
    expect(answer.links).toContainEqual({
      type: 'wire',
      format: 'xlsx',
      url: '/files/mass-samples/wire.xlsx',
    });
    expect(
      (await call('getMassSampleLinks', { type: 'p2p' })).links.map((link: { url: string }) => link.url),
    ).toEqual(['/files/mass-samples/p2p.csv', '/files/mass-samples/p2p.xlsx']);
  });

  it.each([
    ['wire', 'wire'],
    ['p2p', 'p2p'],
    ['eft', 'eft'],
    ['creditCard', 'oct'],
    ['cryptoEft', 'digital'],
  ] as const)(
    'the %s samples, CSV and .xlsx, are served and pass the rules as they are',
    async (type, method) => {
      for (const format of ['csv', 'xlsx'] as const) {
        const file = await sandbox.app.inject({
          method: 'GET',
          url: `/files/mass-samples/${type}.${format}`,
        });
        expect(file.statusCode).toBe(200);
        const summary = await multipart(
          M.mona.email,
          { ...base, method, onlySummary: true },
          { name: 'file', value: file.rawPayload, filename: `sample.${format}` },
        );
        expect(summary).toMatchObject({ responseCode: '00', count: sampleCells(type).length - 1 });
      }
    },
  );

  it('an unknown sample is a 404', async () => {
    const file = await sandbox.app.inject({ method: 'GET', url: '/files/mass-samples/nope.csv' });

    expect(file.statusCode).toBe(404);
    expect(MASS_SAMPLE_LINK_TYPES).not.toContain('nope' as MassSampleLinkType);
  });
});

describe('mass transfers: the summary pass (spec 02 §4 step 1)', () => {
  it('a wire file: every row priced, the totals, a summary hash; nothing posted', async () => {
    const call = await sessionOf(sandbox.app, M.mona.email);
    const before = await journalCount();

    const summary = await call('transferMass', {
      ...base,
      method: 'wire',
      onlySummary: true,
      text: wireFile(3),
    });

    expect(summary).toMatchObject({
      responseCode: '00',
      method: 'wire',
      accountId: EUR,
      count: 3,
      currencyCode: 'EUR',
      totalAmount: '6.00',
      // A wire costs 0.1 % + 15.00, at least 15.00 (transfers/fees.ts).
      totalFee: '45.00',
      total: '51.00',
    });
    expect(summary.rows[0]).toEqual({
      line: 2,
      values: {
        beneficiaryName: 'Hans Müller',
        iban: 'DE89370400440532013000',
        swift: 'COBADEFFXXX',
        amount: '1',
        currency: 'EUR',
        description: 'Row 1',
      },
      amount: '1.00',
      fee: '15.00',
    });
    expect(summary.summaryHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await journalCount()).toBe(before);
  });

  it('bad rows: TA1 naming each line and field, as the page names them', async () => {
    const call = await sessionOf(sandbox.app, M.mona.email);
    const text = [
      WIRE_HEADER,
      'Hans Müller,DE89370400440532013000,COBADEFFXXX,10.00,EUR,ok',
      'Hans Müller,DE89370400440532013001,COBADEFFXXX,10.00,EUR,bad checksum',
      'Hans Müller,DE89370400440532013000,COBADE,10.999,EUR,bad bic and decimals',
      'Hans Müller,DE89370400440532013000,COBADEFFXXX,10.00,USD,other currency',
    ].join('\n');

    const answer = await call('transferMass', { ...base, method: 'wire', onlySummary: true, text });

    expect(answer.responseCode).toBe('TA1');
    expect(answer.validationErrors).toEqual([
      'line 3: iban: the IBAN check digits do not match (ISO 13616 mod-97)',
      'line 4: swift: must be a BIC of 8 or 11 letters and digits',
      'line 4: amount: has more than 2 decimals',
      'line 5: currency: must be EUR, the currency of the account',
    ]);
  });

  it('p2p rows: an unknown payee and oneself refused per line', async () => {
    const call = await sessionOf(sandbox.app, M.mona.email);
    const text = [
      'email,amount,currency,note',
      `${M.payee.user.email},5.00,EUR,fine`,
      'nobody.here@demo.test,5.00,EUR,unknown',
      `${M.milo.email},5.00,EUR,own company`,
    ].join('\n');

    const answer = await call('transferMass', { ...base, method: 'p2p', onlySummary: true, text });

    expect(answer.validationErrors).toEqual([
      'line 3: email: there is no user with this e-mail',
      'line 4: email: cannot be yourself',
    ]);
  });

  it('p2p rows to a payee on the payout blacklist: refused per line (spec 01 §5 outBlacklist)', async () => {
    const call = await sessionOf(sandbox.app, M.mona.email);
    const text = ['email,amount,currency,note', `${M.payee.user.email},5.00,EUR,blocked`].join('\n');
    expect(await call('addPayoutBlacklist', { email: M.payee.user.email, blockType: 'p2p' })).toMatchObject({
      responseCode: '00',
    });

    const answer = await call('transferMass', { ...base, method: 'p2p', onlySummary: true, text });

    expect(answer.validationErrors).toEqual(['line 2: email: this payee cannot receive transfers from you']);
  });

  it('neither file nor text: TA1; both: TA1', async () => {
    const call = await sessionOf(sandbox.app, M.mona.email);

    expect(
      (await call('transferMass', { ...base, method: 'wire', onlySummary: true })).validationErrors,
    ).toEqual(['file: is required (or the rows as text)']);
    expect(
      (
        await multipart(
          M.mona.email,
          { ...base, method: 'wire', onlySummary: true, text: wireFile(1) },
          { name: 'file', value: wireFile(1), filename: 'a.csv' },
        )
      ).validationErrors,
    ).toEqual(['text: send the rows as a file or as text, not both']);
  });

  it('multipart: an oversized file, a file of the wrong type, a broken spreadsheet: TA1', async () => {
    const big = await multipart(
      M.mona.email,
      { ...base, method: 'wire', onlySummary: true },
      { name: 'file', value: 'x'.repeat(2_000_001), filename: 'big.csv' },
    );
    const png = await multipart(
      M.mona.email,
      { ...base, method: 'wire', onlySummary: true },
      { name: 'file', value: Buffer.from([0x89, 0x50]), filename: 'a.png' },
    );
    const broken = await multipart(
      M.mona.email,
      { ...base, method: 'wire', onlySummary: true },
      { name: 'file', value: 'not a zip', filename: 'a.xlsx' },
    );

    expect(big.validationErrors).toEqual(['file: must be at most 2 MB']);
    expect(png.validationErrors).toEqual(['file: must be a .csv or .xlsx or .xml file']);
    expect(broken.validationErrors).toEqual(['file: not a spreadsheet (.xlsx) file']);
  });

  it('an .xlsx file is read like its CSV: the same rows, the same summary hash', async () => {
    const rows = wireFile(4)
      .split('\n')
      .map((line) => line.split(','));

    const fromXlsx = await multipart(
      M.mona.email,
      { ...base, method: 'wire', onlySummary: true },
      { name: 'file', value: Buffer.from(writeXlsx(rows)), filename: 'payouts.xlsx' },
    );
    const fromCsv = await multipart(
      M.mona.email,
      { ...base, method: 'wire', onlySummary: true },
      { name: 'file', value: wireFile(4), filename: 'payouts.csv' },
    );

    expect(fromXlsx).toMatchObject({ responseCode: '00', count: 4 });
    expect(fromXlsx.summaryHash).toBe(fromCsv.summaryHash);
  });
});

describe('mass transfers: the submit (spec 02 §4 step 2)', () => {
  it('without the summary hash: TA1; with rows other than the summary: MSC, nothing posted', async () => {
    const call = await sessionOf(sandbox.app, M.mona.email);
    const summary = await call('transferMass', {
      ...base,
      method: 'wire',
      onlySummary: true,
      text: wireFile(3),
    });
    const before = await journalCount();

    const missing = await call('transferMass', { ...base, method: 'wire', text: wireFile(3) });
    const changed = await call('transferMass', {
      ...base,
      method: 'wire',
      text: wireFile(3, () => '9.00'),
      summaryHash: summary.summaryHash,
    });

    expect(missing.validationErrors).toEqual(["summaryHash: is required (the summary pass's)"]);
    expect(changed).toMatchObject({ responseCode: 'MSC' });
    expect(await journalCount()).toBe(before);
    expect((await balanceOf(sandbox.database.db, EUR)).toFixed(2)).toBe('250000.00');
  });

  it('approved by code: every row its own journal in the batch, the balance down by the sum and the fees', async () => {
    const call = await sessionOf(sandbox.app, M.mona.email);
    const text = [
      'email,amount,currency,note',
      `${M.payee.user.email},25.00,EUR,one`,
      `${M.payee.user.email},10.50,EUR,two`,
    ].join('\n');
    const summary = await call('transferMass', { ...base, method: 'p2p', onlySummary: true, text });
    const before = await journalCount();
    const published = jest.spyOn(sandbox.app.live, 'publish');

    const submitted = await call('transferMass', {
      ...base,
      method: 'p2p',
      text,
      summaryHash: summary.summaryHash,
    });
    expect(submitted).toMatchObject({ responseCode: '00', approveType: 'approvalCode', count: 2 });
    expect(await journalCount()).toBe(before);
    const confirmed = await call('confirmTransaction', {
      operationId: submitted.operationId,
      approvalCode: await latestOtp(sandbox.app, M.mona.email),
    });

    expect(confirmed).toMatchObject({ responseCode: '00', status: 'completed' });
    expect(await journalCount()).toBe(before + 2);
    // p2p: 0.5 %, at least 0.20: 0.20 + 0.20.
    expect(summary).toMatchObject({ totalAmount: '35.50', totalFee: '0.40', total: '35.90' });
    expect((await balanceOf(sandbox.database.db, EUR)).toFixed(2)).toBe('249964.10');
    expect((await balanceOf(sandbox.database.db, M.payee.accountId)).toFixed(2)).toBe('50.50');
    // The payee's accounts reload, once for the two rows.
    expect(published.mock.calls.filter(([customerId]) => customerId === M.payee.customer.id)).toEqual([
      [
        M.payee.customer.id,
        {
          type: 'transaction',
          payload: { accountId: M.payee.accountId, transactionId: confirmed.transactionId },
        },
      ],
    ]);
    published.mockRestore();
    const batches = await call('getBatchTransfers', { pageNumber: 1, pageSize: 20 });
    expect(batches.batchTransfer.transfer).toMatchObject({
      name: 'October payouts',
      type: 'p2p',
      status: 'completed',
      count: 2,
      totalAmount: '35.50',
    });
    const file = await call('getBatchFile', { id: batches.batchTransfer.transfer.id });
    expect(file.content).toBe(text);
  });

  it('the same idempotency key again: the first answer, one batch', async () => {
    const call = await sessionOf(sandbox.app, M.mona.email);
    const summary = await call('transferMass', {
      ...base,
      method: 'wire',
      onlySummary: true,
      text: wireFile(2),
    });
    const submit = () =>
      call('transferMass', {
        ...base,
        method: 'wire',
        text: wireFile(2),
        summaryHash: summary.summaryHash,
        idempotencyKey: 'mass-once',
      });

    const first = await submit();
    const again = await submit();

    expect(again.operationId).toBe(first.operationId);
    await call('confirmTransaction', {
      operationId: first.operationId,
      approvalCode: await latestOtp(sandbox.app, M.mona.email),
    });
    const replay = await submit();
    expect(replay).toMatchObject({ operationId: first.operationId, transactionId: expect.any(Number) });
    const batches = await sandbox.database.db
      .select({ n: count() })
      .from(batchTransfers)
      .where(eq(batchTransfers.customerId, M.company.id));
    expect(batches[0]!.n).toBe(1);
  });

  it('an initiator (right 3): a mass request in the queue and the counter; a colleague approves and it posts', async () => {
    const milo = await sessionOf(sandbox.app, M.milo.email);
    const mona = await sessionOf(sandbox.app, M.mona.email);
    const text = ['email,amount,currency,note', `${M.payee.user.email},40.00,EUR,bonus`].join('\n');
    const summary = await milo('transferMass', { ...base, method: 'p2p', onlySummary: true, text });

    const submitted = await milo('transferMass', {
      ...base,
      method: 'p2p',
      text,
      summaryHash: summary.summaryHash,
    });

    expect(submitted).toMatchObject({
      responseCode: '00',
      approvalTransactionCreated: true,
      batchId: expect.any(Number),
    });
    expect(await mona('getApprovalCounts', {})).toMatchObject({ massTransactionRequestCount: 1 });
    const queue = await mona('getMassApprovalRequests', { page: 1, size: 50 });
    expect(queue.requests).toEqual([
      expect.objectContaining({
        batchId: submitted.batchId,
        batchName: 'October payouts',
        count: 1,
        amount: '40.00',
      }),
    ]);
    expect((await balanceOf(sandbox.database.db, EUR)).toFixed(2)).toBe('250000.00');

    const approved = await mona('approveMassRequest', { batchId: submitted.batchId, declined: false });

    expect(approved.results).toEqual([expect.objectContaining({ status: 'approved' })]);
    expect((await balanceOf(sandbox.database.db, EUR)).toFixed(2)).toBe('249959.80');
    expect(await mona('getApprovalCounts', {})).toMatchObject({ massTransactionRequestCount: 0 });
  });
});
