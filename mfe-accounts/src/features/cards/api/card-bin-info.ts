import { useQuery } from '@tanstack/react-query';
import { useServices } from '@portal/session/react';

/** Card BIN info (spec 02 §3, §5): looked up by the first 6 digits once they are typed. */
export function useCardBinInfo(binNumber: string | undefined) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getCardBinInfo', binNumber],
    enabled: binNumber !== undefined,
    queryFn: () => method.call('getCardBinInfo', { binNumber: binNumber as string }, { popup: false }),
  });
}
