import { useQuery } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';
import { QUIET } from './get-global-pay-batch';

/** The bank of an IBAN (spec 02 §3 "Bank lookup by IBAN"), asked only for one that passes the mod-97 check. */
export function useGlobalPaymentIban(secret: string, iban: string | undefined) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'lookupGlobalPaymentIban', secret, iban],
    enabled: iban !== undefined,
    queryFn: () =>
      method.call('lookupGlobalPaymentIban', { paymentSecret: secret, iban: iban as string }, QUIET),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
