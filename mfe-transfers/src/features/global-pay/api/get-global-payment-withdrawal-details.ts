import { useMutation } from '@tanstack/react-query';
import type { GlobalPaymentWithdrawalDetailsRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { QUIET } from './get-global-pay-batch';

/** One earlier payout's details (spec 02 §7 "Withdrawal details (paymentSecret, paymentId)"), to fill the form. */
export function useGlobalPaymentWithdrawalDetails() {
  const { method } = useServices();
  return useMutation({
    mutationFn: (request: GlobalPaymentWithdrawalDetailsRequest) =>
      method.call('getGlobalPaymentWithdrawalDetails', request, QUIET),
  });
}
