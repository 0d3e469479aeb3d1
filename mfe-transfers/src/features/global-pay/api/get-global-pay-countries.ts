import { useQuery } from '@tanstack/react-query';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';
import { QUIET } from './get-global-pay-batch';

/** spec 02 §7 "Country payment methods and dictionary countries": where a payment can go. */
export function useGlobalPayCountries() {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'getGlobalPayCountries'],
    queryFn: async () =>
      asList((await method.call('getGlobalPayCountries', {}, QUIET)).countries).map((country) => ({
        ...country,
        paymentMethods: asList(country.paymentMethods),
      })),
    staleTime: 10 * 60_000,
  });
}
