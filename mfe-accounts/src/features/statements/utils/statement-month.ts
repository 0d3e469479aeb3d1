import type { HistoryExportRequest, StatementExport } from '@portal/api/catalogue';

const pad = (value: number) => String(value).padStart(2, '0');

/** The first and last day of a month, `YYYY-MM-DD`. */
export function monthRange(year: number, month: number): { fromDate: string; toDate: string } {
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { fromDate: `${year}-${pad(month)}-01`, toDate: `${year}-${pad(month)}-${pad(lastDay)}` };
}

/** The year and month of a statement list item; `dateFrom` (its first day) when the numbers are missing. */
export function statementMonth(item: StatementExport): { year: number; month: number } {
  const [year, month] = String(item.dateFrom).split('-').map(Number);
  return { year: item.year ?? year ?? 0, month: item.month ?? month ?? 1 };
}

/** The export of one month's statement (spec 02 §3: statements by account, year and month). */
export function statementExportRequest(item: StatementExport): HistoryExportRequest {
  const { year, month } = statementMonth(item);
  return { accountId: item.accountId, ...monthRange(year, month), source: 'statement' };
}
