import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlobalPaySetFeeShareRequest } from '@portal/api/contract';
import { useServices } from '@portal/session/react';
import { QUIET, globalPayBatchKey, normalizeBatch } from './get-global-pay-batch';

/** spec 02 §7 "Set fee side": of some payments, or of all when none is named; the answer is the batch as it now is, which replaces the one shown. */
export function useSetGlobalPayFeeShare() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: GlobalPaySetFeeShareRequest) =>
      normalizeBatch(await method.call('setGlobalPayFeeShare', request, QUIET)),
    onSuccess: (batch) => queryClient.setQueryData(globalPayBatchKey(batch.batchId), batch),
  });
}
