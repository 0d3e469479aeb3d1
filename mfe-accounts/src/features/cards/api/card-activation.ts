import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardActivationRequest } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';
import { invalidateBalances } from './balance-inquiry';

/** Card activation data (spec 02 §7): the fee, its currency and the extra parameters to fill. */
export function useCardActivationData(accountId: number) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getCardActivationData', accountId],
    queryFn: async () => {
      const answer = await method.call('getCardActivationData', { accountId }, { popup: false });
      return { ...answer, extraParams: asList(answer.extraParams) };
    },
    staleTime: 0,
  });
}

/**
 * Card activation (spec 02 §7): the answer holds the PIN, shown once by the dialog. The card is active after it,
 * so the accounts are read again.
 */
export function useCardActivation() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CardActivationRequest) => method.call('cardActivation', request, { popup: false }),
    onSuccess: () => invalidateBalances(queryClient),
  });
}
