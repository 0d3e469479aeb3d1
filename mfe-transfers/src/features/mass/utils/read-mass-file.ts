import { parseMassText, type MassMethod, type MassParseResult } from '@portal/api/mass';

/** The files the mass page takes: CSV (or plain text) and the .xlsx the sample links offer (spec 02 §7). */
export const MASS_FILE_ACCEPT =
  '.csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Whether a file is a spreadsheet (read by the .xlsx reader, loaded only then). */
export function isSpreadsheet(file: File): boolean {
  return /\.xlsx$/i.test(file.name);
}

/**
 * Reads a chosen file into rows: CSV text (a spreadsheet is refused for now).
 */
export async function readMassFile(method: MassMethod, file: File): Promise<MassParseResult> {
  if (!isSpreadsheet(file)) return parseMassText(method, await file.text());
  // The .xlsx reader (@portal/api/xlsx) is on its way (issue 15, slice A1); until then a spreadsheet is refused here.
  throw new Error(`${file.name}: spreadsheets are not read yet`);
}
