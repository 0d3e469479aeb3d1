import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

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
 * The server-state cache of a remote (DESIGN §3: TanStack Query). Its own subpath, so a remote whose first page
 * needs no server state (mfe-auth's sign-in, under a byte budget) loads it only with the pages that do. The cache
 * lives as long as the provider is mounted.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
