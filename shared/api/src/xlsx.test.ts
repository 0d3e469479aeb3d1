import { strToU8, zipSync } from 'fflate';
import { readXlsxRows, writeXlsx, XlsxError } from './xlsx';

/** An .xlsx as a spreadsheet program writes it: shared strings, number cells, a formula, gaps, rich text. */
function spreadsheetLike(): Uint8Array {
  const xml = (body: string) => strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`);
  return zipSync({
    '[Content_Types].xml': xml('<Types/>'),
    'xl/workbook.xml': xml(
      '<workbook xmlns:r="r"><sheets><sheet name="Payments" sheetId="7" r:id="rId3"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': xml(
      '<Relationships><Relationship Id="rId1" Target="styles.xml"/><Relationship Id="rId3" Type="worksheet" Target="worksheets/payments.xml"/></Relationships>',
    ),
    'xl/sharedStrings.xml': xml(
      '<sst count="4"><si><t>email</t></si><si><t>amount</t></si><si><r><t>a.b</t></r><r><rPr/><t xml:space="preserve">@demo.test </t></r><rPh><t>x</t></rPh></si><si><t>Tom &amp; Jerry &lt;3</t></si></sst>',
    ),
    'xl/worksheets/payments.xml': xml(
      '<worksheet><sheetData>' +
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
        '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>0.30000000000000004</v></c><c r="D2" t="s"><v>3</v></c></row>' +
        '<row r="4"><c r="A4" t="inlineStr"><is><t>c@d.co</t></is></c><c r="B4" s="1"><f>B2*2</f><v>12.5</v></c><c r="C4" t="b"><v>1</v></c></row>' +
        '<row r="5"><c r="B5"><v>1E-7</v></c><c r="C5"><v>123456789012</v></c><c r="D5" t="str"><v>x&gt;y</v></c></row>' +
        '</sheetData></worksheet>',
    ),
  });
}

describe('readXlsxRows', () => {
  it('reads the first sheet through the workbook relations, row N at index N - 1', () => {
    expect(readXlsxRows(spreadsheetLike())).toEqual([
      ['email', 'amount'],
      ['a.b@demo.test ', '0.3', '', 'Tom & Jerry <3'],
      [],
      ['c@d.co', '12.5', 'TRUE'],
      ['', '0.0000001', '123456789012', 'x>y'],
    ]);
  });

  it('not a zip: XlsxError', () => {
    expect(() => readXlsxRows(strToU8('email,amount\n'))).toThrow(XlsxError);
  });

  it('a zip without a sheet: XlsxError', () => {
    expect(() => readXlsxRows(zipSync({ 'a.txt': strToU8('a') }))).toThrow('the spreadsheet has no sheet');
  });
});

describe('writeXlsx', () => {
  it('round trip: text cells exactly as written, inner empty cells kept as gaps, XML characters escaped', () => {
    const rows = [
      ['beneficiaryName', 'iban', 'amount', 'description'],
      ['Émile <&> "Zola"', 'DE89370400440532013000', '1000.10', ''],
      ['', '', '0.01', 'last'],
    ];

    // A trailing empty cell is not written, so it does not come back.
    expect(readXlsxRows(writeXlsx(rows))).toEqual([rows[0], rows[1]!.slice(0, 3), rows[2]]);
  });

  it('the same rows give the same bytes (a fixed date inside)', () => {
    expect(writeXlsx([['a']])).toEqual(writeXlsx([['a']]));
  });

  it('columns past Z are named AA, AB…', () => {
    const wide = [Array.from({ length: 30 }, (_, index) => `c${index}`)];

    expect(readXlsxRows(writeXlsx(wide))).toEqual(wide);
  });
});
