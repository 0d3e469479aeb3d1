import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MethodResponse } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { invalidateBalances } from './balance-inquiry';

/** Card actions that take only the account id (spec 02 §7): pause, unpause, block, upgrade shipping, enrollment. */
export type CardStatusOperation =
  'cardPause' | 'cardUnpause' | 'cardBlock' | 'cardReissueUpgradeShipping' | 'cardEnrollment';

/**
 * One of those actions. A refusal comes back to the dialog, which shows the server's responseDescription
 * (spec 02 §7, §8), so no popup; success re-reads the accounts, whose status the action changed.
 */
export function useCardStatusAction(operation: CardStatusOperation) {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: number): Promise<MethodResponse<CardStatusOperation>> =>
      method.call(operation, { accountId }, { popup: false }),
    onSuccess: () => invalidateBalances(queryClient),
  });
}
