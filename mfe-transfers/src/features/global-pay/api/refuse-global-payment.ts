import { useMutation } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';
import { QUIET } from './get-global-pay-batch';

/**
 * Step 8 (spec 02 §4 "Alternatively, refuse"): the money goes back. The answer is the server's status ('refused');
 * the link is used up, so the payment is not asked for again.
 */
export function useRefuseGlobalPayment(secret: string) {
  const { method } = useServices();
  return useMutation({
    mutationFn: () => method.call('refuseGlobalPayment', { paymentSecret: secret }, QUIET),
  });
}
