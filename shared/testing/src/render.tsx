import type { ReactElement, ReactNode } from 'react';
import { configure, render, type RenderOptions } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

export * from '@testing-library/react';

// `findBy…` and `waitFor` give up after 1 s by default. In `npm test` the page tests share 2 cores with the
// sandbox's PGlite tests, and a lookup that takes 50 ms alone took over a second there: CI failed three page tests
// that pass alone. This is the limit for a wait that never ends, not a measure of speed (the benchmark's job), so
// it sits well under the test's own 30 s limit (jest.preset.cjs).
configure({ asyncUtilTimeout: 10_000 });
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
