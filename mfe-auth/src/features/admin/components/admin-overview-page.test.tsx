import { navigateToUrl } from 'single-spa';
import { actAs, actingCustomerId$, user$, type UserState } from '@portal/session/session';
import { stubMethodClient } from '@portal/testing/clients';
import { act, screen, userEvent, within } from '@portal/testing/render';
import { renderWithServices } from '../../../testing/render';
import { AdminOverviewPage } from './admin-overview-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const admin = { firstName: 'Ada', lastName: 'Admin', customerId: 1, isAdmin: true } as UserState;

afterEach(() => {
  act(() => {
    user$.next(null);
    actAs(undefined);
  });
});

describe('AdminOverviewPage', () => {
  it('non-admin / not available, no search', () => {
    user$.next({ ...admin, isAdmin: false });
    renderWithServices(<AdminOverviewPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Not available' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('search, act as a customer / acting id set and navigates home', async () => {
    user$.next(admin);
    const method = stubMethodClient(
      jest.fn().mockResolvedValue({
        customers: [
          {
            customerId: 42,
            name: 'Bob Business',
            email: 'bob@x.test',
            customerType: 1,
            verified: true,
            accounts: 3,
          },
        ],
      }),
    );
    renderWithServices(<AdminOverviewPage />, { method });
    const ui = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Customer name, e-mail or number' });
    await ui.type(box, 'b');
    await ui.click(screen.getByRole('button', { name: 'Search' }));
    expect(box).toHaveAccessibleDescription('Enter at least 2 characters');
    expect(method.call).not.toHaveBeenCalled();

    await ui.type(box, 'ob');
    await ui.click(screen.getByRole('button', { name: 'Search' }));
    expect(method.call).toHaveBeenCalledWith('searchCustomers', { query: 'bob' }, { popup: false });
    const row = (await screen.findByRole('cell', { name: 'Bob Business' })).closest('tr')!;
    expect(within(row).getByText('Business')).toBeInTheDocument();
    await ui.click(within(row).getByRole('button', { name: 'Act as this customer Bob Business' }));
    expect(actingCustomerId$.value).toBe(42);
    expect(navigateToUrl).toHaveBeenCalledWith('/home');
  });

  it('already acting / banner, stop acting clears it', async () => {
    user$.next(admin);
    actAs(42);
    renderWithServices(<AdminOverviewPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Acting as customer 42');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop acting' }));
    expect(actingCustomerId$.value).toBeUndefined();
    expect(screen.queryByText('Acting as customer 42')).not.toBeInTheDocument();
  });
});
