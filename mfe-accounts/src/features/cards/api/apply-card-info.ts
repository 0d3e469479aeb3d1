import { useQuery } from '@tanstack/react-query';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/** Apply-for-card info (spec 02 §7): the cards the customer can ask for, by an optional country. */
export function useApplyCardInfo(countryCode: string | undefined) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getApplyCardInfo', countryCode ?? 'none'],
    queryFn: async () =>
      asList(
        (await method.call('getApplyCardInfo', countryCode ? { countryCode } : {}, { popup: false })).cards,
      ),
  });
}
