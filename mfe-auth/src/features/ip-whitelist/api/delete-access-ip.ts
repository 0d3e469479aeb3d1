import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import { useServices } from '@portal/session/react';

/** Removes a whitelist entry; a refusal shows in the shell's error popup. */
export async function deleteAccessIp(method: MethodClient, id: number): Promise<void> {
  await method.call('deleteAccessIp', { id });
}

export function useDeleteAccessIp() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAccessIp(method, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['getAccessIpList'] }),
  });
}
