import { useQuery } from '@tanstack/react-query';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/** The countries dictionary (spec 02 §7 "dictionary countries"): where an external transfer can go. */
export function useCountries() {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getCountries'],
    queryFn: async () =>
      asList((await method.call('getCountries', {}, { popup: false })).dictionary?.country),
    staleTime: Infinity,
  });
}
