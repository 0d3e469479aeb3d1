import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';

/** Add currency (spec 02 §7): opens a payment account in that currency; the balances are read again. */
export function useAddCurrency() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currencyCode: string) => method.call('addCurrency', { currencyCode }, { popup: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['balanceInquiry'] }),
  });
}
