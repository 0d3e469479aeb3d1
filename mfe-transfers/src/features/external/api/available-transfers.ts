import { useQuery } from '@tanstack/react-query';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/** Available transfers by country (spec 02 §7 "External transfers"): the kinds that reach it and their currencies. */
export function useAvailableTransfers(countryCode: string) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getAvailableTransfers', countryCode],
    enabled: countryCode !== '',
    queryFn: async () =>
      asList((await method.call('getAvailableTransfers', { countryCode }, { popup: false })).transfers).map(
        (transfer) => ({ ...transfer, currencies: asList(transfer.currencies).map(String) }),
      ),
  });
}
