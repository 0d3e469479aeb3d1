import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DictionaryEntry, Industry } from '@portal/api/contract';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/**
 * The registration dictionaries from the sandbox in the current language (spec 03 §7), cached for the session; the
 * language is part of the key, so switching it asks again.
 */
export function useEntries(name: 'getSources' | 'getPurposes') {
  const { method } = useServices();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [name, i18n.language],
    queryFn: async (): Promise<DictionaryEntry[]> =>
      asList((await method.call(name, {}, { popup: false })).dictionary?.item),
    staleTime: Infinity,
  });
}

export function useIndustries() {
  const { method } = useServices();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['getIndustries', i18n.language],
    queryFn: async (): Promise<Industry[]> =>
      asList((await method.call('getIndustries', {}, { popup: false })).dictionary?.industry),
    staleTime: Infinity,
  });
}

export function useCurrencies() {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getCurrencies'],
    queryFn: async () =>
      asList((await method.call('getCurrencies', {}, { popup: false })).dictionary?.currency),
    staleTime: Infinity,
  });
}

/** A country's states, for the address forms; none for most countries. */
export function useStates(countryCode: string) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getStates', countryCode],
    queryFn: async () =>
      asList((await method.call('getStates', { countryCode }, { popup: false })).dictionary?.state),
    staleTime: Infinity,
    enabled: countryCode.length === 2,
  });
}
