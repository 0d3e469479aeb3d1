import { useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import { ACCOUNT_TYPES, type Account } from '@portal/api/catalogue';
import { isCardAccount } from '@portal/api/cards';
import { fetchBalances } from '@portal/remote/balances';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/**
 * The merchant's accounts a payment can arrive on, from the balance inquiry the portal already makes (spec 02 §7),
 * filtered by the acting company (spec 02 §5): no cards, no closed accounts.
 */
export async function fetchMerchantAccounts(method: MethodClient, customerId?: number): Promise<Account[]> {
  return (await fetchBalances(method, customerId)).filter(
    (account) => !isCardAccount(account) && account.type !== ACCOUNT_TYPES.closed,
  );
}

export function useMerchantAccounts(enabled = true) {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  return useQuery({
    queryKey: ['merchant', 'balanceInquiry', customerId ?? 'self'] as const,
    queryFn: () => fetchMerchantAccounts(method, customerId),
    enabled,
  });
}
