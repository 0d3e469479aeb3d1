import type { QueryClient } from '@tanstack/react-query';
import { useDataReload as useAreaDataReload, type ReloadMap } from '@portal/remote/query';

/**
 * The lists of this area each `data.reload` scope reloads (spec 03 §4 "accounts are reloaded according to its
 * type"; issue 47 item 6). Keys start with the operation's name; what follows (customer, page, filter) is any.
 */
export const ACCOUNTS_RELOADS: ReloadMap = {
  // `cardClosed` and `batchPartially` (shared/api NOTIFICATION_RELOADS).
  accounts: [
    // The balances, and the card accounts of the card lists and of a card's page (one source, with their status).
    ['balanceInquiry'],
    // A card of another bank may be the one closed; its list and its confirmation page.
    ['getExternalCards'],
    ['getExternalCard'],
    // The partly executed batch's status, and the transfers it made or refused.
    ['getBatchTransfers'],
    ['getTransactionHistory'],
    ['recentActivity'],
    ['getBalanceHistory'],
    // Not getCardDetails: the number and CVV are read only while their dialog is open, and closing changes neither.
  ],
  // A card's own documents are judged by the card service, not told as a notification.
  documents: [],
  emails: [],
  contracts: [],
  support: [],
  verification: [],
};

/** The shell's `data.reload` reaches this area's lists; released on unmount. */
export function useDataReload(client: QueryClient): void {
  useAreaDataReload(client, ACCOUNTS_RELOADS);
}
