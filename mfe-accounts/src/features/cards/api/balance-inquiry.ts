import { useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchBalances, useBalancesLiveReload } from '@portal/remote/balances';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/**
 * The card accounts' source: the balance inquiry (spec 02 §7, `@portal/remote/balances`) under the home page's query
 * key, so both read and refresh one cache entry.
 */
export const balanceQueryKey = (customerId?: number) => ['balanceInquiry', customerId ?? 'self'] as const;

/** After a card action: the accounts (statuses, balances) are read again. */
export function invalidateBalances(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['balanceInquiry'] });
}

/** The customer's accounts; a transaction on the live channel refreshes them. */
export function useAccounts() {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  useBalancesLiveReload(['balanceInquiry']);
  return useQuery({
    queryKey: balanceQueryKey(customerId),
    queryFn: () => fetchBalances(method, customerId),
  });
}
