import { writePain001 } from '@portal/api/pain001';
import { count } from 'drizzle-orm';
import { journals } from '../../../money/ledger-tables';
import { latestOtp, useSandbox } from '../../../testing/sandbox';
import { balanceOf, sessionOf } from '../../../testing/money';
import { multipartTransferMass } from './mass-multipart';
import { MASS_DEMO as M } from './seed';

// Each test signs in and resets the demo data: more than jest's 5 s on a busy machine.
jest.setTimeout(60_000);

const sandbox = useSandbox();
const EUR = M.eurAccountId;
const base = { batchName: 'ERP payouts', accountId: EUR };
const journalCount = async () => (await sandbox.database.db.select({ n: count() }).from(journals))[0]!.n;

const ROWS = [
  { beneficiaryName: 'Hans Müller', iban: 'DE89370400440532013000', swift: 'COBADEFFXXX', amount: '0.10' },
  {
    beneficiaryName: 'Lucas Martin',
    iban: 'FR1420041010050500013M02606',
    swift: 'BNPAFRPPXXX',
    amount: '0.20',
  },
  { beneficiaryName: 'Sofia Rossi', iban: 'IT60X0542811101000000123456', swift: 'BCITITMM', amount: '5.70' },
].map((row, index) => ({ ...row, currency: 'EUR', description: `Payout ${index + 1}` }));

/** A pain.001 of the rows as an ERP sends it (the total 6.00, summed in decimal). */
const erpFile = (rows = ROWS, version: '001.001.03' | '001.001.09' = '001.001.03') =>
  writePain001(rows, {
    version,
    messageId: 'ERP-7',
    createdAt: '2025-03-03T08:00:00',
    executionDate: '2025-03-04',
    debtor: { name: 'Mona Marketplace Ltd', iban: 'GB29NWBK60161331926819', bic: 'NWBKGB2L' },
  });

const upload = (text: string, fields: Record<string, unknown> = {}, filename = 'erp.xml') =>
  multipartTransferMass(
    sandbox.app,
    M.mona.email,
    { ...base, method: 'wire', onlySummary: true, ...fields },
    { name: 'file', value: text, filename },
  );

describe('mass transfers: pain.001 files (issue 51 item 4)', () => {
  it('the wire sample as pain.001.001.09: listed, served as XML, read like the CSV sample (same summary hash)', async () => {
    const call = await sessionOf(sandbox.app, M.mona.email);
    const links = (await call('getMassSampleLinks', { type: 'wire' })).links;
    const file = await sandbox.app.inject({ method: 'GET', url: '/files/mass-samples/wire.xml' });
    const csv = await sandbox.app.inject({ method: 'GET', url: '/files/mass-samples/wire.csv' });

    const fromXml = await upload(file.body, {}, 'sample.xml');
    const fromCsv = await upload(csv.body, {}, 'sample.csv');

    expect(links).toContainEqual({ type: 'wire', format: 'xml', url: '/files/mass-samples/wire.xml' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/xml/);
    expect(file.body).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"');
    expect(file.body).toMatch(/<GrpHdr>[\s\S]*<NbOfTxs>3<\/NbOfTxs>[\s\S]*<CtrlSum>505\.5<\/CtrlSum>/);
    expect(fromXml).toMatchObject({ responseCode: '00', count: 3, totalAmount: '505.50' });
    expect(fromXml.summaryHash).toBe(fromCsv.summaryHash);
  });

  it('no pain.001 sample of another type: a 404', async () => {
    const call = await sessionOf(sandbox.app, M.mona.email);
    const file = await sandbox.app.inject({ method: 'GET', url: '/files/mass-samples/p2p.xml' });

    expect(file.statusCode).toBe(404);
    expect((await call('getMassSampleLinks', { type: 'p2p' })).links).toHaveLength(2);
  });

  it('an ERP file (001.001.03): its transactions priced, numbered from 1; submitted and approved, the balance down', async () => {
    const call = await sessionOf(sandbox.app, M.mona.email);
    const before = await journalCount();
    const balance = await balanceOf(sandbox.database.db, EUR);

    const summary = await upload(erpFile());
    const submitted = await multipartTransferMass(
      sandbox.app,
      M.mona.email,
      { ...base, method: 'wire', summaryHash: summary.summaryHash },
      { name: 'file', value: erpFile(), filename: 'erp.xml' },
    );
    const confirmed = await call('confirmTransaction', {
      operationId: submitted.operationId,
      approvalCode: await latestOtp(sandbox.app, M.mona.email),
    });

    expect(summary).toMatchObject({ responseCode: '00', count: 3, totalAmount: '6.00' });
    expect(summary.rows.map((row: { line: number; amount: string }) => [row.line, row.amount])).toEqual([
      [1, '0.10'],
      [2, '0.20'],
      [3, '5.70'],
    ]);
    expect(submitted).toMatchObject({ responseCode: '00', count: 3 });
    expect(confirmed).toMatchObject({ responseCode: '00' });
    expect(await journalCount()).toBe(before + 3);
    expect(balance.minus(await balanceOf(sandbox.database.db, EUR)).toFixed(2)).toBe(summary.total);
  });

  it('a bad row: TA1 on its transaction number, as a CSV row would be', async () => {
    const rows = ROWS.map((row, index) =>
      index === 1 ? { ...row, iban: 'FR1420041010050500013M02607' } : row,
    );

    const answer = await upload(erpFile(rows, '001.001.09'));

    expect(answer.responseCode).toBe('TA1');
    expect(answer.validationErrors).toEqual([
      'line 2: iban: the IBAN check digits do not match (ISO 13616 mod-97)',
    ]);
  });

  it.each([
    [
      'a CtrlSum that does not match',
      () => erpFile().replace('<CtrlSum>6</CtrlSum>', '<CtrlSum>6.01</CtrlSum>'),
      ["the group header's CtrlSum is 6.01 but the amounts add up to 6.00"],
    ],
    [
      'an NbOfTxs that does not match',
      () => erpFile().replace('<NbOfTxs>3</NbOfTxs>', '<NbOfTxs>4</NbOfTxs>'),
      ["the group header's NbOfTxs is 4 but the file has 3 transactions"],
    ],
    [
      'an unknown version',
      () => erpFile().replace('pain.001.001.03', 'pain.001.001.12'),
      [
        'pain.001.001.12 is not taken, only pain.001.001.03 and pain.001.001.09 (namespace urn:iso:std:iso:20022:tech:xsd:pain.001.001.12)',
      ],
    ],
    [
      'XML that is not well-formed',
      () => erpFile().replace('</MsgId>', '</MsgID>'),
      [expect.stringMatching(/^the file is not well-formed XML: line 5, column \d+: /)],
    ],
  ])('%s: TA1 naming it, never a 500, nothing posted', async (_, text, errors) => {
    const before = await journalCount();

    const answer = await upload(text());

    expect(answer.responseCode).toBe('TA1');
    expect(answer.validationErrors).toEqual(errors);
    expect(await journalCount()).toBe(before);
  });

  it('a pain.001 sent as a p2p batch: TA1, a pain.001 is a wire batch', async () => {
    const answer = await upload(erpFile(), { method: 'p2p' });

    expect(answer.validationErrors).toEqual([
      'a pain.001 file holds credit transfers to IBANs: send it as a wire batch',
    ]);
  });
});
