import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { bus } from '@portal/events/bus';

/**
 * spec 03 §4 "When a notification arrives, … accounts are reloaded according to its type" (issue 31 item 3): on the
 * shell's `data.reload` of scope `accounts` (a card closed, a batch partly executed) the balances reload. Released on
 * unmount.
 */
export function useDataReload(client: QueryClient): void {
  useEffect(() => {
    const subscription = bus.on('data.reload', ({ scope }) => {
      if (scope === 'accounts') void client.invalidateQueries({ queryKey: ['balanceInquiry'] });
    });
    return () => subscription.unsubscribe();
  }, [client]);
}
