import { useQuery } from '@tanstack/react-query';
import type { BusinessUsersResponse } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/** The company's users (spec 02 §7 "Business user list"): the "created by" filter and who "you" are. */
export function useBusinessUsers() {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'getBusinessUsers'],
    queryFn: async (): Promise<BusinessUsersResponse['users']> =>
      (await method.call('getBusinessUsers', {}, { popup: false })).users ?? [],
  });
}
