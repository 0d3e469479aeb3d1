import { useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { CustomerSummary } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/** Fewer characters than this match too much to be useful. */
export const CUSTOMER_SEARCH_MIN_LENGTH = 2;

/** Finds customers an admin may act for (spec 01 §6). */
export async function searchCustomers(method: MethodClient, query: string): Promise<CustomerSummary[]> {
  const answer = await method.call('searchCustomers', { query }, { popup: false });
  return asList(answer.customers);
}

/** Runs once a query of at least two characters is submitted; empty until then. */
export function useSearchCustomers(query: string) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['searchCustomers', query],
    queryFn: () => searchCustomers(method, query),
    enabled: query.length >= CUSTOMER_SEARCH_MIN_LENGTH,
  });
}
