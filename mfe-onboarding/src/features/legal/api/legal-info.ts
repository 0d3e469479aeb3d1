import { useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { LegalInfoItem } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/** Legal info (spec 02 §7): the documents of the customer the user acts for. */
export async function fetchLegalInfo(method: MethodClient): Promise<LegalInfoItem[]> {
  const answer = await method.call('getLegalInfo', {}, { popup: false });
  return asList(answer.items);
}

/** The query, for the hook and for prefetching it with the page's code. */
export const legalInfoQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: ['getLegalInfo', customerId ?? 'self'] as const,
  queryFn: () => fetchLegalInfo(method),
});

export function useLegalInfo() {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  return useQuery(legalInfoQuery(method, customerId));
}
