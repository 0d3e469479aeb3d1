import { useMutation } from '@tanstack/react-query';
import type { GlobalPaySubmitRequest, SubmitResult } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { QUIET } from './get-global-pay-batch';

/** spec 02 §7 "Submit batch": a SubmitResult to approve through the shell's popups, like a single transfer. */
export function useSubmitGlobalPayBatch() {
  const { method } = useServices();
  return useMutation({
    mutationFn: async (request: GlobalPaySubmitRequest): Promise<SubmitResult> => {
      const answer = await method.call('submitGlobalPayBatch', request, QUIET);
      return { ...answer, operationId: String(answer.operationId), fee: String(answer.fee ?? '0') };
    },
  });
}
