import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';
import { QUIET } from './get-global-pay-batch';
import { globalPaymentKey } from './get-global-payment';

/** Step 7 (spec 02 §3 "Approve payload: approvalCode, operationId"); then the status is read from the server. */
export function useApproveGlobalPayment(secret: string) {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { operationId: string; approvalCode: string }) =>
      method.call('approveGlobalPayment', { ...request, paymentSecret: secret }, QUIET),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: globalPaymentKey(secret) }),
  });
}
