import { useQuery } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';
import { QUIET } from './get-global-pay-batch';

/** The holder and bank of an instant key (spec 02 §7 "Instant details"), asked once the key is left. */
export function useGlobalPaymentInstantDetails(
  secret: string,
  countryCode: string,
  instantKeyType: string,
  instantKey: string | undefined,
) {
  const { method } = useServices();
  return useQuery({
    queryKey: [
      'transfers',
      'getGlobalPaymentInstantDetails',
      secret,
      countryCode,
      instantKeyType,
      instantKey,
    ],
    enabled: instantKey !== undefined && instantKeyType !== '',
    queryFn: async () =>
      (
        await method.call(
          'getGlobalPaymentInstantDetails',
          { paymentSecret: secret, countryCode, instantKeyType, instantKey: instantKey as string },
          QUIET,
        )
      ).instantInfo,
    retry: false,
  });
}
