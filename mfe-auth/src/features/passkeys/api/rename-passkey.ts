import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { RenamePasskeyRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

export async function renamePasskey(method: MethodClient, request: RenamePasskeyRequest): Promise<void> {
  await method.call('renamePasskey', request, { popup: false });
}

/** The failure stays with the caller: the rename dialog shows it. */
export function useRenamePasskey() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RenamePasskeyRequest) => renamePasskey(method, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['getPasskeys'] }),
  });
}
