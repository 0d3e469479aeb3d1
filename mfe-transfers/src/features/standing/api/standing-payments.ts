import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MethodClient } from '@portal/api/client';
import type { StandingPaymentsResponse } from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';
import { invalidateTransferAccounts } from '../../../shared/transfer-accounts';
import type { StandingFilter } from '../utils/filter-params';

/** The query keys of the list: a cancel invalidates them all. */
export const STANDING_QUERY_KEY = ['transfers', 'standingPayments'] as const;

/** The list query (spec 02 §7 "Standing payments"), for the hook and for prefetching it with the page's code. */
export const standingPaymentsQuery = (method: MethodClient, filter: StandingFilter, customerId?: number) => ({
  queryKey: [...STANDING_QUERY_KEY, customerId ?? 'self', filter],
  queryFn: (): Promise<StandingPaymentsResponse> =>
    method.call('getStandingPayments', filter, { popup: false }),
});

/** The list by a filter; a payment made meanwhile (live `transaction`, e.g. a standing order run) reloads it. */
export function useStandingPayments(filter: StandingFilter) {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscription = bus.on('live.transaction', () => {
      void queryClient.invalidateQueries({ queryKey: STANDING_QUERY_KEY });
    });
    return () => subscription.unsubscribe();
  }, [queryClient]);
  return useQuery({
    ...standingPaymentsQuery(method, filter, customerId),
    placeholderData: keepPreviousData,
  });
}

/**
 * Cancel (spec 02 §4 "Standing payments"): the list reloads on success; a failure goes to the shell's response
 * popup (the client's default), so the page only closes its confirmation.
 */
export function useCancelStandingPayment() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => method.call('cancelStandingPayment', { id }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: STANDING_QUERY_KEY }),
        invalidateTransferAccounts(queryClient),
      ]);
    },
  });
}
