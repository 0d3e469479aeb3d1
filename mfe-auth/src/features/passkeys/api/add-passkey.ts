import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { AddPasskeyRequest, PasskeyItem } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/** Adding a passkey, step 2: the browser's answer and the customer's name for it. */
export async function addPasskey(method: MethodClient, request: AddPasskeyRequest): Promise<PasskeyItem> {
  const answer = await method.call('addPasskey', request, { popup: false });
  return answer.passkey;
}

/** The failure stays with the caller: the add dialog shows it (an expired registration, a refused answer). */
export function useAddPasskey() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AddPasskeyRequest) => addPasskey(method, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['getPasskeys'] }),
  });
}
