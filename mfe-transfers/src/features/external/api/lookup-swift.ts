import { useQuery } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';

/** SWIFT dictionary lookup (spec 02 §3 "Bank lookup by SWIFT"); asked only for a BIC of the ISO 9362 form. */
export function useLookupSwift(swift: string | undefined) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['lookupSwift', swift],
    enabled: swift !== undefined,
    queryFn: () => method.call('lookupSwift', { swift: swift as string }, { popup: false }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
