/** CSV as RFC 4180 writes it, made safe to open in a spreadsheet. */

/** A plain number such as `-35.20`: a spreadsheet reads it as the number it is, so it is left alone. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: a text a spreadsheet would run as a formula gets a leading `'` (unless it is a plain number), then
 * fields with a comma, a quote or a line break are quoted, quotes doubled (RFC 4180 §2.5-2.7).
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated (RFC 4180 §2.1). */
export function csvRecord(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
