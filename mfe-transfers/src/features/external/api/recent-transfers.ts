import { useQuery } from '@tanstack/react-query';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/**
 * Recent external transfers (spec 02 §7: the external variant lists interac in place of p2p). spec 02 §5: those
 * flagged isDisabled are hidden.
 */
export function useRecentExternalTransfers() {
  const { method } = useServices();
  return useQuery({
    queryKey: ['getRecentTransfers', 'external'],
    queryFn: async () =>
      asList(
        (await method.call('getRecentTransfers', { external: true }, { popup: false })).transfers,
      ).filter((transfer) => !transfer.isDisabled),
  });
}
