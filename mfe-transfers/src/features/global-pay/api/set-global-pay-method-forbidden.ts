import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlobalPayBatch, GlobalPaySetMethodForbiddenRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { QUIET, globalPayBatchKey, normalizeBatch } from './get-global-pay-batch';

/**
 * spec 02 §7 "Set method forbidden" for one payment. The box shows the change at once (the cached batch is changed
 * before the answer, and put back if the change is refused); the answer, the batch as it now is, replaces it.
 */
export function useSetGlobalPayMethodForbidden() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: GlobalPaySetMethodForbiddenRequest) =>
      normalizeBatch(await method.call('setGlobalPayMethodForbidden', request, QUIET)),
    onMutate: ({ batchId, paymentId, name, forbidden }) => {
      const key = globalPayBatchKey(batchId);
      const before = queryClient.getQueryData<GlobalPayBatch>(key);
      if (before)
        queryClient.setQueryData<GlobalPayBatch>(key, {
          ...before,
          payments: before.payments.map((payment) =>
            payment.id !== paymentId
              ? payment
              : {
                  ...payment,
                  paymentMethods: payment.paymentMethods.map((item) =>
                    item.name === name ? { ...item, forbidden } : item,
                  ),
                },
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
