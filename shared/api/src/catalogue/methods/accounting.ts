// The method API's operation of statements for accounting software (issue 51, beyond the spec; mfe-accounts'
// `features/accounting-exports`). Its status, download and e-mail are the exports' own (methods/accounts.ts).
import type { AccountingExportRequest, AccountingExportResponse } from '../accounting-statements';
import { READS_BALANCES } from '../authorization';
import { acting, type MethodTraits } from '../method-traits';

export interface AccountingOperations {
  exportAccountingStatement: { request: AccountingExportRequest; response: AccountingExportResponse };
}

export const ACCOUNTING_METHODS: Record<keyof AccountingOperations, MethodTraits> = {
  // Who may read the account's balances may export its statement (as exportTransactionHistory).
  exportAccountingStatement: acting(READS_BALANCES),
};
