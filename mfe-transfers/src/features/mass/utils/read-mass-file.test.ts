/**
 * @jest-environment node
 */
// Node has the File of browsers (text, arrayBuffer); jsdom's lacks them.
import { writeXlsx } from '@portal/api/xlsx';
import { readMassFile } from './read-mass-file';

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
});
