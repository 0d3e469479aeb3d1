import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';
import { QUIET, globalPayBatchKey } from './get-global-pay-batch';

/** spec 02 §7 "Reject batch"; the batch is read again to show its new status. */
export function useRejectGlobalPayBatch() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: number) => method.call('rejectGlobalPayBatch', { batchId }, QUIET),
    onSuccess: (_answer, batchId) => queryClient.invalidateQueries({ queryKey: globalPayBatchKey(batchId) }),
  });
}
