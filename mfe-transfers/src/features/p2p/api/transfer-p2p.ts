import { useMutation } from '@tanstack/react-query';
import type { P2pTransferRequest, SubmitResult } from '@portal/api/contract';
import { useServices } from '@portal/session/react';

/**
 * The p2p submit (spec 02 §7 "P2P: Transfer"). It answers a SubmitResult to approve (spec 02 §4); refusals (PR, 51,
 * 61, TA1) are shown beside the form, not in the popup.
 */
export function useTransferP2p() {
  const { method } = useServices();
  return useMutation({
    mutationFn: async (request: P2pTransferRequest): Promise<SubmitResult> => {
      const answer = await method.call('transferP2p', request, { popup: false });
      return { ...answer, operationId: String(answer.operationId), fee: String(answer.fee) };
    },
  });
}
