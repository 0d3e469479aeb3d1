import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';

/** Create wallet (spec 02 §7): a crypto account; the answer holds its address. The balances are read again. */
export function useCreateWallet() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currencyCode: string) => method.call('createWallet', { currencyCode }, { popup: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['balanceInquiry'] }),
  });
}
