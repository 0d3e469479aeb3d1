import { XMLValidator } from 'fast-xml-parser';
import { readPain001, writePain001 } from './pain001';

const ROWS = [
  {
    beneficiaryName: 'Zoë & Søren <Ltd>',
    iban: 'DE89370400440532013000',
    swift: 'COBADEFFXXX',
    amount: '0.10',
    currency: 'EUR',
    description: 'Invoice "2031"',
  },
  {
    beneficiaryName: 'Lucas Martin',
    iban: 'FR1420041010050500013M02606',
    swift: 'BNPAFRPPXXX',
    amount: '0.2',
    currency: 'EUR',
    description: '',
  },
];

const OPTIONS = {
  messageId: 'SAMPLE-1',
  createdAt: '2025-01-06T09:00:00',
  executionDate: '2025-01-07',
  debtor: { name: 'Example Company Ltd', iban: 'GB29NWBK60161331926819', bic: 'NWBKGB2L' },
};

describe('writePain001', () => {
  it.each(['001.001.03', '001.001.09'] as const)(
    '%s / well-formed, the control figures counted and summed in decimal',
    (version) => {
      const text = writePain001(ROWS, { ...OPTIONS, version });

      expect(XMLValidator.validate(text)).toBe(true);
      expect(text).toContain(`xmlns="urn:iso:std:iso:20022:tech:xsd:pain.${version}"`);
      // In the group header and in the block: 0.10 + 0.2 exactly.
      expect(text.match(/<NbOfTxs>2<\/NbOfTxs>/g)).toHaveLength(2);
      expect(text.match(/<CtrlSum>0\.3<\/CtrlSum>/g)).toHaveLength(2);
      expect(text).toContain(version === '001.001.03' ? '<BIC>NWBKGB2L</BIC>' : '<BICFI>NWBKGB2L</BICFI>');
    },
  );

  it('read back / the same rows (texts escaped and restored; no remittance: the end-to-end id)', () => {
    const { rows, version } = readPain001(writePain001(ROWS, OPTIONS));

    expect(version).toBe('001.001.09');
    expect(rows.map((row) => row.values)).toEqual([ROWS[0], { ...ROWS[1], description: 'SAMPLE-1-2' }]);
  });
});
