import { useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { AccessIpListResponse } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/** The IP whitelist and its mode (spec 02 §3, §6); the section shows its own error state. */
export async function fetchAccessIpList(method: MethodClient): Promise<AccessIpListResponse> {
  const answer = await method.call('getAccessIpList', {}, { popup: false });
  return { mode: answer.mode === 1 ? 1 : 0, items: asList(answer.items) };
}

export const accessIpListQueryKey = (customerId?: number) =>
  ['getAccessIpList', customerId ?? 'self'] as const;

export function useAccessIpList() {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  return useQuery({ queryKey: accessIpListQueryKey(customerId), queryFn: () => fetchAccessIpList(method) });
}
