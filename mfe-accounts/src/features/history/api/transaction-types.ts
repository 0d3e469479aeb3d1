import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TransactionTypesResponse } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/** The transaction type dictionary (spec 02 §7), cached for the browser session per language (spec 01 §3). */
export function useTransactionTypes() {
  const { method } = useServices();
  const { i18n } = useTranslation('accounts');
  return useQuery({
    queryKey: ['getTransactionTypes', i18n.language],
    queryFn: async (): Promise<TransactionTypesResponse['types']> => {
      const answer = await method.call('getTransactionTypes', {}, { popup: false });
      return asList(answer.types);
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
