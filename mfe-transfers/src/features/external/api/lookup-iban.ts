import { useQuery } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';

/** IBAN dictionary lookup (spec 02 §3 "Bank lookup by IBAN"); asked only once the IBAN passed `ibanProblem`. */
export function useLookupIban(iban: string | undefined) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['lookupIban', iban],
    enabled: iban !== undefined,
    queryFn: () => method.call('lookupIban', { iban: iban as string }, { popup: false }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
