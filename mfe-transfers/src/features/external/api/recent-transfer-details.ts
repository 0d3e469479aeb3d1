import { useMutation } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';

/** Recent transfer details (spec 02 §3 "Transaction detail"): what a repeat of the transfer fills in. */
export function useRecentTransferDetails() {
  const { method } = useServices();
  return useMutation({
    mutationFn: (transactionId: number) =>
      method.call('getRecentTransferDetails', { transactionId }, { popup: false }),
  });
}
