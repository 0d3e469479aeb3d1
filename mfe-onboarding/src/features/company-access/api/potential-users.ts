import { useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { PotentialUser } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';
import { accessKey, useAccessCustomer } from './access-key';

/** Potential users (spec 03 §7): representatives with an e-mail who have no access yet. */
export async function fetchPotentialUsers(method: MethodClient): Promise<PotentialUser[]> {
  const answer = await method.call('getPotentialUsers', {}, { popup: false });
  return asList(answer.potentialUsers);
}

export function usePotentialUsers(enabled: boolean) {
  const { method } = useServices();
  return useQuery({
    queryKey: accessKey(useAccessCustomer(), 'getPotentialUsers'),
    queryFn: () => fetchPotentialUsers(method),
    enabled,
  });
}
