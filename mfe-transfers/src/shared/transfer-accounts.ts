import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import { ACCOUNT_TYPES, CARD_STATUS, type Account } from '@portal/api/catalogue';
import { isCardAccount } from '@portal/api/cards';
import { fetchBalances, useBalancesLiveReload } from '@portal/remote/balances';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/** The query key of the balances this remote shows; invalidate it after money moved. */
export const TRANSFER_ACCOUNTS_QUERY_KEY = ['transfers', 'balanceInquiry'] as const;

/**
 * Accounts money can leave or arrive on (spec 02 §3): live (status active), not closed (type 11), not cards
 * (a card is loaded from its own page).
 */
export function isTransferAccount(account: Account): boolean {
  return (
    !isCardAccount(account) &&
    account.type !== ACCOUNT_TYPES.closed &&
    account.accountStatusId === CARD_STATUS.active
  );
}

/** Balance inquiry (spec 02 §7), filtered by the acting company's customer id (spec 02 §5), transfer accounts only. */
export async function fetchTransferAccounts(method: MethodClient, customerId?: number): Promise<Account[]> {
  return (await fetchBalances(method, customerId)).filter(isTransferAccount);
}

/** The transfer accounts query, for the hook and for prefetching it with a transfer page's code. */
export const transferAccountsQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: [...TRANSFER_ACCOUNTS_QUERY_KEY, customerId ?? 'self'],
  queryFn: () => fetchTransferAccounts(method, customerId),
});

/** Refreshes the balances after a transfer. */
export function invalidateTransferAccounts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: TRANSFER_ACCOUNTS_QUERY_KEY });
}

/**
 * The acting customer's accounts a transfer can use, with balances. Money arriving over the live channel refreshes
 * them (the subscription is released on unmount).
 */
export function useTransferAccounts() {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  useBalancesLiveReload(TRANSFER_ACCOUNTS_QUERY_KEY);
  return useQuery(transferAccountsQuery(method, customerId));
}
