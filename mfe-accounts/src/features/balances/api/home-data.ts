import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type {
  Account,
  AccountBalanceHistory,
  DefaultRate,
  HistoryResponse,
  HistoryTransaction,
} from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { bus } from '@portal/events/bus';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';
import { groupAccounts, historyAccountIds } from '../../../shared/account-groups';
import { currenciesQuery } from './currencies';

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

/** Default exchange rates (spec 02 §7): the answer holds `rates.rate`. For the hook and the home's prefetch. */
export const defaultRatesQuery = (method: MethodClient, customerId: number | undefined) => ({
  queryKey: ['getDefaultExchangeRates', customerId ?? 'self'],
  queryFn: async (): Promise<DefaultRate[]> =>
    asList((await method.call('getDefaultExchangeRates', {}, { popup: false })).rates?.rate),
  staleTime: 5 * 60_000,
});

export function useDefaultRates(enabled: boolean) {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  return useQuery({ ...defaultRatesQuery(method, customerId), enabled });
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

/** The recent activity of these accounts, for the hook and the home's prefetch. */
export const recentActivityQuery = (
  method: MethodClient,
  customerId: number | undefined,
  accountIds: readonly number[] | undefined,
) => ({
  queryKey: ['recentActivity', customerId ?? 'self', accountIds ?? null],
  queryFn: () => fetchRecentActivity(method, accountIds ?? []),
});

export function useRecentActivity(accountIds: readonly number[] | undefined) {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  useRefreshOnTransaction('recentActivity');
  return useQuery({
    ...recentActivityQuery(method, customerId, accountIds),
    enabled: accountIds !== undefined,
  });
}

/** Each account's closing balance per day of the last 30 (getBalanceHistory, issue 14), by account id. */
export const balanceHistoryQuery = (method: MethodClient, customerId: number | undefined) => ({
  queryKey: ['getBalanceHistory', customerId ?? 'self'],
  queryFn: async (): Promise<Map<number, AccountBalanceHistory>> => {
    const answer = await method.call('getBalanceHistory', {}, { popup: false });
    return new Map(asList(answer.accounts).map((history) => [history.accountId, history]));
  },
});

export function useBalanceHistory(enabled: boolean) {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  useRefreshOnTransaction('getBalanceHistory');
  return useQuery({ ...balanceHistoryQuery(method, customerId), enabled });
}

/**
 * What the home asks for once the balances are in (issue 28 item 3): the rates of the estimated total, the
 * accounts' trends and the recent activity (and the currencies of the "Add a currency" dialog, for a user who may
 * add one: `currenciesIn` is the language), all at once as the balances arrive instead of as each part renders, so
 * the first screen waits for two waves of calls, not three. The same queries the parts read, under the same
 * conditions (accounts to show; live accounts with a history).
 */
export function prefetchHomeFollowUps(
  queryClient: QueryClient,
  method: MethodClient,
  customerId: number | undefined,
  accounts: readonly Account[],
  currenciesIn?: string,
): Promise<unknown> {
  if (accounts.length === 0) return Promise.resolve();
  const accountIds = historyAccountIds(groupAccounts(accounts).groups);
  return Promise.all([
    currenciesIn === undefined ? undefined : queryClient.prefetchQuery(currenciesQuery(method, currenciesIn)),
    queryClient.prefetchQuery(defaultRatesQuery(method, customerId)),
    queryClient.prefetchQuery(balanceHistoryQuery(method, customerId)),
    accountIds.length > 0
      ? queryClient.prefetchQuery(recentActivityQuery(method, customerId, accountIds))
      : undefined,
  ]);
}
