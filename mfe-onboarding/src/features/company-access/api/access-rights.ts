import { useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import { ACCESS_RIGHTS, type AccessRightOption } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';
import { accessKey, useAccessCustomer } from './access-key';

/**
 * The rights a user may be given: 0 to 4 (spec 03 §6). Right 5 marks an authorised user and is hidden from the
 * assignable list (spec 03 §5), whatever the server lists.
 */
export function assignableRights(rights: readonly AccessRightOption[]): AccessRightOption[] {
  return rights.filter(
    (right) => Number(right.id) !== ACCESS_RIGHTS.uploading && Number(right.id) >= 0 && Number(right.id) <= 4,
  );
}

export async function fetchAccessRights(method: MethodClient): Promise<AccessRightOption[]> {
  const answer = await method.call('getAccessRights', {}, { popup: false });
  return assignableRights(asList(answer.accessRights));
}

export const accessRightsQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: accessKey(customerId, 'getAccessRights'),
  queryFn: () => fetchAccessRights(method),
  staleTime: Infinity,
});

export function useAccessRights() {
  const { method } = useServices();
  return useQuery(accessRightsQuery(method, useAccessCustomer()));
}
