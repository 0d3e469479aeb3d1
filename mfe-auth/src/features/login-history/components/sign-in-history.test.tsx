import type { LoginHistoryEntry } from '@portal/api/catalogue';
import { stubMethodClient } from '@portal/testing/clients';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { renderWithServices } from '../../../testing/render';
import { SignInHistory } from './sign-in-history';

const entry = (n: number, success = true): LoginHistoryEntry => ({
  date: `2024-03-0${(n % 9) + 1}T10:00:00Z`,
  ip: `198.51.100.${n}`,
  client: 'Firefox on Linux',
  location: 'Vilnius, LT',
  authFlow: 'sms',
  success,
});

function historyServer(total: number) {
  return stubMethodClient(
    jest.fn(async (_name: string, request: { pageNumber: number }) => ({
      items: [entry(request.pageNumber, request.pageNumber === 1)],
      total,
    })),
  );
}

describe('SignInHistory', () => {
  it('first page / table with method and result, page 1 of 3', async () => {
    const method = historyServer(45);
    renderWithServices(<SignInHistory />, { method });
    const table = await screen.findByRole('table', { name: 'Sign-ins' });
    expect(within(table).getByText('198.51.100.1')).toBeInTheDocument();
    expect(within(table).getByText('SMS code')).toBeInTheDocument();
    expect(within(table).getByText('Successful')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(method.call).toHaveBeenCalledWith(
      'getLoginHistory',
      { pageNumber: 1, pageSize: 20 },
      { popup: false },
    );
  });

  it('next page / sends pageNumber 2 and shows it', async () => {
    const method = historyServer(45);
    renderWithServices(<SignInHistory />, { method });
    await screen.findByText('198.51.100.1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    expect(method.call).toHaveBeenLastCalledWith(
      'getLoginHistory',
      { pageNumber: 2, pageSize: 20 },
      { popup: false },
    );
    expect(await screen.findByText('198.51.100.2')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });

  it('date range / sent with page 1; an end before the start is refused', async () => {
    const method = historyServer(1);
    renderWithServices(<SignInHistory />, { method });
    await screen.findByText('198.51.100.1');
    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText('From'), '2024-03-10');
    await ui.type(screen.getByLabelText('To'), '2024-03-01');
    await ui.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      'The end date must be on or after the start date',
    );
    expect(method.call).toHaveBeenCalledTimes(1);
    await ui.clear(screen.getByLabelText('To'));
    await ui.type(screen.getByLabelText('To'), '2024-03-31');
    await ui.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(method.call).toHaveBeenLastCalledWith(
        'getLoginHistory',
        { fromDate: '2024-03-10', toDate: '2024-03-31', pageNumber: 1, pageSize: 20 },
        { popup: false },
      ),
    );
  });

  it('no sign-ins / empty state', async () => {
    renderWithServices(<SignInHistory />, {
      method: stubMethodClient(jest.fn().mockResolvedValue({ items: [], total: 0 })),
    });
    expect(await screen.findByText('No sign-ins in this period')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
