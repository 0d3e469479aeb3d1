import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';
import { addEmail } from '../../../shared/email-operations';
import { useEmailsKey } from './emails';

/** Email add (spec 03 §7): the form names a refusal at its field. */
export function useAddEmail() {
  const { method } = useServices();
  const key = useEmailsKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailAddress: string) => addEmail(method, emailAddress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
