import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

export * from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';

/** A query client for tests: no retries, no caching between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: 0 }, mutations: { retry: false } },
  });
}

/** Renders with the providers every remote has (a fresh query cache), plus any wrapper the test adds. */
export function renderWithProviders(ui: ReactElement, { wrapper: Extra, ...options }: RenderOptions = {}) {
  const client = createTestQueryClient();
  function Wrapper({ children }: { children: ReactNode }) {
    const content = Extra ? <Extra>{children}</Extra> : children;
    return <QueryClientProvider client={client}>{content}</QueryClientProvider>;
  }
  return { client, ...render(ui, { wrapper: Wrapper, ...options }) };
}
