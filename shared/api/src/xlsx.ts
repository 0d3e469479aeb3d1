import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

/**
 * The spreadsheet format of the mass files (spec 02 §7 "Mass sample link list"; issue 15): reading the first sheet
 * of an .xlsx as rows of text cells, and writing rows as an .xlsx (the samples, the rejected rows). The same code
 * runs in the browser and in the sandbox; a page loads it only when a spreadsheet is chosen (it brings fflate).
 */

/** Why a file could not be read as a spreadsheet. */
export class XlsxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XlsxError';
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? whole;
  });
}

function encodeXml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // Characters XML 1.0 cannot hold are dropped.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
  );
}

/** The text of a string item: its `<t>` runs joined (rich text has several), phonetic runs left out. */
function textOf(item: string): string {
  const withoutPhonetic = item.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  let text = '';
  for (const match of withoutPhonetic.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t(?:\s[^>]*)?\/>/g))
    text += decodeXml(match[1] ?? '');
  return text;
}

/** A decimal in plain notation from JavaScript's number text (`1.5e-7` → `0.00000015`), trailing zeros dropped. */
function plainDecimal(text: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  } else if (point > digits.length) digits += '0'.repeat(point - digits.length);
  const integer = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const decimals = digits.slice(point).replace(/0+$/, '');
  return `${sign}${integer}${decimals ? `.${decimals}` : ''}`;
}

/** A number cell as the text a person typed: no float noise (0.30000000000000004 → 0.3), no exponent. */
function numberText(raw: string): string {
  const significant = raw.replace(/^-/, '').replace('.', '').replace(/^0+/, '');
  if (/^-?\d+(\.\d+)?$/.test(raw) && significant.length <= 15) return raw;
  const value = Number(raw);
  return Number.isFinite(value) ? plainDecimal(value.toPrecision(15)) : raw;
}

/** Column letters of a cell reference (`BC12` → 54, 0-based). */
function columnIndex(reference: string): number {
  let index = 0;
  for (const char of reference.replace(/\d+$/, '').toUpperCase())
    index = index * 26 + (char.charCodeAt(0) - 64);
  return index - 1;
}

function part(files: Record<string, Uint8Array>, path: string): string | undefined {
  const bytes = files[path];
  return bytes ? strFromU8(bytes) : undefined;
}

/** The path of the workbook's first sheet, through the workbook's relationships. */
function firstSheetPath(files: Record<string, Uint8Array>): string {
  const workbook = part(files, 'xl/workbook.xml');
  const relations = part(files, 'xl/_rels/workbook.xml.rels');
  const sheetId = workbook && /<sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1];
  if (sheetId && relations) {
    for (const match of relations.matchAll(/<Relationship\b[^>]*>/g)) {
      const tag = match[0];
      if (/\bId="([^"]+)"/.exec(tag)?.[1] !== sheetId) continue;
      const target = /\bTarget="([^"]+)"/.exec(tag)?.[1];
      if (target) return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
    }
  }
  return 'xl/worksheets/sheet1.xml';
}

/**
 * The first sheet of an .xlsx as rows of text cells: row N of the sheet is `rows[N - 1]` (an empty row is `[]`),
 * cell texts as shown for text, numbers as typed (no float noise), booleans as TRUE/FALSE. Formulas give their
 * cached value. Throws XlsxError when the bytes are not a spreadsheet.
 */
export function readXlsxRows(bytes: Uint8Array): string[][] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw new XlsxError('not a spreadsheet (.xlsx) file');
  }
  const sheet = part(files, firstSheetPath(files));
  if (sheet === undefined) throw new XlsxError('the spreadsheet has no sheet');
  const sharedXml = part(files, 'xl/sharedStrings.xml') ?? '';
  const shared = [...sharedXml.matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)].map((match) =>
    textOf(match[1] ?? ''),
  );
  const rows: string[][] = [];
  let nextRow = 1;
  for (const rowMatch of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const number = Number(/\br="(\d+)"/.exec(rowMatch[1] ?? '')?.[1] ?? nextRow);
    nextRow = number + 1;
    const cells: string[] = [];
    let nextColumn = 0;
    for (const cellMatch of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cellMatch[1] ?? '';
      const body = cellMatch[2] ?? '';
      const reference = /\br="([A-Z]+\d+)"/i.exec(attributes)?.[1];
      const column = reference ? columnIndex(reference) : nextColumn;
      nextColumn = column + 1;
      const type = /\bt="(\w+)"/.exec(attributes)?.[1] ?? 'n';
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let text: string;
      if (type === 'inlineStr') text = textOf(/<is>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? '');
      else if (value === undefined) text = '';
      else if (type === 's') text = shared[Number(value)] ?? '';
      else if (type === 'b') text = value === '1' ? 'TRUE' : 'FALSE';
      else if (type === 'n') text = numberText(value);
      else text = decodeXml(value);
      while (cells.length < column) cells.push('');
      cells[column] = text;
    }
    while (rows.length < number - 1) rows.push([]);
    rows[number - 1] = cells;
  }
  return rows;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELATIONS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELATIONS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** The MIME type of an .xlsx file. */
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Rows as an .xlsx of one sheet, every cell a text cell (amounts stay exactly as written; a spreadsheet program
 * shows them as typed).
 */
export function writeXlsx(rows: readonly (readonly string[])[], sheetName = 'Sheet1'): Uint8Array {
  const sheetRows = rows
    .map((cells, rowIndex) => {
      const line = rowIndex + 1;
      const xml = cells
        .map((cell, column) =>
          cell === ''
            ? ''
            : `<c r="${columnLetters(column)}${line}" t="inlineStr"><is><t xml:space="preserve">${encodeXml(cell)}</t></is></c>`,
        )
        .join('');
      return `<row r="${line}">${xml}</row>`;
    })
    .join('');
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`;
  const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${encodeXml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  return zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(ROOT_RELATIONS),
      'xl/workbook.xml': strToU8(workbook),
      'xl/_rels/workbook.xml.rels': strToU8(WORKBOOK_RELATIONS),
      'xl/worksheets/sheet1.xml': strToU8(sheet),
    },
    // A fixed date: the same rows give the same bytes.
    { level: 6, mtime: new Date('2026-01-01T00:00:00Z') },
  );
}
