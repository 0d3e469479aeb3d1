import type { MethodClient } from '@portal/api/client';
import type { HistoryExportRequest } from '@portal/api/catalogue';

/**
 * Transaction history export (spec 02 §7): starts the export of a filter on the server and answers its exportId. A
 * statement is the same export for one account and month (`source: 'statement'`).
 */
export async function startHistoryExport(
  method: MethodClient,
  request: HistoryExportRequest,
): Promise<string> {
  const answer = await method.call('exportTransactionHistory', request, { popup: false });
  return String(answer.exportId);
}
