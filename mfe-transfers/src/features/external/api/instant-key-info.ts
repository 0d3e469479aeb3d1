import { useQuery } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';

/** Instant key info (spec 02 §3 "Instant details: instantInfo"): whose key it is, for the user to confirm. */
export function useInstantKeyInfo(
  countryCode: string,
  instantKeyType: string,
  instantKey: string | undefined,
) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getInstantKeyInfo', countryCode, instantKeyType, instantKey],
    enabled: countryCode !== '' && instantKeyType !== '' && instantKey !== undefined,
    queryFn: async () =>
      (
        await method.call(
          'getInstantKeyInfo',
          { countryCode, instantKeyType, instantKey: instantKey as string },
          { popup: false },
        )
      ).instantInfo,
    retry: false,
  });
}
