import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { bus } from '@portal/events/bus';

// The package's exports name no subpath for it: an area reaches the reload map's helpers with its query client.
export {
  ANY_KEY_PART,
  reloadScope,
  subscribeDataReload,
  useDataReload,
  type QueryKeyPattern,
  type ReloadMap,
  type ReloadScope,
} from './data-reload';

/** spec 01 §9: account fetch throttled at 3000 ms with a 5000 ms cache; the query defaults follow it. */
export const QUERY_STALE_MS = 3000;
export const QUERY_CACHE_MS = 5000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_MS, gcTime: QUERY_CACHE_MS, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The server-state cache of this remote (DESIGN §3: TanStack Query), one per remote bundle: a page's first data
 * can be fetched into it before the area mounts (`@portal/remote/pages`). Nothing outlives the session.
 */
export const areaQueryClient = createQueryClient();
bus.on('session.ended', () => areaQueryClient.clear());
// Money moved while the area was away: what it cached is stale, so its next visit asks again (the pages
// showing balances refetch at once through their own subscriptions).
bus.on('live.transaction', () => void areaQueryClient.invalidateQueries({ refetchType: 'none' }));

/**
 * The provider of {@link areaQueryClient}. Its own subpath, so a remote whose first page needs no server state
 * (mfe-auth's sign-in, under a byte budget) loads it only with the pages that do.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={areaQueryClient}>{children}</QueryClientProvider>;
}
