import { Suspense } from 'react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { user$, type UserState } from '@portal/session/session';
import { stubMethodClient } from '@portal/testing/clients';
import { act, screen } from '@portal/testing/render';
import { renderWithServices } from '../testing/render';
import { securityRoutes } from './security-routes';

function Routes() {
  return <Suspense fallback={<p>loading</p>}>{useRoutes(securityRoutes)}</Suspense>;
}

const at = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <Routes />
  </MemoryRouter>
);

afterEach(() => act(() => user$.next(null)));

describe('securityRoutes', () => {
  it('every page / a lazy chunk', () => {
    expect(securityRoutes.map((route) => route.path)).toEqual([
      '/setting',
      '/login-history',
      '/admin-overview',
    ]);
    for (const route of securityRoutes)
      expect((route.element as unknown as { type: { $$typeof: symbol } }).type.$$typeof).toBe(
        Symbol.for('react.lazy'),
      );
  });

  it('/login-history / its page, title as h1', async () => {
    renderWithServices(at('/login-history'), {
      method: stubMethodClient(jest.fn().mockResolvedValue({ items: [], total: 0 })),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login history' })).toBeInTheDocument();
  });

  it('/setting / four sections and the account activity, with h2 headings', async () => {
    user$.next({ twoStepVerificationMode: 'sms', approvalCodeMode: 'push' } as UserState);
    renderWithServices(at('/setting'), {
      method: stubMethodClient(jest.fn(() => new Promise(() => undefined))),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account security' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Two-step verification',
      'Devices',
      'IP whitelist',
      'Password',
      'Account activity',
    ]);
  });
});
