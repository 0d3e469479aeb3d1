import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { RemovePasskeyRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/** Removing a passkey needs the password again (issue 50 item 1). */
export async function removePasskey(method: MethodClient, request: RemovePasskeyRequest): Promise<void> {
  await method.call('removePasskey', request, { popup: false });
}

/** The failure stays with the caller: the remove dialog shows it (a wrong password). */
export function useRemovePasskey() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RemovePasskeyRequest) => removePasskey(method, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['getPasskeys'] }),
  });
}
