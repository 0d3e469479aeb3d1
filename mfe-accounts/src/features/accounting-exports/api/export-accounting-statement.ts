import type { MethodClient } from '@portal/api/client';
import type { AccountingExportRequest } from '@portal/api/catalogue';

/**
 * Statement for accounting software (issue 51 item 1): starts the export of an account's period as camt.053, MT940,
 * OFX or QBO and answers its exportId; from there it is an ordinary export (status, download, e-mail, spec 02 §7).
 */
export async function startAccountingExport(
  method: MethodClient,
  request: AccountingExportRequest,
): Promise<string> {
  const answer = await method.call('exportAccountingStatement', request, { popup: false });
  return String(answer.exportId);
}
