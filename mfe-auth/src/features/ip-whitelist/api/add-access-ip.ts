import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { AddAccessIpRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/** Adds an address or range to the whitelist. The dialog shows a `TA1` refusal on its fields. */
export async function addAccessIp(method: MethodClient, request: AddAccessIpRequest): Promise<void> {
  await method.call('addAccessIp', request, { popup: false });
}

export function useAddAccessIp() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AddAccessIpRequest) => addAccessIp(method, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['getAccessIpList'] }),
  });
}
