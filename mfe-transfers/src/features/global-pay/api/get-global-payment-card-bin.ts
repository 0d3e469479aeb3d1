import { useQuery } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';
import { QUIET } from './get-global-pay-batch';

/** The card's issuer from its first 6 digits (spec 02 §5 "Card BIN lookup uses the first 6 digits"). */
export function useGlobalPaymentCardBin(secret: string, binNumber: string | undefined) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'getGlobalPaymentCardBin', secret, binNumber],
    enabled: binNumber !== undefined,
    queryFn: () =>
      method.call(
        'getGlobalPaymentCardBin',
        { paymentSecret: secret, binNumber: binNumber as string },
        QUIET,
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
