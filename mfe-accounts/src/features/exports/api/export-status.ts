import type { MethodClient } from '@portal/api/client';
import type { ExportStatus } from '@portal/api/catalogue';

/** Export status get (spec 02 §7), polled until the export is done or failed. */
export function fetchExportStatus(method: MethodClient, exportId: string): Promise<ExportStatus> {
  return method.call('getExportStatus', { exportId }, { popup: false });
}
