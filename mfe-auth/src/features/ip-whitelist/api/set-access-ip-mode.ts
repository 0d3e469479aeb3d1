import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { AccessIpMode } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/** Mode 1 allows sign-in only from the whitelist, 0 from anywhere (spec 02 §6). */
export async function setAccessIpMode(method: MethodClient, mode: AccessIpMode): Promise<void> {
  await method.call('setAccessIpMode', { mode });
}

export function useSetAccessIpMode() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: AccessIpMode) => setAccessIpMode(method, mode),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['getAccessIpList'] }),
  });
}
