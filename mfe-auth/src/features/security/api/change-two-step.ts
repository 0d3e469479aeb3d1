import { useMutation } from '@tanstack/react-query';
import { reportError, toApiError, type SecurityClient } from '@portal/api/client';
import type { TwoStepChangeAnswer, TwoStepChangeRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/** Two-step verification change (spec 02 §7): the answer says how the user confirms it. */
export function changeTwoStep(
  security: SecurityClient,
  request: TwoStepChangeRequest,
): Promise<TwoStepChangeAnswer> {
  return security.changeTwoStep(request);
}

/** A refusal shows in the shell's error popup (spec 01 §8); the auth service does not report it itself. */
export function useChangeTwoStep() {
  const { security } = useServices();
  return useMutation({
    mutationFn: (request: TwoStepChangeRequest) => changeTwoStep(security, request),
    onError: (error) => reportError(toApiError(error)),
  });
}
