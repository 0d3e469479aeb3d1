import { useMutation } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { SetPasskeyApprovalRequest } from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';
import { useServices } from '@portal/session/react';

/** Payments approved with a passkey, on or off: the customer's approval method becomes `passkey` or goes back. */
export async function setPasskeyApproval(
  method: MethodClient,
  request: SetPasskeyApprovalRequest,
): Promise<void> {
  await method.call('setPasskeyApproval', request, { popup: false });
}

/**
 * The failure stays with the caller: the password dialog shows it. After a change the shell reloads the user, whose
 * `approvalCodeMode` the switch shows (as after a two-step verification change, spec 02 §4).
 */
export function useSetPasskeyApproval() {
  const { method } = useServices();
  return useMutation({
    mutationFn: (request: SetPasskeyApprovalRequest) => setPasskeyApproval(method, request),
    onSuccess: () => bus.publish('session.reloadUser', {}),
  });
}
