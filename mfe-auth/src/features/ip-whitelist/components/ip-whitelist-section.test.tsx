import { ApiError } from '@portal/api/errors';
import type { AccessIpListResponse } from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';
import { stubMethodClient } from '@portal/testing/clients';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { renderWithServices } from '../../../testing/render';
import { IpWhitelistSection } from './ip-whitelist-section';

function whitelistServer(initial: AccessIpListResponse, addAnswer?: () => unknown) {
  let state = { ...initial, items: [...initial.items] };
  const call = jest.fn(async (name: string, request: Record<string, unknown>) => {
    switch (name) {
      case 'getAccessIpList':
        return { ...state, items: [...state.items] };
      case 'setAccessIpMode':
        state = { ...state, mode: request.mode as 0 | 1 };
        return {};
      case 'deleteAccessIp':
        state = { ...state, items: state.items.filter((item) => item.id !== request.id) };
        return {};
      case 'addAccessIp':
        if (addAnswer) return addAnswer();
        state = {
          ...state,
          items: [...state.items, { id: 99, created: '2024-05-01T10:00:00Z', ...request } as never],
        };
        return {};
      default:
        throw new Error(`unexpected ${name}`);
    }
  });
  return stubMethodClient(call);
}

const twoEntries: AccessIpListResponse = {
  mode: 0,
  items: [
    { id: 1, ip: '203.0.113.7', created: '2024-03-05T10:00:00Z' },
    { id: 2, ip: '10.0.0.1', toIp: '10.0.0.255', created: '2024-03-06T10:00:00Z' },
  ],
};

const called = (method: { call: jest.Mock }, name: string) =>
  method.call.mock.calls.filter(([called]) => called === name);

describe('IpWhitelistSection', () => {
  it('lists entries with ranges / both rows and the range end', async () => {
    renderWithServices(<IpWhitelistSection />, { method: whitelistServer(twoEntries) });
    const table = await screen.findByRole('table', { name: 'Allowed addresses' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('10.0.0.255')).toBeInTheDocument();
  });

  it('mode switch / sends mode 1 and shows it on', async () => {
    const method = whitelistServer(twoEntries);
    renderWithServices(<IpWhitelistSection />, { method });
    const toggle = await screen.findByRole('switch', { name: 'Only allow sign-in from these addresses' });
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);
    expect(method.call).toHaveBeenCalledWith('setAccessIpMode', { mode: 1 });
    await waitFor(() => expect(toggle).toBeChecked());
    await waitFor(() => expect(toggle).toBeEnabled());
  });

  it('add with an invalid address / field message, nothing sent; a valid range is sent and listed', async () => {
    const method = whitelistServer({ mode: 0, items: [] });
    renderWithServices(<IpWhitelistSection />, { method });
    const ui = userEvent.setup();
    expect(
      await screen.findByText('No addresses yet. Sign-in is allowed from any address.'),
    ).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Add IP' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an IP address' });
    await ui.type(within(dialog).getByLabelText('IP address'), '300.1.2.3');
    await ui.type(within(dialog).getByLabelText('Range end (optional)'), '2001:db8::1');
    await ui.click(within(dialog).getByRole('button', { name: 'Add address' }));
    expect(within(dialog).getByLabelText('IP address')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid IPv4 or IPv6 address'),
    );
    expect(called(method, 'addAccessIp')).toHaveLength(0);

    await ui.clear(within(dialog).getByLabelText('IP address'));
    await ui.type(within(dialog).getByLabelText('IP address'), '192.0.2.1');
    await ui.click(within(dialog).getByRole('button', { name: 'Add address' }));
    expect(within(dialog).getByLabelText('Range end (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Both addresses must be IPv4, or both IPv6'),
    );
    expect(called(method, 'addAccessIp')).toHaveLength(0);

    await ui.clear(within(dialog).getByLabelText('Range end (optional)'));
    await ui.type(within(dialog).getByLabelText('Range end (optional)'), '192.0.2.50');
    await ui.click(within(dialog).getByRole('button', { name: 'Add address' }));
    expect(method.call).toHaveBeenCalledWith(
      'addAccessIp',
      { ip: '192.0.2.1', toIp: '192.0.2.50' },
      { popup: false },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('192.0.2.50')).toBeInTheDocument();
  });

  it('server TA1 refusal / shown on the field, no popup', async () => {
    const popups: string[] = [];
    const subscription = bus.on('api.error', ({ message }) => popups.push(message));
    const method = whitelistServer({ mode: 0, items: [] }, () => {
      throw ApiError.fromBody({ responseCode: 'TA1', validationErrors: ['ip is already on the list'] });
    });
    renderWithServices(<IpWhitelistSection />, { method });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Add IP' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an IP address' });
    await ui.type(within(dialog).getByLabelText('IP address'), '192.0.2.1');
    await ui.click(within(dialog).getByRole('button', { name: 'Add address' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('IP address')).toHaveAccessibleDescription(
        expect.stringContaining('ip is already on the list'),
      ),
    );
    expect(popups).toEqual([]);
    subscription.unsubscribe();
  });

  it('delete / asks first, then deletes that entry', async () => {
    const method = whitelistServer(twoEntries);
    renderWithServices(<IpWhitelistSection />, { method });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Delete 10.0.0.1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent('10.0.0.1 – 10.0.0.255');
    expect(called(method, 'deleteAccessIp')).toHaveLength(0);
    await ui.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    expect(method.call).toHaveBeenCalledWith('deleteAccessIp', { id: 2 });
    await waitFor(() => expect(screen.queryByText('10.0.0.255')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('203.0.113.7', { selector: 'code' })).toBeInTheDocument();
  });
});
