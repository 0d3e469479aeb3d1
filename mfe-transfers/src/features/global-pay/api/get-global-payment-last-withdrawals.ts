import { useQuery } from '@tanstack/react-query';
import { GLOBAL_PAY_LAST_WITHDRAWALS_LIMIT } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';
import { QUIET } from './get-global-pay-batch';

/** The recipient's last payouts (spec 02 §7 "Last withdrawals (paymentSecret, limit 5)"), to reuse their details. */
export function useGlobalPaymentLastWithdrawals(secret: string) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'getGlobalPaymentLastWithdrawals', secret],
    queryFn: async () =>
      asList(
        (
          await method.call(
            'getGlobalPaymentLastWithdrawals',
            { paymentSecret: secret, limit: GLOBAL_PAY_LAST_WITHDRAWALS_LIMIT },
            QUIET,
          )
        ).withdrawals,
      ),
    retry: false,
  });
}
