import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';
import { QUIET } from './get-global-pay-batch';
import { globalPaymentKey } from './get-global-payment';

/** Step 8 (spec 02 §4 "Alternatively, refuse"): the money goes back; the status read again says 'refused'. */
export function useRefuseGlobalPayment(secret: string) {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => method.call('refuseGlobalPayment', { paymentSecret: secret }, QUIET),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: globalPaymentKey(secret) }),
  });
}
