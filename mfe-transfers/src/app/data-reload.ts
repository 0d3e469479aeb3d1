import type { QueryClient } from '@tanstack/react-query';
import { useDataReload as useAreaDataReload, type ReloadMap } from '@portal/remote/query';
import { TRANSFER_ACCOUNTS_QUERY_KEY } from '../shared/transfer-accounts';

/**
 * The lists of this area each `data.reload` scope reloads (spec 03 §4 "accounts are reloaded according to its type";
 * issue 47 item 6). The area's keys start with 'transfers'; what follows the operation (customer, batch) is any.
 */
export const TRANSFERS_RELOADS: ReloadMap = {
  // `batchPartially` and `cardClosed` (shared/api NOTIFICATION_RELOADS).
  accounts: [
    // The accounts a transfer leaves from, with the balances a partly executed batch changed.
    TRANSFER_ACCOUNTS_QUERY_KEY,
    // A global-pay batch on its summary page, and each payment's claim once it left the draft.
    ['transfers', 'getGlobalPayBatch'],
    ['transfers', 'getGlobalPayBatchStatus'],
  ],
  documents: [],
  emails: [],
  contracts: [],
  support: [],
  verification: [],
};

/** The shell's `data.reload` reaches this area's lists; released on unmount. */
export function useDataReload(client: QueryClient): void {
  useAreaDataReload(client, TRANSFERS_RELOADS);
}
