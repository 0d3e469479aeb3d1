import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyForCardRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { invalidateBalances } from './balance-inquiry';

/** Apply for a card; the answer names the new card account. The page shows a refusal. */
export function useApplyForCard() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApplyForCardRequest) => method.call('applyForCard', request, { popup: false }),
    onSuccess: () => invalidateBalances(queryClient),
  });
}
