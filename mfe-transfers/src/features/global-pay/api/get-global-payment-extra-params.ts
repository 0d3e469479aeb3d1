import { useQuery } from '@tanstack/react-query';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';
import { QUIET } from './get-global-pay-batch';
import type { PayoutChoice } from './get-global-payment-meta';

/** Step 5: the extra parameters the payout needs (spec 02 §7 "Extra params (paymentMethod, currencyCode, countryCode)"). */
export function useGlobalPaymentExtraParams(secret: string, choice: PayoutChoice) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'getGlobalPaymentExtraParams', secret, choice],
    queryFn: async () =>
      asList(
        (await method.call('getGlobalPaymentExtraParams', { paymentSecret: secret, ...choice }, QUIET))
          .params,
      ),
    retry: false,
  });
}
