import { useQuery } from '@tanstack/react-query';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/** spec 02 §7 "Mass sample link list": the sample files of every type, asked once and kept. */
export function useMassSampleLinks() {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'getMassSampleLinks'],
    queryFn: async () => asList((await method.call('getMassSampleLinks', {}, { popup: false })).links),
    staleTime: 30 * 60_000,
  });
}
