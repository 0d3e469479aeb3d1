import type { QueryClient } from '@tanstack/react-query';
import { useDataReload as useAreaDataReload, type ReloadMap } from '@portal/remote/query';

/**
 * The lists of this area each `data.reload` scope reloads (spec 03 §4 "accounts are reloaded according to its type";
 * issue 47 item 6). The area's keys start with 'merchant'; what follows the operation (customer) is any.
 */
export const MERCHANT_RELOADS: ReloadMap = {
  // `batchPartially` and `cardClosed` (shared/api NOTIFICATION_RELOADS): the accounts a payment or a verification
  // fee is chosen from, with their balances.
  accounts: [['merchant', 'balanceInquiry']],
  documents: [],
  emails: [],
  contracts: [],
  support: [],
  verification: [],
};

/** The shell's `data.reload` reaches this area's lists; released on unmount. */
export function useDataReload(client: QueryClient): void {
  useAreaDataReload(client, MERCHANT_RELOADS);
}
