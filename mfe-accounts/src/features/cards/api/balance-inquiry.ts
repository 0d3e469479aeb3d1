import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { Account } from '@portal/api/contract';
import { asList } from '@portal/api/numeric';
import { bus } from '@portal/events/bus';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/**
 * Balance inquiry (spec 02 §7), the card accounts' source. Features do not import each other (STYLE.md), so this
 * is the cards area's own reader of the operation; it shares the query key with the home page's, so both read and
 * refresh one cache entry.
 */
export async function fetchAccounts(method: MethodClient, customerId?: number): Promise<Account[]> {
  const answer = await method.call('balanceInquiry', customerId === undefined ? {} : { customerId }, {
    popup: false,
  });
  const accounts = asList(answer.accounts?.account);
  // spec 02 §5: accounts are filtered by the customerId of the acting company when one is given.
  return customerId === undefined
    ? accounts
    : accounts.filter((account) => account.customerId === customerId);
}

export const balanceQueryKey = (customerId?: number) => ['balanceInquiry', customerId ?? 'self'] as const;

/** After a card action: the accounts (statuses, balances) are read again. */
export function invalidateBalances(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['balanceInquiry'] });
}

/** The customer's accounts; a transaction on the live channel refreshes them. */
export function useAccounts() {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscription = bus.on('live.transaction', () => void invalidateBalances(queryClient));
    return () => subscription.unsubscribe();
  }, [queryClient]);
  return useQuery({
    queryKey: balanceQueryKey(customerId),
    queryFn: () => fetchAccounts(method, customerId),
  });
}
