import { useMutation } from '@tanstack/react-query';
import type { ExternalTransferRequest } from '@portal/api/contract';
import { useServices } from '@portal/session/react';

/**
 * Submit an external transfer (spec 02 §7 "Submit by type"). The answer is a SubmitResult to approve (spec 02 §4);
 * the page shows a refusal itself (TA1 on the fields, 51, 61, TNA), so no popup.
 */
export function useTransferExternal() {
  const { method } = useServices();
  return useMutation({
    mutationFn: (request: ExternalTransferRequest) =>
      method.call('transferExternal', request, { popup: false }),
  });
}
