import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MethodClient } from '@portal/api/client';
import type { Currency } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/** The currency dictionary (getCurrencies), cached for the browser session per language (spec 01 §3). */
export const currenciesQuery = (method: MethodClient, language: string) => ({
  queryKey: ['getCurrencies', language],
  queryFn: async (): Promise<Currency[]> => {
    const answer = await method.call('getCurrencies', {}, { popup: false });
    return asList(answer.dictionary?.currency);
  },
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useCurrencies() {
  const { method } = useServices();
  const { i18n } = useTranslation('accounts');
  return useQuery(currenciesQuery(method, i18n.language));
}
