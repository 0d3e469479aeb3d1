import { useQuery } from '@tanstack/react-query';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/** Instant bank list of a country (spec 02 §3 "Instant bank list: banks"). */
export function useInstantBanks(countryCode: string, enabled: boolean) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getInstantBanks', countryCode],
    enabled: enabled && countryCode !== '',
    queryFn: async () =>
      asList((await method.call('getInstantBanks', { countryCode }, { popup: false })).banks).map((bank) => ({
        code: String(bank.code),
        name: bank.name,
      })),
    staleTime: 5 * 60_000,
  });
}
