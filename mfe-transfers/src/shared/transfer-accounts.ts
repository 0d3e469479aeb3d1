import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MethodClient } from '@portal/api/client';
import { ACCOUNT_TYPES, CARD_STATUS, type Account } from '@portal/api/contract';
import { isCardAccount } from '@portal/api/cards';
import { asList } from '@portal/api/numeric';
import { bus } from '@portal/events/bus';
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

/** Balance inquiry (spec 02 §7), filtered by the acting company's customer id (spec 02 §5). */
export async function fetchTransferAccounts(method: MethodClient, customerId?: number): Promise<Account[]> {
  const answer = await method.call('balanceInquiry', customerId === undefined ? {} : { customerId }, {
    popup: false,
  });
  return asList(answer.accounts?.account).filter(
    (account) =>
      isTransferAccount(account) && (customerId === undefined || account.customerId === customerId),
  );
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
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscription = bus.on('live.transaction', () => {
      void invalidateTransferAccounts(queryClient);
    });
    return () => subscription.unsubscribe();
  }, [queryClient]);
  return useQuery(transferAccountsQuery(method, customerId));
}
