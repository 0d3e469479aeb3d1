import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlobalPayUpdatePaymentsRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { QUIET, globalPayBatchKey, normalizeBatch } from './get-global-pay-batch';

/** spec 02 §7 "Update payments: adds, updates, deletes, restores" (a draft only); the answer is the batch as it now is, which replaces the one shown. */
export function useUpdateGlobalPayPayments() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: GlobalPayUpdatePaymentsRequest) =>
      normalizeBatch(await method.call('updateGlobalPayPayments', request, QUIET)),
    onSuccess: (batch) => queryClient.setQueryData(globalPayBatchKey(batch.batchId), batch),
  });
}
