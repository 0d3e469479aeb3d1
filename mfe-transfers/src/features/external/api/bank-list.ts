import { useQuery } from '@tanstack/react-query';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/** Bank list of a country (spec 02 §7), for the eft bank code (spec 02 §5: BR, JP, HK, LK). */
export function useBankList(countryCode: string, enabled: boolean) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getBankList', countryCode],
    enabled: enabled && countryCode !== '',
    queryFn: async () =>
      asList((await method.call('getBankList', { countryCode }, { popup: false })).banks).map((bank) => ({
        code: String(bank.code),
        name: bank.name,
      })),
    staleTime: 5 * 60_000,
  });
}
