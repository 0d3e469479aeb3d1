import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardLoadRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { invalidateBalances } from './balance-inquiry';

/** Loads a prepaid card from an own account of its currency; both balances change, so they are read again. */
export function useCardLoad() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CardLoadRequest) => method.call('cardLoad', request, { popup: false }),
    onSuccess: () => invalidateBalances(queryClient),
  });
}
