import { useQuery } from '@tanstack/react-query';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/** Blocked card BIN list (spec 02 §7): a card payout to one of these is refused before it is sent. */
export function useBlockedBins(enabled: boolean) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getBlockedBins'],
    enabled,
    queryFn: async () => asList((await method.call('getBlockedBins', {}, { popup: false })).bins).map(String),
    staleTime: 5 * 60_000,
  });
}
