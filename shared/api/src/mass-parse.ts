import { splitCsv } from './csv';
import {
  type MassMethod,
  MASS_COLUMNS,
  MASS_MAX_ROWS,
  type MassProblem,
  type MassParseResult,
} from './mass-columns';

// Reading a mass file: its header row to columns, CSV or pasted text to rows.

const compact = (text: string): string => text.replace(/[\s_-]+/g, '').toLowerCase();

/** The column key a header cell names for this method, or '' when it names none. */
export function massColumnOfHeader(method: MassMethod, header: string): string {
  const wanted = compact(header);
  const column = MASS_COLUMNS[method].find(
    (candidate) =>
      compact(candidate.key) === wanted ||
      (candidate.aliases ?? []).some((alias) => compact(alias) === wanted),
  );
  return column?.key ?? '';
}

/**
 * Reads a mass file's text (a CSV file or pasted text) for a method. A first line whose cells name columns
 * (`amount` among them) is the header; otherwise the cells are in the method's column order. Cells are trimmed.
 */
export function parseMassText(method: MassMethod, text: string): MassParseResult {
  const records = splitCsv(text);
  return massRowsFromCells(method, records);
}

/** Builds the rows from cells already split (a CSV's records or a spreadsheet's rows). */
export function massRowsFromCells(
  method: MassMethod,
  records: readonly { line: number; cells: readonly string[] }[],
): MassParseResult {
  const problems: MassProblem[] = [];
  const first = records[0];
  const headerKeys = first ? first.cells.map((cell) => massColumnOfHeader(method, cell)) : [];
  const hasHeader = headerKeys.includes('amount');
  const columns = hasHeader ? headerKeys : MASS_COLUMNS[method].map((column) => column.key);
  if (hasHeader && first) {
    first.cells.forEach((cell, index) => {
      if (headerKeys[index] === '' && cell.trim() !== '')
        problems.push({ code: 'unknownColumn', values: { column: cell.trim() } });
    });
    for (const column of MASS_COLUMNS[method])
      if (column.required && !headerKeys.includes(column.key))
        problems.push({ field: column.key, code: 'missingColumn', values: { column: column.key } });
  }
  const rows = (hasHeader ? records.slice(1) : records).map(({ line, cells }) => {
    const values: Record<string, string> = {};
    columns.forEach((key, index) => {
      if (key !== '' && values[key] === undefined) values[key] = (cells[index] ?? '').trim();
    });
    return { line, values };
  });
  if (rows.length === 0) problems.push({ code: 'noRows' });
  if (rows.length > MASS_MAX_ROWS)
    problems.push({ code: 'tooManyRows', values: { max: MASS_MAX_ROWS, count: rows.length } });
  return { columns, hasHeader, rows, problems };
}
