/**
 * @jest-environment node
 */
// Node has the File of browsers (text, arrayBuffer); jsdom's lacks them.
import { PAIN001_MAX_BYTES } from '@portal/api/catalogue';
import { writePain001 } from '@portal/api/pain001';
import { writeXlsx } from '@portal/api/xlsx';
import { massFileAccept, readMassFile } from './read-mass-file';

/** A pain.001 of two wire payments (issue 51 item 4). */
function pain001(): string {
  return writePain001(
    [
      {
        beneficiaryName: 'Anna Berg',
        iban: 'DE89370400440532013000',
        swift: 'COBADEFFXXX',
        amount: '10.50',
        currency: 'EUR',
        description: 'May',
      },
      {
        beneficiaryName: 'Otto Lind',
        iban: 'DE89370400440532013001',
        swift: 'COBADEFFXXX',
        amount: '7',
        currency: 'EUR',
        description: 'June',
      },
    ],
    {
      messageId: 'M-1',
      createdAt: '2025-01-06T09:00:00',
      executionDate: '2025-01-07',
      debtor: { name: 'Mona Marketplace Ltd', iban: 'GB29NWBK60161331926819', bic: 'NWBKGB2L' },
    },
  );
}

describe('readMassFile', () => {
  it('an .xlsx sheet with a blank row / rows by their sheet line, the blank one skipped', async () => {
    const bytes = writeXlsx([
      ['email', 'amount', 'currency'],
      ['anna@demo.test', '10.50', 'EUR'],
      [],
      ['ben@demo.test', '3', 'EUR'],
    ]);
    // A copy on its own ArrayBuffer: what File takes (not a view of a shared buffer).
    const file = new File([new Uint8Array(bytes)], 'may.xlsx');
    const result = await readMassFile('p2p', file);
    expect(result.hasHeader).toBe(true);
    expect(result.rows).toEqual([
      { line: 2, values: { email: 'anna@demo.test', amount: '10.50', currency: 'EUR' } },
      { line: 4, values: { email: 'ben@demo.test', amount: '3', currency: 'EUR' } },
    ]);
  });

  it('a CSV file / read as text', async () => {
    const file = new File(['email;amount;currency\ncleo@demo.test;1;EUR\n'], 'may.csv', { type: 'text/csv' });
    expect((await readMassFile('p2p', file)).rows).toEqual([
      { line: 2, values: { email: 'cleo@demo.test', amount: '1', currency: 'EUR' } },
    ]);
  });

  it('a pain.001 on the wire page / its credit transfers as rows, numbered by their order', async () => {
    const file = new File([pain001()], 'erp-export.xml', { type: 'application/xml' });

    const result = await readMassFile('wire', file);

    expect(result.problems).toEqual([]);
    expect(result.rows.map((row) => [row.line, row.values.beneficiaryName, row.values.amount])).toEqual([
      [1, 'Anna Berg', '10.50'],
      [2, 'Otto Lind', '7'],
    ]);
    expect(result.pain001).toEqual({ debtorIban: 'GB29NWBK60161331926819', executionDate: '2025-01-07' });
  });

  it('a pain.001 over the pain.001 cap / refused by its size, its text never read', async () => {
    const file = new File([pain001()], 'erp.xml');
    Object.defineProperty(file, 'size', { value: PAIN001_MAX_BYTES + 1 });
    const text = jest.spyOn(file, 'text');

    const result = await readMassFile('wire', file);

    expect(result).toMatchObject({ rows: [], problems: [{ code: 'pain001TooLarge', values: { max: 8 } }] });
    expect(text).not.toHaveBeenCalled();
  });

  it('a pain.001 whose control sum is wrong / the file refused, no rows', async () => {
    const file = new File([pain001().replace('<CtrlSum>17.5</CtrlSum>', '<CtrlSum>18</CtrlSum>')], 'erp.xml');

    const result = await readMassFile('wire', file);

    expect(result.rows).toEqual([]);
    expect(result.problems).toEqual([{ code: 'pain001Sum', values: { declared: '18', computed: '17.50' } }]);
  });

  it('a pain.001 on the p2p page / refused at once: a pain.001 is a wire batch', async () => {
    const result = await readMassFile('p2p', new File([pain001()], 'erp.xml'));

    expect(result).toMatchObject({ rows: [], problems: [{ code: 'pain001Method' }] });
  });
});

describe('massFileAccept', () => {
  it('the wire page / also takes .xml (pain.001); the others / CSV and .xlsx only', () => {
    expect(massFileAccept('wire').split(',')).toEqual(expect.arrayContaining(['.csv', '.xlsx', '.xml']));
    expect(massFileAccept('p2p').split(',')).not.toContain('.xml');
    expect(massFileAccept('p2p').split(',')).toContain('.xlsx');
  });
});
