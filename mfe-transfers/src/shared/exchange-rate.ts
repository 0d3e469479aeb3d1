import { useQuery } from '@tanstack/react-query';
import type { DecimalString } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/** spec 02 §5: the rate request is skipped, with rate 1, when the currencies are equal or either is missing. */
export function needsExchangeRate(fromCurrencyCode?: string, toCurrencyCode?: string): boolean {
  return Boolean(fromCurrencyCode && toCurrencyCode && fromCurrencyCode !== toCurrencyCode);
}

/** The transfer exchange rate (spec 02 §7); `data` is "1" whenever the call is skipped. */
export function useExchangeRate(fromCurrencyCode?: string, toCurrencyCode?: string) {
  const { method } = useServices();
  const needed = needsExchangeRate(fromCurrencyCode, toCurrencyCode);
  const query = useQuery({
    queryKey: ['transfers', 'getExchangeRate', fromCurrencyCode, toCurrencyCode],
    queryFn: async (): Promise<DecimalString> => {
      const answer = await method.call(
        'getExchangeRate',
        { fromCurrencyCode: fromCurrencyCode ?? '', toCurrencyCode: toCurrencyCode ?? '' },
        { popup: false },
      );
      return String(answer.exchangeRate);
    },
    enabled: needed,
  });
  return { ...query, data: needed ? query.data : '1' };
}
