import { useMutation } from '@tanstack/react-query';
import type { SecurityClient } from '@portal/api/client';
import { useServices } from '@portal/session/react';

export interface ConfirmTwoStepVariables {
  reqId: string;
  code: string;
}

/** Confirms a two-step verification change with the SMS code (spec 02 §7). A wrong code answers HTTP 400. */
export function confirmTwoStep(
  security: SecurityClient,
  { reqId, code }: ConfirmTwoStepVariables,
): Promise<void> {
  return security.confirmTwoStep(reqId, { code });
}

/** The failure stays with the caller: the code dialog shows the server's message (spec 02 §8). */
export function useConfirmTwoStep() {
  const { security } = useServices();
  return useMutation({
    mutationFn: (variables: ConfirmTwoStepVariables) => confirmTwoStep(security, variables),
  });
}
