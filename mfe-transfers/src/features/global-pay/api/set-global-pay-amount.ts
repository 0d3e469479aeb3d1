import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlobalPaySetAmountRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { QUIET, globalPayBatchKey, normalizeBatch } from './get-global-pay-batch';

/** spec 02 §4 "set the amount" of one payment; the answer is the batch as it now is, which replaces the one shown. */
export function useSetGlobalPayAmount() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: GlobalPaySetAmountRequest) =>
      normalizeBatch(await method.call('setGlobalPayAmount', request, QUIET)),
    onSuccess: (batch) => queryClient.setQueryData(globalPayBatchKey(batch.batchId), batch),
  });
}
