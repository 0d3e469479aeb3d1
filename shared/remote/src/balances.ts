import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { Account } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { bus } from '@portal/events/bus';

/**
 * Balance inquiry (spec 02 §7), the one reader of the accounts and their balances every area uses: the answer holds
 * `accounts.account`, one item or a list, filtered by the acting company's customer id when one is given (spec 02
 * §5). Each area keeps its own query key and narrows the list to the accounts it offers.
 */
export async function fetchBalances(method: MethodClient, customerId?: number): Promise<Account[]> {
  const answer = await method.call('balanceInquiry', customerId === undefined ? {} : { customerId }, {
    popup: false,
  });
  const accounts = asList(answer.accounts?.account);
  return customerId === undefined
    ? accounts
    : accounts.filter((account) => account.customerId === customerId);
}

/** Money moved on the live channel (`live.transaction`): the balances under `queryKey` are read again. */
export function useBalancesLiveReload(queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    const subscription = bus.on('live.transaction', () => {
      void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
    });
    return () => subscription.unsubscribe();
  }, [queryClient, key]);
}
