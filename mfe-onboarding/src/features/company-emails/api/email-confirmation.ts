import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyEmail, ConfirmEmailCodeRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { confirmEmailCode, requestEmailConfirmationCode } from '../../../shared/email-operations';
import { useEmailsKey } from './emails';

/** Email confirm request (spec 03 §7): a 6-digit code goes to the address. The page names a refusal. */
export function useRequestEmailCode() {
  const { method } = useServices();
  return useMutation({ mutationFn: (emailId: number) => requestEmailConfirmationCode(method, emailId) });
}

/** Email confirm (spec 03 §7: emailId, confirmationCode); the confirmed e-mail replaces its row at once. */
export function useConfirmEmailCode() {
  const { method } = useServices();
  const key = useEmailsKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ConfirmEmailCodeRequest) => confirmEmailCode(method, request),
    onSuccess: (confirmed) =>
      queryClient.setQueryData<CompanyEmail[]>(key, (emails) =>
        emails?.map((email) => (email.emailId === confirmed.emailId ? { ...email, ...confirmed } : email)),
      ),
  });
}
