import { useMutation } from '@tanstack/react-query';
import type { GlobalPaymentSubmitRequest, SubmitResult } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { QUIET } from './get-global-pay-batch';

/** Step 6 (spec 02 §7 "Submit payment"): the payout to approve with the code e-mailed to the recipient. */
export function useSubmitGlobalPayment(secret: string) {
  const { method } = useServices();
  return useMutation({
    mutationFn: async (request: Omit<GlobalPaymentSubmitRequest, 'paymentSecret'>): Promise<SubmitResult> => {
      const answer = await method.call('submitGlobalPayment', { ...request, paymentSecret: secret }, QUIET);
      return { ...answer, operationId: String(answer.operationId) };
    },
  });
}
