import { PAIN001_MAX_BYTES } from './catalogue/mass';
import { MASS_MAX_ROWS } from './mass-columns';
import { massRowsFromPain001, Pain001Error, readPain001 } from './pain001';

// Fixtures written by hand (not by writePain001): the reader is checked against files as banks document them.

const NS = (version: string) => `urn:iso:std:iso:20022:tech:xsd:pain.001.001.${version}`;

interface Tx {
  name?: string;
  iban?: string;
  bic?: string;
  amount: string;
  ccy?: string;
  ustrd?: readonly string[];
  endToEndId?: string;
}

function tx(version: '03' | '09', t: Tx): string {
  const bic = version === '03' ? 'BIC' : 'BICFI';
  return `
      <CdtTrfTxInf>
        <PmtId><InstrId>I</InstrId><EndToEndId>${t.endToEndId ?? 'NOTPROVIDED'}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="${t.ccy ?? 'EUR'}">${t.amount}</InstdAmt></Amt>
        ${t.bic === undefined ? '' : `<CdtrAgt><FinInstnId><${bic}>${t.bic}</${bic}></FinInstnId></CdtrAgt>`}
        <Cdtr><Nm>${t.name ?? 'Greta Hoffmann'}</Nm></Cdtr>
        <CdtrAcct><Id><IBAN>${t.iban ?? 'DE89370400440532013000'}</IBAN></Id></CdtrAcct>
        ${(t.ustrd ?? []).length > 0 ? `<RmtInf>${(t.ustrd ?? []).map((line) => `<Ustrd>${line}</Ustrd>`).join('')}</RmtInf>` : ''}
      </CdtTrfTxInf>`;
}

interface Block {
  id?: string;
  nbOfTxs?: string;
  ctrlSum?: string;
  /** The debtor's IBAN (null: no DbtrAcct). */
  debtorIban?: string | null;
  /** The ReqdExctnDt element as written (default: 7 January 2025 as the version writes a date). */
  requested?: string;
  txs: readonly Tx[];
}

const DEBTOR = 'GB29NWBK60161331926819';

/** A pain.001 of payment blocks; the group header's figures as given (undefined: left out). */
function pain001(
  version: '03' | '09',
  blocks: readonly Block[],
  header: { nbOfTxs?: string; ctrlSum?: string } = {},
): string {
  const date =
    version === '03'
      ? '<ReqdExctnDt>2025-01-07</ReqdExctnDt>'
      : '<ReqdExctnDt><Dt>2025-01-07</Dt></ReqdExctnDt>';
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="${NS(version)}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>MSG-1</MsgId>
      <CreDtTm>2025-01-06T09:00:00</CreDtTm>
      ${header.nbOfTxs === undefined ? '' : `<NbOfTxs>${header.nbOfTxs}</NbOfTxs>`}
      ${header.ctrlSum === undefined ? '' : `<CtrlSum>${header.ctrlSum}</CtrlSum>`}
      <InitgPty><Nm>Mona Marketplace Ltd</Nm></InitgPty>
    </GrpHdr>
    ${blocks
      .map(
        (block) => `<PmtInf>
      ${block.id === undefined ? '' : `<PmtInfId>${block.id}</PmtInfId>`}
      <PmtMtd>TRF</PmtMtd>
      ${block.nbOfTxs === undefined ? '' : `<NbOfTxs>${block.nbOfTxs}</NbOfTxs>`}
      ${block.ctrlSum === undefined ? '' : `<CtrlSum>${block.ctrlSum}</CtrlSum>`}
      ${block.requested ?? date}
      <Dbtr><Nm>Mona Marketplace Ltd</Nm></Dbtr>
      ${block.debtorIban === null ? '' : `<DbtrAcct><Id><IBAN>${block.debtorIban ?? DEBTOR}</IBAN></Id></DbtrAcct>`}
      <DbtrAgt><FinInstnId><${version === '03' ? 'BIC' : 'BICFI'}>NWBKGB2L</${version === '03' ? 'BIC' : 'BICFI'}></FinInstnId></DbtrAgt>
      ${block.txs.map((each) => tx(version, each)).join('')}
    </PmtInf>`,
      )
      .join('\n    ')}
  </CstmrCdtTrfInitn>
</Document>
`;
}

/** The refusal a reading throws, for its problems. */
function refusal(text: string): Pain001Error {
  try {
    readPain001(text);
  } catch (error) {
    if (error instanceof Pain001Error) return error;
    throw error;
  }
  throw new Error('the file was read, not refused');
}

const GRETA: Tx = {
  name: 'Greta Hoffmann',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  amount: '120.00',
  ustrd: ['Invoice 2031'],
  endToEndId: 'E2E-1',
};
const LUCAS: Tx = {
  name: 'Lucas Martin',
  iban: 'FR1420041010050500013M02606',
  bic: 'BNPAFRPPXXX',
  amount: '75.50',
  ustrd: ['Commission', 'October'],
  endToEndId: 'E2E-2',
};

describe('readPain001', () => {
  it.each([
    ['03', '001.001.03'],
    ['09', '001.001.09'],
  ] as const)('pain.001.001.%s / each credit transfer a wire row, by its position', (version, expected) => {
    const file = readPain001(
      pain001(version, [{ id: 'B1', nbOfTxs: '2', ctrlSum: '195.50', txs: [GRETA, LUCAS] }], {
        nbOfTxs: '2',
        ctrlSum: '195.5',
      }),
    );

    expect(file.version).toBe(expected);
    expect(file.messageId).toBe('MSG-1');
    // Its ReqdExctnDt: text in .03, a Dt element in .09.
    expect(file).toMatchObject({ debtorIban: DEBTOR, executionDate: '2025-01-07' });
    expect(file.rows).toEqual([
      {
        line: 1,
        values: {
          beneficiaryName: 'Greta Hoffmann',
          iban: 'DE89370400440532013000',
          swift: 'COBADEFFXXX',
          amount: '120.00',
          currency: 'EUR',
          description: 'Invoice 2031',
        },
      },
      {
        line: 2,
        values: {
          beneficiaryName: 'Lucas Martin',
          iban: 'FR1420041010050500013M02606',
          swift: 'BNPAFRPPXXX',
          amount: '75.50',
          currency: 'EUR',
          description: 'Commission October',
        },
      },
    ]);
  });

  it('the other version’s BIC element / not read (BIC is .03’s, BICFI from .04 on): the row lacks it', () => {
    const text = pain001('09', [{ txs: [GRETA] }], { nbOfTxs: '1' }).replace(
      /BICFI>COBADEFFXXX<\/BICFI/g,
      'BIC>COBADEFFXXX</BIC',
    );

    expect(readPain001(text).rows[0]?.values.swift).toBe('');
  });

  it('amounts / kept as written, never made numbers ("0.10", "100", "1.5")', () => {
    const amounts = ['0.10', '100', '1.5'];
    const file = readPain001(
      pain001('09', [{ txs: amounts.map((amount) => ({ ...GRETA, amount, ustrd: [amount] })) }], {
        nbOfTxs: '3',
        ctrlSum: '101.60',
      }),
    );

    expect(file.rows.map((row) => row.values.amount)).toEqual(amounts);
  });

  it('control sum in decimal / 0.1 + 0.2 is 0.3 (a float sum, 0.30000000000000004, would refuse it)', () => {
    const text = pain001(
      '03',
      [
        {
          ctrlSum: '0.3',
          txs: [
            { ...GRETA, amount: '0.1' },
            { ...LUCAS, amount: '0.2' },
          ],
        },
      ],
      {
        nbOfTxs: '2',
        ctrlSum: '0.30',
      },
    );

    expect(readPain001(text).rows).toHaveLength(2);
  });

  it('Unicode names and entities / kept as written, character references decoded', () => {
    const text = pain001(
      '09',
      [{ txs: [{ ...GRETA, name: 'Zoë Ñúñez &amp; 北京 &#x4E2D;&#233;', ustrd: ['Tom &lt;3 Jerry'] }] }],
      {
        nbOfTxs: '1',
      },
    );

    const [row] = readPain001(text).rows;
    expect(row?.values.beneficiaryName).toBe('Zoë Ñúñez & 北京 中é');
    expect(row?.values.description).toBe('Tom <3 Jerry');
  });

  it('a prefixed namespace and a byte-order mark / read as the default namespace is', () => {
    const text = `\uFEFF<?xml version="1.0"?>
<p:Document xmlns:p="${NS('09')}"><p:CstmrCdtTrfInitn><p:GrpHdr><p:MsgId>M</p:MsgId><p:NbOfTxs>1</p:NbOfTxs></p:GrpHdr>
<p:PmtInf><p:CdtTrfTxInf><p:Amt><p:InstdAmt Ccy="EUR">5</p:InstdAmt></p:Amt><p:Cdtr><p:Nm>Ana</p:Nm></p:Cdtr></p:CdtTrfTxInf></p:PmtInf>
</p:CstmrCdtTrfInitn></p:Document>`;

    const file = readPain001(text);
    expect(file.rows[0]?.values).toMatchObject({
      beneficiaryName: 'Ana',
      amount: '5',
      currency: 'EUR',
    });
    // It names no debtor account and no execution date: neither is made up.
    expect(file).not.toHaveProperty('debtorIban');
    expect(file).not.toHaveProperty('executionDate');
  });

  it('many payment blocks / rows numbered across blocks, each block’s figures checked', () => {
    const blocks = [1, 2, 3].map((block) => ({
      id: `B${block}`,
      nbOfTxs: String(block),
      ctrlSum: String(block * 10),
      txs: Array.from({ length: block }, (_, index) => ({
        ...GRETA,
        amount: '10',
        ustrd: [`B${block}-${index + 1}`],
      })),
    }));

    const file = readPain001(pain001('03', blocks, { nbOfTxs: '6', ctrlSum: '60.00' }));

    expect(file.rows.map((row) => [row.line, row.values.description])).toEqual([
      [1, 'B1-1'],
      [2, 'B2-1'],
      [3, 'B2-2'],
      [4, 'B3-1'],
      [5, 'B3-2'],
      [6, 'B3-3'],
    ]);
  });

  it('no remittance text / the end-to-end id is the description; NOTPROVIDED is none', () => {
    const file = readPain001(
      pain001(
        '09',
        [
          {
            txs: [
              { ...GRETA, ustrd: [] },
              { ...LUCAS, ustrd: [], endToEndId: 'NOTPROVIDED' },
            ],
          },
        ],
        {
          nbOfTxs: '2',
        },
      ),
    );

    expect(file.rows.map((row) => row.values.description)).toEqual(['E2E-1', '']);
  });

  it('a DOCTYPE’s own entities / left as written, never expanded (no “billion laughs”)', () => {
    const entities =
      '<!DOCTYPE Document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>';
    const text = pain001('09', [{ txs: [{ ...GRETA, name: '&c;&c;' }] }], { nbOfTxs: '1' }).replace(
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<?xml version="1.0" encoding="UTF-8"?>${entities}`,
    );

    expect(readPain001(text).rows[0]?.values.beneficiaryName).toBe('&c;&c;');
  });

  it('a bad row (IBAN, name) / still read: the row checks, not the reader, refuse it', () => {
    const file = readPain001(
      pain001('09', [{ txs: [{ ...GRETA, iban: 'DE00NOTANIBAN', name: '' }] }], { nbOfTxs: '1' }),
    );

    expect(file.rows[0]?.values).toMatchObject({ iban: 'DE00NOTANIBAN', beneficiaryName: '' });
  });
});

describe('readPain001: the debtor account and the execution date (issue 51 review)', () => {
  it('blocks asking for different days / the latest one', () => {
    const blocks = ['2025-01-07', '2025-02-03', '2025-01-20'].map((day) => ({
      requested: `<ReqdExctnDt>${day}</ReqdExctnDt>`,
      txs: [GRETA],
    }));

    expect(readPain001(pain001('03', blocks, { nbOfTxs: '3' })).executionDate).toBe('2025-02-03');
  });

  it('.09 with a date and time (DtTm) / its day as written, whatever its offset', () => {
    const file = readPain001(
      pain001(
        '09',
        [
          { requested: '<ReqdExctnDt><Dt>2025-03-01</Dt></ReqdExctnDt>', txs: [GRETA] },
          { requested: '<ReqdExctnDt><DtTm>2025-03-04T23:30:00-05:00</DtTm></ReqdExctnDt>', txs: [LUCAS] },
        ],
        { nbOfTxs: '2' },
      ),
    );

    expect(file.executionDate).toBe('2025-03-04');
  });

  it.each([
    ['.09 written as .03 (a bare date)', '09', '<ReqdExctnDt>2025-01-07</ReqdExctnDt>'],
    ['not a date', '03', '<ReqdExctnDt>soon</ReqdExctnDt>'],
    ['none', '03', ''],
  ] as const)('an execution date %s / none read', (_, version, requested) => {
    const file = readPain001(pain001(version, [{ requested, txs: [GRETA] }], { nbOfTxs: '1' }));

    expect(file).not.toHaveProperty('executionDate');
    expect(file.rows).toHaveLength(1);
  });

  it('the same debtor account in every block, however spaced or cased / one account, the file read', () => {
    const file = readPain001(
      pain001(
        '09',
        [
          { debtorIban: 'GB29 NWBK 6016 1331 9268 19', txs: [GRETA] },
          { debtorIban: 'gb29nwbk60161331926819', txs: [LUCAS] },
          // A block naming none pays from the file's account too.
          { debtorIban: null, txs: [GRETA] },
        ],
        { nbOfTxs: '3' },
      ),
    );

    expect(file.debtorIban).toBe(DEBTOR);
    expect(file.rows).toHaveLength(3);
  });

  it('blocks paying from two accounts / the whole file refused, both accounts named', () => {
    const error = refusal(
      pain001(
        '03',
        [
          { id: 'B1', txs: [GRETA] },
          { id: 'B2', debtorIban: 'DE89 3704 0044 0532 0130 00', txs: [LUCAS] },
          { id: 'B3', txs: [GRETA] },
        ],
        { nbOfTxs: '3' },
      ),
    );

    expect(error.problems).toEqual([
      { code: 'pain001Debtors', values: { first: DEBTOR, second: 'DE89370400440532013000' } },
    ]);
    expect(error.message).toBe(
      `the file pays from two accounts, ${DEBTOR} and DE89370400440532013000; a batch is paid from one account: split the file`,
    );
  });

  it('two accounts and a wrong control figure / both named', () => {
    const error = refusal(
      pain001('09', [{ txs: [GRETA] }, { debtorIban: 'DE89370400440532013000', txs: [LUCAS] }], {
        nbOfTxs: '3',
      }),
    );

    expect(error.problems.map((problem) => problem.code)).toEqual(['pain001Count', 'pain001Debtors']);
  });
});

describe('readPain001: a file larger than PAIN001_MAX_BYTES (issue 51 review)', () => {
  /** A well-formed pain.001 padded with trailing spaces to `bytes` bytes of UTF-8. */
  const padded = (bytes: number) => {
    const text = pain001('09', [{ txs: [GRETA] }], { nbOfTxs: '1' });
    return text + ' '.repeat(bytes - Buffer.byteLength(text));
  };

  it(`${PAIN001_MAX_BYTES} bytes (the cap) / read; a byte more / refused, named, in MB`, () => {
    expect(readPain001(padded(PAIN001_MAX_BYTES)).rows).toHaveLength(1);

    const error = refusal(padded(PAIN001_MAX_BYTES + 1));

    expect(error.problems).toEqual([{ code: 'pain001TooLarge', values: { max: 8 } }]);
    expect(error.message).toBe('the file is larger than 8 MB, the most a pain.001 file may be');
  });

  it('over the cap and not even XML / refused by its size before it is parsed', () => {
    expect(refusal('<'.repeat(PAIN001_MAX_BYTES + 1)).code).toBe('pain001TooLarge');
  });

  it('fewer characters than the cap but more bytes (é 2, 😀 4) / counted in UTF-8 bytes, refused', () => {
    // 4,000,001 × 2 bytes; 2,000,001 pairs of UTF-16 units × 4 bytes.
    expect(refusal('é'.repeat(PAIN001_MAX_BYTES / 2 + 1)).code).toBe('pain001TooLarge');
    expect(refusal('😀'.repeat(PAIN001_MAX_BYTES / 4 + 1)).code).toBe('pain001TooLarge');
    // The same characters within the cap are parsed (and refused as XML, not for their size).
    expect(refusal('é'.repeat(PAIN001_MAX_BYTES / 2)).code).toBe('xmlMalformed');
  });
});

describe('readPain001 refusals (issue 51 item 4: the file names what is wrong, nothing is read)', () => {
  it('not well-formed XML / the parser’s line and column', () => {
    const text = pain001('09', [{ txs: [GRETA] }], { nbOfTxs: '1' }).replace('</Cdtr>', '</Cdtor>');

    const line = text.split('\n').findIndex((each) => each.includes('</Cdtor>')) + 1;

    const error = refusal(text);

    expect(error.code).toBe('xmlMalformed');
    expect(line).toBeGreaterThan(1);
    expect(error.values).toMatchObject({ line });
    expect(error.message).toMatch(
      new RegExp(`^the file is not well-formed XML: line ${line}, column \\d+: .*Cdtor`),
    );
  });

  it('a CSV chosen as XML / not well-formed, line 1', () => {
    expect(refusal('beneficiaryName,iban\nAna,DE89\n').values).toMatchObject({ line: 1, column: 1 });
  });

  it('another ISO 20022 message / not a pain.001, its namespace named', () => {
    const text = pain001('09', [{ txs: [GRETA] }], { nbOfTxs: '1' }).replace(
      NS('09'),
      'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02',
    );

    const error = refusal(text);

    expect(error.problems).toEqual([
      { code: 'pain001Unknown', values: { found: 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02' } },
    ]);
  });

  it('XML of another kind / not a pain.001, its root named', () => {
    expect(refusal('<Invoice><Total>5</Total></Invoice>').problems).toEqual([
      { code: 'pain001Unknown', values: { found: '<Invoice>' } },
    ]);
  });

  it('a Document without a namespace / not a pain.001', () => {
    expect(refusal('<Document><CstmrCdtTrfInitn/></Document>').values).toEqual({ found: '<Document>' });
  });

  it('an unknown version (pain.001.001.05) / refused, the version and namespace named', () => {
    const text = pain001('09', [{ txs: [GRETA] }], { nbOfTxs: '1' }).replace(NS('09'), NS('05'));

    const error = refusal(text);

    expect(error.problems).toEqual([
      { code: 'pain001Version', values: { version: 'pain.001.001.05', namespace: NS('05') } },
    ]);
    expect(error.message).toContain('pain.001.001.05 is not taken');
  });

  it('no NbOfTxs in the group header / refused, the element named', () => {
    expect(refusal(pain001('09', [{ txs: [GRETA] }])).problems).toEqual([
      { code: 'pain001Missing', values: { element: 'GrpHdr/NbOfTxs' } },
    ]);
  });

  it('NbOfTxs ≠ the transactions / both numbers named', () => {
    const error = refusal(pain001('09', [{ txs: [GRETA, LUCAS] }], { nbOfTxs: '3' }));

    expect(error.problems).toEqual([{ code: 'pain001Count', values: { declared: '3', counted: 2 } }]);
    expect(error.message).toBe("the group header's NbOfTxs is 3 but the file has 2 transactions");
  });

  it('CtrlSum ≠ the sum of the amounts / both sums named, the computed one at the amounts’ scale', () => {
    const error = refusal(pain001('03', [{ txs: [GRETA, LUCAS] }], { nbOfTxs: '2', ctrlSum: '195.51' }));

    expect(error.problems).toEqual([
      { code: 'pain001Sum', values: { declared: '195.51', computed: '195.50' } },
    ]);
  });

  it('both figures of the group header wrong / both named', () => {
    const error = refusal(pain001('09', [{ txs: [GRETA] }], { nbOfTxs: '2', ctrlSum: '1' }));

    expect(error.problems.map((problem) => problem.code)).toEqual(['pain001Count', 'pain001Sum']);
  });

  it('a payment block’s NbOfTxs and CtrlSum wrong / named by its PmtInfId, or its position without one', () => {
    const error = refusal(
      pain001(
        '09',
        [
          { id: 'B1', nbOfTxs: '1', ctrlSum: '120', txs: [GRETA] },
          { id: 'B2', nbOfTxs: '2', ctrlSum: '75.50', txs: [LUCAS] },
          { ctrlSum: '5', txs: [GRETA] },
        ],
        { nbOfTxs: '3', ctrlSum: '315.50' },
      ),
    );

    expect(error.problems).toEqual([
      { code: 'pain001BlockCount', values: { block: 'B2', declared: '2', counted: 1 } },
      { code: 'pain001BlockSum', values: { block: '#3', declared: '5', computed: '120.00' } },
    ]);
  });

  it('an amount that is no decimal under a CtrlSum / the transaction named once, the sum not guessed', () => {
    const error = refusal(
      pain001('09', [{ ctrlSum: '20', txs: [GRETA, { ...LUCAS, amount: '12,50' }] }], {
        nbOfTxs: '2',
        ctrlSum: '20',
      }),
    );

    expect(error.problems).toEqual([{ code: 'pain001Amount', values: { payment: 2, amount: '12,50' } }]);
  });

  it('no transactions / noRows', () => {
    expect(refusal(pain001('09', [], { nbOfTxs: '0' })).code).toBe('noRows');
  });

  it(`more than ${MASS_MAX_ROWS} transactions / tooManyRows with both numbers`, () => {
    // Short payments on one line: the file stays under the size cap, so the count is what refuses it.
    const many = Array.from({ length: MASS_MAX_ROWS + 1 }, () => ({ amount: '1' }));
    const text = pain001('09', [{ txs: many }], { nbOfTxs: String(MASS_MAX_ROWS + 1) }).replace(
      />\s+</g,
      '><',
    );

    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(PAIN001_MAX_BYTES);
    expect(refusal(text).problems).toEqual([
      { code: 'tooManyRows', values: { max: MASS_MAX_ROWS, count: MASS_MAX_ROWS + 1 } },
    ]);
  });
});

describe('massRowsFromPain001', () => {
  it('a wire batch / the rows, the wire columns, no problems; the debtor account and execution date beside', () => {
    const result = massRowsFromPain001('wire', pain001('09', [{ txs: [GRETA] }], { nbOfTxs: '1' }));

    expect(result).toMatchObject({ hasHeader: false, problems: [] });
    expect(result.columns).toEqual(['beneficiaryName', 'iban', 'swift', 'amount', 'currency', 'description']);
    expect(result.rows).toHaveLength(1);
    expect(result.pain001).toEqual({ debtorIban: DEBTOR, executionDate: '2025-01-07' });
  });

  it('a file silent on both / an empty pain001, no made-up values', () => {
    const result = massRowsFromPain001(
      'wire',
      pain001('03', [{ debtorIban: null, requested: '', txs: [GRETA] }], { nbOfTxs: '1' }),
    );

    expect(result.pain001).toEqual({});
  });

  it('a refused file / its problems, no rows', () => {
    const result = massRowsFromPain001('wire', pain001('09', [{ txs: [GRETA] }], { nbOfTxs: '4' }));

    expect(result.rows).toEqual([]);
    expect(result.problems).toEqual([{ code: 'pain001Count', values: { declared: '4', counted: 1 } }]);
    expect(result).not.toHaveProperty('pain001');
  });

  it('two debtor accounts / refused, no rows', () => {
    const result = massRowsFromPain001(
      'wire',
      pain001('09', [{ txs: [GRETA] }, { debtorIban: 'DE89370400440532013000', txs: [LUCAS] }], {
        nbOfTxs: '2',
      }),
    );

    expect(result.rows).toEqual([]);
    expect(result.problems.map((problem) => problem.code)).toEqual(['pain001Debtors']);
  });

  it.each(['p2p', 'eft', 'oct', 'digital'] as const)(
    'a %s batch / refused: a pain.001 is a wire batch',
    (method) => {
      const result = massRowsFromPain001(method, pain001('09', [{ txs: [GRETA] }], { nbOfTxs: '1' }));

      expect(result.problems).toEqual([{ code: 'pain001Method' }]);
      expect(result.rows).toEqual([]);
    },
  );
});
