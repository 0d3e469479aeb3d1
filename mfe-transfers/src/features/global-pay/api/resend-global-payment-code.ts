import { useMutation } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';
import { QUIET } from './get-global-pay-batch';

/** spec 02 §7 "Resend approval code (approveType, operationId)": a new code by e-mail. */
export function useResendGlobalPaymentCode(secret: string) {
  const { method } = useServices();
  return useMutation({
    mutationFn: (operationId: string) =>
      method.call(
        'resendGlobalPaymentCode',
        { paymentSecret: secret, operationId, approveType: 'approvalCode' },
        QUIET,
      ),
  });
}
