import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { CompanyEmail } from '@portal/api/contract';
import { useServices } from '@portal/session/react';
import { useEmailsKey } from './emails';

/** Email add (spec 03 §7): the form names a refusal at its field, so no popup. */
export function addEmail(method: MethodClient, emailAddress: string): Promise<CompanyEmail> {
  return method.call('addEmail', { emailAddress }, { popup: false });
}

export function useAddEmail() {
  const { method } = useServices();
  const key = useEmailsKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailAddress: string) => addEmail(method, emailAddress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
