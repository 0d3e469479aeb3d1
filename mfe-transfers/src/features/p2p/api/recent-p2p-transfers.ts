import { useQuery } from '@tanstack/react-query';
import { RECENT_P2P_LIMIT, type RecentTransfer } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/**
 * The recent p2p payees (spec 02 §7: permission 3d, limit 3); those flagged isDisabled are hidden (spec 02 §5).
 */
export function useRecentP2pTransfers() {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'getRecentTransfers', 'p2p'],
    queryFn: async (): Promise<RecentTransfer[]> => {
      const answer = await method.call(
        'getRecentTransfers',
        { types: ['p2p'], permission: '3d', limit: RECENT_P2P_LIMIT },
        { popup: false },
      );
      return (answer.transfers ?? [])
        .filter((transfer) => !transfer.isDisabled)
        .map((transfer) => ({ ...transfer, amount: String(transfer.amount) }))
        .slice(0, RECENT_P2P_LIMIT);
    },
  });
}
