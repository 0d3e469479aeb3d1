import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardAliasRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { invalidateBalances } from './balance-inquiry';

/** spec 02 §7: a card's alias is at most 30 characters (and at least one). */
export const CARD_ALIAS_MAX_LENGTH = 30;

/** Card set alias name (spec 02 §7); the dialog shows a refusal. */
export function useCardSetAliasName() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CardAliasRequest) => method.call('cardSetAliasName', request, { popup: false }),
    onSuccess: () => invalidateBalances(queryClient),
  });
}
