import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardReissueRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { invalidateBalances } from './balance-inquiry';

/** Card reissue (spec 02 §7), with or without express shipping; the dialog shows a refusal. */
export function useCardReissue() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CardReissueRequest) => method.call('cardReissue', request, { popup: false }),
    onSuccess: () => invalidateBalances(queryClient),
  });
}
