import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type {
  AccountBalanceHistory,
  DefaultRate,
  HistoryResponse,
  HistoryTransaction,
} from '@portal/api/contract';
import { asList } from '@portal/api/numeric';
import { bus } from '@portal/events/bus';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/** How many transactions the home shows (issue 14: "the last transactions across accounts"). */
export const RECENT_ACTIVITY_SIZE = 5;

/** The home's reads refresh when the live channel reports a transaction, like the balances. */
function useRefreshOnTransaction(queryKey: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscription = bus.on('live.transaction', () => {
      void queryClient.invalidateQueries({ queryKey: [queryKey] });
    });
    return () => subscription.unsubscribe();
  }, [queryClient, queryKey]);
}

/** Default exchange rates (spec 02 §7): the answer holds `rates.rate`. */
export function useDefaultRates(enabled: boolean) {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  return useQuery({
    queryKey: ['getDefaultExchangeRates', customerId ?? 'self'],
    queryFn: async (): Promise<DefaultRate[]> =>
      asList((await method.call('getDefaultExchangeRates', {}, { popup: false })).rates?.rate),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * The newest transactions across the accounts: the transaction history is read per account (spec 02 §7: "called
 * only when an account id exists"), first pages in parallel, merged newest first.
 */
export async function fetchRecentActivity(
  method: MethodClient,
  accountIds: readonly number[],
): Promise<HistoryTransaction[]> {
  const pages = await Promise.all(
    accountIds.map(async (accountId) =>
      asList(
        (
          (await method.call('getTransactionHistory', { accountId, pageNumber: 1 }, { popup: false })) as
            HistoryResponse | undefined
        )?.transactions?.transaction,
      ),
    ),
  );
  return pages
    .flat()
    .sort(
      (a, b) =>
        Date.parse(b.transactionDate) - Date.parse(a.transactionDate) || b.transactionId - a.transactionId,
    )
    .slice(0, RECENT_ACTIVITY_SIZE);
}

export function useRecentActivity(accountIds: readonly number[] | undefined) {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  useRefreshOnTransaction('recentActivity');
  return useQuery({
    queryKey: ['recentActivity', customerId ?? 'self', accountIds ?? null],
    queryFn: () => fetchRecentActivity(method, accountIds ?? []),
    enabled: accountIds !== undefined,
  });
}

/** Each account's closing balance per day of the last 30 (getBalanceHistory, issue 14), by account id. */
export function useBalanceHistory(enabled: boolean) {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  useRefreshOnTransaction('getBalanceHistory');
  return useQuery({
    queryKey: ['getBalanceHistory', customerId ?? 'self'],
    queryFn: async (): Promise<Map<number, AccountBalanceHistory>> => {
      const answer = await method.call('getBalanceHistory', {}, { popup: false });
      return new Map(asList(answer.accounts).map((history) => [history.accountId, history]));
    },
    enabled,
  });
}
