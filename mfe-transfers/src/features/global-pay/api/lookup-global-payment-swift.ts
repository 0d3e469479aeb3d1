import { useQuery } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';
import { QUIET } from './get-global-pay-batch';

/** The bank of a BIC (spec 02 §3 "Bank lookup by SWIFT"), asked only for one of the ISO 9362 form. */
export function useGlobalPaymentSwift(secret: string, swift: string | undefined) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'lookupGlobalPaymentSwift', secret, swift],
    enabled: swift !== undefined,
    queryFn: () =>
      method.call('lookupGlobalPaymentSwift', { paymentSecret: secret, swift: swift as string }, QUIET),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
