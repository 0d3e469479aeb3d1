import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { Account } from '@portal/api/contract';
import { asList } from '@portal/api/numeric';
import { bus } from '@portal/events/bus';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/** Balance inquiry (spec 02 §7): the answer holds `accounts.account`, one item or a list. */
export async function fetchBalances(method: MethodClient, customerId?: number): Promise<Account[]> {
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

/** The balances query, for the hook and for prefetching it with the page's code. */
export const balancesQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: balanceQueryKey(customerId),
  queryFn: () => fetchBalances(method, customerId),
});

/** The customer's accounts; a transaction on the live channel refreshes them without a reload. */
export function useBalances() {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscription = bus.on('live.transaction', () => {
      void queryClient.invalidateQueries({ queryKey: ['balanceInquiry'] });
    });
    return () => subscription.unsubscribe();
  }, [queryClient]);
  return useQuery(balancesQuery(method, customerId));
}
