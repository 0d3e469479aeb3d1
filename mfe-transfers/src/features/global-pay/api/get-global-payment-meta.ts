import { useQuery } from '@tanstack/react-query';
import type { GlobalPayMethod } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { QUIET } from './get-global-pay-batch';

/** The country, method and currency the recipient chose: what the meta and the extra parameters are asked for. */
export interface PayoutChoice {
  countryCode: string;
  paymentMethod: GlobalPayMethod;
  currencyCode: string;
}

/** Step 4: the fee and the rate for a method and currency (spec 02 §3 "Payment meta"). */
export function useGlobalPaymentMeta(secret: string, choice: PayoutChoice) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'getGlobalPaymentMeta', secret, choice],
    queryFn: async () => {
      const meta = await method.call(
        'getGlobalPaymentMeta',
        {
          paymentSecret: secret,
          paymentMethod: choice.paymentMethod,
          toCurrencyCode: choice.currencyCode,
          countryCode: choice.countryCode,
        },
        QUIET,
      );
      return {
        ...meta,
        exchangeRate: String(meta.exchangeRate),
        toAmount: String(meta.toAmount),
        fee: String(meta.fee),
        maximumTrxFee: String(meta.maximumTrxFee),
        extraFxMarkupPercent: String(meta.extraFxMarkupPercent),
      };
    },
    retry: false,
  });
}
