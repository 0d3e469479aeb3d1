import type { MethodClient } from '@portal/api/client';
import type { ExportEmailRequest } from '@portal/api/catalogue';

/** Export send to email (spec 02 §7): exportId, email, and fromCustomerId when acting for a business. */
export async function sendExportToEmail(method: MethodClient, request: ExportEmailRequest): Promise<void> {
  await method.call('sendExportToEmail', request, { popup: false });
}
