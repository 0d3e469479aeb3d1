import { useQuery } from '@tanstack/react-query';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/** Blocked card BIN list (spec 02 §7): a card row to one of these is refused before the file is sent. */
export function useMassBlockedBins(enabled: boolean) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getBlockedBins'],
    enabled,
    queryFn: async () => asList((await method.call('getBlockedBins', {}, { popup: false })).bins).map(String),
    staleTime: 5 * 60_000,
  });
}
