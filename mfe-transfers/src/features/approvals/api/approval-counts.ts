import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApprovalCountsResponse } from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';
import { useServices } from '@portal/session/react';
import { APPROVALS_QUERY_KEY } from './approval-requests';

/**
 * The counters (spec 02 §3 "Counters") for the tab badges. A change over the live channel reloads them and the
 * lists (the subscription is released on unmount).
 */
export function useApprovalCounts() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscription = bus.on('live.approvalsChanged', () => {
      void queryClient.invalidateQueries({ queryKey: APPROVALS_QUERY_KEY });
    });
    return () => subscription.unsubscribe();
  }, [queryClient]);
  return useQuery({
    queryKey: [...APPROVALS_QUERY_KEY, 'counts'],
    queryFn: (): Promise<ApprovalCountsResponse> => method.call('getApprovalCounts', {}, { popup: false }),
  });
}
