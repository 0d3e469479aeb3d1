import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';
import { setPrimaryEmail } from '../../../shared/email-operations';
import { useEmailsKey } from './emails';

/** Email set primary (spec 03 §7): only a confirmed e-mail is offered. The page names a refusal. */
export function useSetPrimaryEmail() {
  const { method } = useServices();
  const key = useEmailsKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailId: number) => setPrimaryEmail(method, emailId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
