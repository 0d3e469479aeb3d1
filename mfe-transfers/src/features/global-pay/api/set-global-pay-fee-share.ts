import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlobalPayBatch, GlobalPaySetFeeShareRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { QUIET, globalPayBatchKey, normalizeBatch } from './get-global-pay-batch';

/**
 * spec 02 §7 "Set fee side": of some payments, or of all when none is named. The choice shows at once (the cached
 * batch is changed before the answer, and put back if the change is refused); the answer, the batch as it now is
 * with its fees and totals, replaces it.
 */
export function useSetGlobalPayFeeShare() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: GlobalPaySetFeeShareRequest) =>
      normalizeBatch(await method.call('setGlobalPayFeeShare', request, QUIET)),
    onMutate: ({ batchId, paymentIds, feeShare }) => {
      const key = globalPayBatchKey(batchId);
      const before = queryClient.getQueryData<GlobalPayBatch>(key);
      if (before)
        queryClient.setQueryData<GlobalPayBatch>(key, {
          ...before,
          payments: before.payments.map((payment) =>
            !paymentIds || paymentIds.includes(payment.id) ? { ...payment, feeShare } : payment,
          ),
        });
      return { before };
    },
    onError: (_error, { batchId }, context) => {
      if (context?.before) queryClient.setQueryData(globalPayBatchKey(batchId), context.before);
    },
    onSuccess: (batch) => queryClient.setQueryData(globalPayBatchKey(batch.batchId), batch),
  });
}
