import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';
import { QUIET } from './get-global-pay-batch';
import { globalPaymentKey } from './get-global-payment';

/** spec 02 §7 "Cancel payment (paymentId)": a payout waiting for its code is withdrawn; the payment is open again. */
export function useCancelGlobalPayment(secret: string) {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: number) =>
      method.call('cancelGlobalPayment', { paymentSecret: secret, paymentId }, QUIET),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: globalPaymentKey(secret) }),
  });
}
