import { useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import { fetchBalances, useBalancesLiveReload } from '@portal/remote/balances';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

export const balanceQueryKey = (customerId?: number) => ['balanceInquiry', customerId ?? 'self'] as const;

/** The balances query, for the hook and for prefetching it with the page's code. */
export const balancesQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: balanceQueryKey(customerId),
  queryFn: () => fetchBalances(method, customerId),
});

/** The customer's accounts; a transaction on the live channel refreshes them without a reload. */
export function useBalances() {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  useBalancesLiveReload(['balanceInquiry']);
  return useQuery(balancesQuery(method, customerId));
}
