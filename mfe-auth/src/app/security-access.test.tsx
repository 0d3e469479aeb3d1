import { Suspense } from 'react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import type { MethodName } from '@portal/api/catalogue';
import { user$ } from '@portal/session/session';
import { stubMethodClient } from '@portal/testing/clients';
import { act, screen, userEvent, within } from '@portal/testing/render';
import { renderWithServices } from '../testing/render';
import { testUser } from '@portal/session/testing';
import { securityRoutes } from './security-routes';

function Routes() {
  return <Suspense fallback={<p>loading</p>}>{useRoutes(securityRoutes)}</Suspense>;
}

const at = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <Routes />
  </MemoryRouter>
);

/** The sandbox's answers for the pages' reads; a change would be an unexpected call. */
const reads = () =>
  stubMethodClient(
    jest.fn(async (name: MethodName) => {
      if (name === 'getAccessIpList')
        return { mode: 1, items: [{ id: 1, ip: '203.0.113.7', created: '2026-03-05T10:00:00Z' }] };
      if (name === 'getSupportActions')
        return {
          items: [
            {
              date: '2026-03-02T09:15:00Z',
              supportName: 'Adam A.',
              operation: 'cardPause',
              responseCode: '00',
            },
          ],
          total: 1,
        };
      throw new Error(`unexpected ${name}`);
    }),
  );

const sectionTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => act(() => user$.next(null)));

describe('security pages and the access policy (issue 22)', () => {
  it('support acting as the customer / no credential sections; the whitelist read only; the activity links', async () => {
    act(() => user$.next(testUser({ isAdmin: true, accessRight: 1, supportActing: true })));
    renderWithServices(at('/setting'), { method: reads() });
    const whitelist = await screen.findByRole('region', { name: 'IP whitelist' });
    expect(sectionTitles()).toEqual(['IP whitelist', 'Account activity']);
    expect(await within(whitelist).findByText('Only the listed addresses can sign in.')).toBeInTheDocument();
    expect(within(whitelist).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(whitelist).queryByRole('button', { name: 'Add IP' })).not.toBeInTheDocument();
    expect(within(whitelist).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Actions by support' })).toHaveAttribute(
      'href',
      '/login-history?view=support',
    );
  });

  it('read-only member / their own credentials stay; the whitelist is read only', async () => {
    act(() =>
      user$.next(
        testUser({ customerType: 1, businessName: 'Nordlicht', accessRight: 1, isRepresentative: true }),
      ),
    );
    renderWithServices(at('/setting'), { method: reads() });
    const whitelist = await screen.findByRole('region', { name: 'IP whitelist' });
    expect(sectionTitles()).toEqual([
      'Two-step verification',
      'Devices',
      'IP whitelist',
      'Password',
      'Account activity',
    ]);
    await within(whitelist).findByText('203.0.113.7');
    expect(within(whitelist).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(whitelist).queryByRole('button', { name: 'Add IP' })).not.toBeInTheDocument();
  });

  it('full access / the whitelist can be changed', async () => {
    act(() => user$.next(testUser()));
    renderWithServices(at('/setting'), { method: reads() });
    const whitelist = await screen.findByRole('region', { name: 'IP whitelist' });
    expect(await within(whitelist).findByRole('switch')).toBeChecked();
    expect(within(whitelist).getByRole('button', { name: 'Add IP' })).toBeInTheDocument();
  });

  it('the activity link / actions by support, and back to the sign-ins', async () => {
    act(() => user$.next(testUser()));
    const method = reads();
    renderWithServices(at('/setting'), { method });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('link', { name: 'Actions by support' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Actions by support' })).toBeInTheDocument();
    expect(await screen.findByText('Pause a card')).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Views' });
    expect(within(views).getByRole('link', { name: 'Actions by support' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(views).getByRole('link', { name: 'Sign-ins' })).toHaveAttribute('href', '/login-history');
  });
});
