import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { HistoryRequest, HistoryResponse, HistoryTransaction } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { bus } from '@portal/events/bus';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/** One page of history with `transactions.transaction` always a list (spec 02 §3: one item or a list). */
export interface HistoryPage extends Omit<HistoryResponse, 'transactions'> {
  transactions: HistoryTransaction[];
}

/** Transaction history (spec 02 §7): the account, the page number and the filter fields that are set. */
export async function fetchTransactionHistory(
  method: MethodClient,
  request: HistoryRequest,
): Promise<HistoryPage> {
  const answer = await method.call('getTransactionHistory', request, { popup: false });
  return {
    transactions: asList(answer.transactions?.transaction),
    results: Number(answer.results) || 0,
    exportCsv: answer.exportCsv === true,
    rejectedCount: Number(answer.rejectedCount) || 0,
    processingCount: Number(answer.processingCount) || 0,
  };
}

const HISTORY_KEY = 'getTransactionHistory';

/**
 * A page of an account's history. The call is made only when there is an account (spec 02 §7). While the next page
 * or filter of the same account loads, the current one stays on screen; another account starts from a skeleton.
 * A transaction on the live channel reads the history again without a reload.
 */
export function useTransactionHistory(request: HistoryRequest | undefined) {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscription = bus.on('live.transaction', () => {
      void queryClient.invalidateQueries({ queryKey: [HISTORY_KEY] });
    });
    return () => subscription.unsubscribe();
  }, [queryClient]);
  return useQuery({
    queryKey: [HISTORY_KEY, customerId ?? 'self', request ?? null],
    queryFn: () => fetchTransactionHistory(method, request as HistoryRequest),
    enabled: request?.accountId !== undefined,
    placeholderData: (previous, previousQuery) => {
      const previousRequest = previousQuery?.queryKey[2] as HistoryRequest | null | undefined;
      return previousRequest?.accountId === request?.accountId ? previous : undefined;
    },
  });
}
