import { useMutation } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { CancelPasswordChangeRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/** Withdraws a password change that waits for confirmation (spec 03 §8: 'Confirmation canceled'). */
export async function cancelPasswordChange(
  method: MethodClient,
  request: CancelPasswordChangeRequest,
): Promise<void> {
  await method.call('cancelPasswordChange', request);
}

export function useCancelPasswordChange() {
  const { method } = useServices();
  return useMutation({
    mutationFn: (request: CancelPasswordChangeRequest) => cancelPasswordChange(method, request),
  });
}
