import { useQuery } from '@tanstack/react-query';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/** Eft branch options (spec 02 §7: paramName, countryCode, bankCode); asked once a bank is chosen. */
export function useEftBranchOptions(paramName: string, countryCode: string, bankCode: string) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getEftBranchOptions', paramName, countryCode, bankCode],
    enabled: countryCode !== '' && bankCode !== '',
    queryFn: async () =>
      asList(
        (await method.call('getEftBranchOptions', { paramName, countryCode, bankCode }, { popup: false }))
          .options,
      ).map((option) => ({ ...option, value: String(option.value) })),
  });
}
