import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlobalPaySetMethodForbiddenRequest } from '@portal/api/contract';
import { useServices } from '@portal/session/react';
import { QUIET, globalPayBatchKey, normalizeBatch } from './get-global-pay-batch';

/** spec 02 §7 "Set method forbidden" for one payment; the answer is the batch as it now is, which replaces the one shown. */
export function useSetGlobalPayMethodForbidden() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: GlobalPaySetMethodForbiddenRequest) =>
      normalizeBatch(await method.call('setGlobalPayMethodForbidden', request, QUIET)),
    onSuccess: (batch) => queryClient.setQueryData(globalPayBatchKey(batch.batchId), batch),
  });
}
