import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import { useServices } from '@portal/session/react';
import { useEmailsKey } from './emails';

/** Email delete (spec 03 §7); the primary e-mail is never offered for it. The dialog names a refusal. */
export function deleteEmail(method: MethodClient, emailId: number) {
  return method.call('deleteEmail', { emailId }, { popup: false });
}

export function useDeleteEmail() {
  const { method } = useServices();
  const key = useEmailsKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailId: number) => deleteEmail(method, emailId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
