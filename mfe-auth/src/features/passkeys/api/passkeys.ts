import { useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { PasskeyListResponse } from '@portal/api/catalogue';
import { MAX_PASSKEYS } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/** The user's passkeys (issue 50 item 1); the section shows its own error state. */
export async function fetchPasskeys(method: MethodClient): Promise<PasskeyListResponse> {
  const answer = await method.call('getPasskeys', {}, { popup: false });
  return { items: asList(answer.items), max: answer.max || MAX_PASSKEYS };
}

export const passkeysQueryKey = (customerId?: number) => ['getPasskeys', customerId ?? 'self'] as const;

export function usePasskeys() {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  return useQuery({ queryKey: passkeysQueryKey(customerId), queryFn: () => fetchPasskeys(method) });
}
