import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddCardRequest, ConfirmCardRequest } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/** The customer's cards of other banks. */
export function useExternalCards() {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getExternalCards'],
    queryFn: async () => asList((await method.call('getExternalCards', {}, { popup: false })).cards?.card),
  });
}

/** One card of another bank, for its confirmation page. */
export function useExternalCard(cardId: number) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getExternalCard', cardId],
    enabled: Number.isInteger(cardId) && cardId > 0,
    queryFn: () => method.call('getExternalCard', { cardId }, { popup: false }),
  });
}

/** Adds a card of another bank; it waits for its confirmation by the verification charge. */
export function useAddCard() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AddCardRequest) => method.call('addCard', request, { popup: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['getExternalCards'] }),
  });
}

/** Confirms a card with the amount of the verification charge; the answer is the card as it is now. */
export function useConfirmCard() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ConfirmCardRequest) => method.call('confirmCard', request, { popup: false }),
    onSuccess: (card) => {
      queryClient.setQueryData(['getExternalCard', card.cardId], card);
      void queryClient.invalidateQueries({ queryKey: ['getExternalCards'] });
    },
  });
}
