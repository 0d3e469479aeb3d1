import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';
import { deleteEmail } from '../../../shared/email-operations';
import { useEmailsKey } from './emails';

/** Email delete (spec 03 §7); the primary e-mail is never offered for it. The dialog names a refusal. */
export function useDeleteEmail() {
  const { method } = useServices();
  const key = useEmailsKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailId: number) => deleteEmail(method, emailId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
