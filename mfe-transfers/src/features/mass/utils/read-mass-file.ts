import { PAIN001_MAX_BYTES } from '@portal/api/catalogue';
import {
  massRowsFromCells,
  pain001TooLarge,
  parseMassText,
  type MassMethod,
  type MassParseResult,
} from '@portal/api/mass';

const TABLE_ACCEPT =
  '.csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The files a mass page takes: CSV (or plain text) and the .xlsx the sample links offer (spec 02 §7); a wire page
 * also an ISO 20022 pain.001 payment file (issue 51 item 4).
 */
export function massFileAccept(method: MassMethod): string {
  return method === 'wire' ? `${TABLE_ACCEPT},.xml,application/xml,text/xml` : TABLE_ACCEPT;
}

/** Whether a file is a spreadsheet (read by the .xlsx reader, loaded only then). */
export function isSpreadsheet(file: File): boolean {
  return /\.xlsx$/i.test(file.name);
}

/** Whether a file is an XML payment file (read by the pain.001 reader, loaded only then). */
export function isPaymentXml(file: File): boolean {
  return /\.xml$/i.test(file.name) || /^(application|text)\/xml$/.test(file.type);
}

/**
 * Reads a chosen file into rows: a spreadsheet's first sheet through `@portal/api/xlsx`, a pain.001 through
 * `@portal/api/pain001` (each its own chunk, fetched only when such a file is chosen), anything else as CSV text.
 * A pain.001 larger than PAIN001_MAX_BYTES is refused by its size, before it is read.
 */
export async function readMassFile(method: MassMethod, file: File): Promise<MassParseResult> {
  if (isPaymentXml(file)) {
    // A pain.001 holds credit transfers to IBANs: refused at once on another method's page, nothing loaded.
    if (method !== 'wire')
      return { columns: [], hasHeader: false, rows: [], problems: [{ code: 'pain001Method' }] };
    if (file.size > PAIN001_MAX_BYTES)
      return { columns: [], hasHeader: false, rows: [], problems: [pain001TooLarge()] };
    const [{ massRowsFromPain001 }, text] = await Promise.all([
      import(/* webpackChunkName: "pain001" */ '@portal/api/pain001'),
      file.text(),
    ]);
    return massRowsFromPain001(method, text);
  }
  if (!isSpreadsheet(file)) return parseMassText(method, await file.text());
  const [{ readXlsxRows }, bytes] = await Promise.all([
    import(/* webpackChunkName: "xlsx" */ '@portal/api/xlsx'),
    file.arrayBuffer(),
  ]);
  // Row N of the sheet is at index N - 1 (an empty row is []), so line numbers match what a spreadsheet shows.
  const records = readXlsxRows(new Uint8Array(bytes))
    .map((cells, index) => ({ line: index + 1, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  return massRowsFromCells(method, records);
}
