import { massRowsFromCells, parseMassText, type MassMethod, type MassParseResult } from '@portal/api/mass';

/** The files the mass page takes: CSV (or plain text) and the .xlsx the sample links offer (spec 02 §7). */
export const MASS_FILE_ACCEPT =
  '.csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Whether a file is a spreadsheet (read by the .xlsx reader, loaded only then). */
export function isSpreadsheet(file: File): boolean {
  return /\.xlsx$/i.test(file.name);
}

/**
 * Reads a chosen file into rows: a spreadsheet's first sheet through `@portal/api/xlsx` (its own chunk, fetched only
 * when such a file is chosen), anything else as CSV text.
 */
export async function readMassFile(method: MassMethod, file: File): Promise<MassParseResult> {
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
