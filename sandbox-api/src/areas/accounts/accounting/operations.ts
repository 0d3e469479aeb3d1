import type { MethodDefinitions } from '../../../platform/pipeline/types';
import { accountingExportRequestSchema, accountingExportResponseSchema } from './schemas';
import type { AccountingService } from './service';

/**
 * Statements for accounting software (issue 51): the export's start. Its status, download and e-mail are the
 * exports' own operations (history/operations.ts); the access is declared in the catalogue (methods/accounting.ts).
 */
export function createAccountingMethods(
  accounting: AccountingService,
): Pick<MethodDefinitions, 'exportAccountingStatement'> {
  return {
    exportAccountingStatement: {
      requestSchema: accountingExportRequestSchema,
      responseSchema: accountingExportResponseSchema,
      handle: async (context) =>
        accounting.exportAccountingStatement(
          context.caller(),
          await context.actingCustomerId(),
          context.request,
        ),
    },
  };
}
