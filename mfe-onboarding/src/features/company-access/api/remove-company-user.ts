import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import { useServices } from '@portal/session/react';
import { accessRoot, useAccessCustomer } from './access-key';

/** Takes a user's access (never the owner's, spec 03 §6); the dialog names a refusal, so no popup. */
export function removeCompanyUser(method: MethodClient, userId: number) {
  return method.call('removeCompanyUser', { userId }, { popup: false });
}

export function useRemoveCompanyUser() {
  const { method } = useServices();
  const root = accessRoot(useAccessCustomer());
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeCompanyUser(method, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}
