import { useQuery } from '@tanstack/react-query';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

export function useCurrencies() {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getCurrencies'],
    queryFn: async () =>
      asList((await method.call('getCurrencies', {}, { popup: false })).dictionary?.currency),
    staleTime: Infinity,
  });
}
