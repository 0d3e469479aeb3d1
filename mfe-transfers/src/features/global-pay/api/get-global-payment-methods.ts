import { useQuery } from '@tanstack/react-query';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';
import { QUIET } from './get-global-pay-batch';

/** Step 3: the methods (and their currencies) that reach the chosen country. */
export function useGlobalPaymentMethods(secret: string, countryCode: string) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'getGlobalPaymentMethods', secret, countryCode],
    enabled: countryCode !== '',
    queryFn: async () =>
      asList(
        (await method.call('getGlobalPaymentMethods', { paymentSecret: secret, countryCode }, QUIET)).methods,
      ).map((item) => ({ ...item, currencies: asList(item.currencies).map(String) })),
    retry: false,
  });
}
