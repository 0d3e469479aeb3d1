import { useQuery } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';

/**
 * The card's number, holder, expiry and CVV. Sensitive: read when the dialog opens and dropped from the cache
 * as soon as it closes.
 */
export function useCardDetails(accountId: number) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getCardDetails', accountId],
    queryFn: () => method.call('getCardDetails', { accountId }, { popup: false }),
    gcTime: 0,
    staleTime: 0,
  });
}
