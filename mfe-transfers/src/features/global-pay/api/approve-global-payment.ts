import { useMutation } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';
import { QUIET } from './get-global-pay-batch';

/**
 * Step 7 (spec 02 §3 "Approve payload: approvalCode, operationId"). The answer is the payment's status as the server
 * now has it; the page shows that, and does not ask for the payment again: its link is used up (NF from now on).
 */
export function useApproveGlobalPayment(secret: string) {
  const { method } = useServices();
  return useMutation({
    mutationFn: (request: { operationId: string; approvalCode: string }) =>
      method.call('approveGlobalPayment', { ...request, paymentSecret: secret }, QUIET),
  });
}
