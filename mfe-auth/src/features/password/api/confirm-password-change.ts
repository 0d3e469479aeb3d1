import { useMutation } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { ConfirmPasswordChangeRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/** Confirms a password change with the SMS code (spec 02 §7); the code dialog shows a refusal itself. */
export async function confirmPasswordChange(
  method: MethodClient,
  request: ConfirmPasswordChangeRequest,
): Promise<void> {
  await method.call('confirmPasswordChange', request, { popup: false });
}

export function useConfirmPasswordChange() {
  const { method } = useServices();
  return useMutation({
    mutationFn: (request: ConfirmPasswordChangeRequest) => confirmPasswordChange(method, request),
  });
}
