import { useMutation } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { ChangePasswordAnswer, ChangePasswordRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/** Password change while signed in (spec 02 §5, §7); a refusal shows in the shell's error popup. */
export function changePassword(
  method: MethodClient,
  request: ChangePasswordRequest,
): Promise<ChangePasswordAnswer> {
  return method.call('changePassword', request);
}

export function useChangePassword() {
  const { method } = useServices();
  return useMutation({ mutationFn: (request: ChangePasswordRequest) => changePassword(method, request) });
}
