import { useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { CompanyUser } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';
import { accessKey, useAccessCustomer } from './access-key';

/** Business users list (spec 03 §7): each with their right; the owner first. The page shows its own error state. */
export async function fetchCompanyUsers(method: MethodClient): Promise<CompanyUser[]> {
  const answer = await method.call('getCompanyUsers', {}, { popup: false });
  return asList(answer.users);
}

/** The query, for the hook and for prefetching it with the page's code. */
export const companyUsersQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: accessKey(customerId, 'getCompanyUsers'),
  queryFn: () => fetchCompanyUsers(method),
});

export function useCompanyUsers() {
  const { method } = useServices();
  return useQuery(companyUsersQuery(method, useAccessCustomer()));
}
