import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Country, DictionaryEntry, Industry } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/**
 * The dictionaries (spec 01 §5 "Dictionaries", spec 03 §7), each asked once and cached for the session: every area
 * that shows them uses these queries, so they share one cache entry per dictionary (and per language where the
 * names are translated).
 */

/** The countries (public): residence, addresses, phone codes, where an external transfer can go. */
export function useCountries() {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getCountries'],
    queryFn: async (): Promise<Country[]> =>
      asList((await method.call('getCountries', {}, { popup: false })).dictionary?.country),
    staleTime: Infinity,
  });
}

/** A country's states, for the address forms; none for most countries. Asked only for a 2-letter country code. */
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

/** The registration's numbered dictionaries in the current language; the language is part of the key. */
export function useDictionaryEntries(name: 'getOccupations' | 'getSources' | 'getPurposes') {
  const { method } = useServices();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [name, i18n.language],
    queryFn: async (): Promise<DictionaryEntry[]> =>
      asList((await method.call(name, {}, { popup: false })).dictionary?.item),
    staleTime: Infinity,
  });
}

/** The industries in the current language. */
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
