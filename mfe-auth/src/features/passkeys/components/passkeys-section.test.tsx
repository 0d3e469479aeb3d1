import { MAX_PASSKEYS, type PasskeyItem, type PasskeyListResponse } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { bus } from '@portal/events/bus';
import { createPasskey } from '@portal/session/passkey-registration';
import { passkeysAvailable } from '@portal/session/passkey-support';
import { user$ } from '@portal/session/session';
import { support, testUser } from '@portal/session/testing';
import { stubMethodClient } from '@portal/testing/clients';
import { act, screen, userEvent, waitFor, within } from '@portal/testing/render';
import { renderWithServices } from '../../../testing/render';
import { PasskeysSection } from './passkeys-section';

jest.mock('@portal/session/passkey-support', () => ({
  passkeysAvailable: jest.fn(() => true),
}));
jest.mock('@portal/session/passkey-registration', () => ({
  createPasskey: jest.fn(),
}));
jest.mock('@portal/session/passkeys', () => ({
  passkeyAutofillAvailable: jest.fn(async () => false),
  createPasskey: jest.fn(),
  getPasskey: jest.fn(),
  cancelPasskeyRequest: jest.fn(),
  isPasskeyCancel: (error: { name?: string } | null) => error?.name === 'NotAllowedError',
}));

const createPasskeyMock = createPasskey as jest.Mock;
const passkeysAvailableMock = passkeysAvailable as jest.Mock;

const LAPTOP: PasskeyItem = {
  id: 1,
  name: 'Work laptop',
  created: '2026-03-05T10:00:00Z',
  lastUsed: '2026-11-20T08:30:00Z',
};
const PHONE: PasskeyItem = { id: 2, name: 'Pixel 8', created: '2026-04-01T10:00:00Z' };
const OPTIONS = { challenge: 'c2lnbi1tZQ', rp: { id: 'localhost', name: 'Aurora' } };
const CREDENTIAL = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {} };
const wrongPassword = () => ApiError.fromBody({ responseCode: 'AU', message: 'Wrong password' }, 401);

/** The sandbox's passkey operations over a list kept here; `answers` replaces one operation's answer. */
function passkeyServer(
  items: PasskeyItem[],
  answers: Partial<Record<string, (request: Record<string, unknown>) => unknown>> = {},
) {
  let list: PasskeyListResponse = { items: [...items], max: MAX_PASSKEYS };
  const call = jest.fn(async (name: string, request: Record<string, unknown>) => {
    const answer = answers[name];
    if (answer) return answer(request);
    switch (name) {
      case 'getPasskeys':
        return { ...list, items: [...list.items] };
      case 'startPasskeyRegistration':
        return { registrationId: 'reg-1', options: OPTIONS };
      case 'addPasskey': {
        const passkey = { id: 9, name: request.name as string, created: '2026-12-07T04:00:00Z' };
        list = { ...list, items: [...list.items, passkey] };
        return { passkey };
      }
      case 'renamePasskey':
        list = {
          ...list,
          items: list.items.map((item) =>
            item.id === request.id ? { ...item, name: request.name as string } : item,
          ),
        };
        return {};
      case 'removePasskey':
        list = { ...list, items: list.items.filter((item) => item.id !== request.id) };
        return {};
      case 'setPasskeyApproval':
        return {};
      default:
        throw new Error(`unexpected ${name}`);
    }
  });
  return stubMethodClient(call);
}

const callsOf = (method: { call: jest.Mock }, name: string) =>
  method.call.mock.calls.filter(([called]) => called === name).map(([, request]) => request);

const section = () => screen.findByRole('region', { name: 'Passkeys' });

afterEach(() => {
  act(() => user$.next(null));
  passkeysAvailableMock.mockReturnValue(true);
  createPasskeyMock.mockReset();
});

describe('PasskeysSection list', () => {
  it('two passkeys / names, the added dates, the last use or "Never used"', async () => {
    renderWithServices(<PasskeysSection />, { method: passkeyServer([LAPTOP, PHONE]) });
    const table = await screen.findByRole('table', { name: 'Your passkeys' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Work laptop');
    expect(rows[1]).toHaveTextContent('Mar 5, 2026');
    expect(rows[1]).toHaveTextContent('Nov 20, 2026');
    expect(rows[2]).toHaveTextContent('Pixel 8');
    expect(rows[2]).toHaveTextContent('Never used');
    expect(rows[1]).not.toHaveTextContent('Never used');
  });

  it('no passkeys / the empty state, adding enabled', async () => {
    renderWithServices(<PasskeysSection />, { method: passkeyServer([]) });
    expect(await screen.findByText('No passkeys yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  });

  it('loading, then a failed read / the skeleton, then the error with a retry that reads again', async () => {
    const method = passkeyServer([LAPTOP], {
      getPasskeys: () => {
        throw ApiError.network();
      },
    });
    renderWithServices(<PasskeysSection />, { method });
    expect(screen.getByRole('status')).toHaveTextContent('Loading passkeys');
    expect(await screen.findByText('We could not load this section.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsOf(method, 'getPasskeys')).toHaveLength(2));
  });

  it('passkeys unavailable (webview, no WebAuthn) / nothing shown, nothing read', () => {
    passkeysAvailableMock.mockReturnValue(false);
    const method = passkeyServer([LAPTOP]);
    const { container } = renderWithServices(<PasskeysSection />, { method });
    expect(container).toBeEmptyDOMElement();
    expect(method.call).not.toHaveBeenCalled();
  });

  it('the limit reached / adding disabled with the text that explains it', async () => {
    const full = Array.from({ length: MAX_PASSKEYS }, (_, index) => ({
      id: index + 1,
      name: `Key ${index + 1}`,
      created: '2026-03-05T10:00:00Z',
    }));
    renderWithServices(<PasskeysSection />, { method: passkeyServer(full) });
    await screen.findByRole('cell', { name: 'Key 10' });
    const add = screen.getByRole('button', { name: 'Add a passkey' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('You can add up to 10 passkeys. Remove one to add another.');
  });

  it('support acting as the customer / the list without add, rename, remove or the switch', async () => {
    act(() => user$.next(support));
    renderWithServices(<PasskeysSection />, {
      method: passkeyServer([LAPTOP]),
    });
    const card = await section();
    expect(await within(card).findByText('Work laptop')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(card).getByText('Payments are not approved with a passkey.')).toBeInTheDocument();
  });
});

describe('PasskeysSection add', () => {
  it('password, browser dialog, name / addPasskey gets the registration and the credential; listed; focus back', async () => {
    createPasskeyMock.mockResolvedValue(CREDENTIAL);
    const method = passkeyServer([LAPTOP]);
    renderWithServices(<PasskeysSection />, { method });
    const ui = userEvent.setup();
    const add = await screen.findByRole('button', { name: 'Add a passkey' });
    await ui.click(add);

    const dialog = screen.getByRole('dialog', { name: 'Add a passkey' });
    await ui.type(within(dialog).getByLabelText('Password'), 'Demo-pass-1');
    await ui.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(callsOf(method, 'startPasskeyRegistration')).toEqual([{ password: 'Demo-pass-1' }]);
    const name = await within(dialog).findByLabelText('Name');
    expect(createPasskeyMock).toHaveBeenCalledWith(OPTIONS);
    expect(name).toHaveValue('My passkey');
    await ui.clear(name);
    await ui.type(name, 'Home desktop');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(callsOf(method, 'addPasskey')).toEqual([
      { registrationId: 'reg-1', name: 'Home desktop', credential: CREDENTIAL },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'Home desktop' })).toBeInTheDocument();
    expect(screen.getByText('“Home desktop” was added. You can now sign in with it.')).toBeInTheDocument();
    expect(add).toHaveFocus();
  });

  it('a wrong password / the server message in the dialog, no browser dialog', async () => {
    const method = passkeyServer([], {
      startPasskeyRegistration: () => {
        throw wrongPassword();
      },
    });
    renderWithServices(<PasskeysSection />, { method });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a passkey' });
    await ui.type(within(dialog).getByLabelText('Password'), 'nope');
    await ui.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Wrong password')).toBeInTheDocument();
    expect(createPasskeyMock).not.toHaveBeenCalled();
  });

  it('the browser dialog turned down / the dialog closes quietly, nothing added', async () => {
    createPasskeyMock.mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    const method = passkeyServer([]);
    renderWithServices(<PasskeysSection />, { method });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a passkey' });
    await ui.type(within(dialog).getByLabelText('Password'), 'Demo-pass-1');
    await ui.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(createPasskeyMock).toHaveBeenCalledTimes(1);
    expect(callsOf(method, 'addPasskey')).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the registration expired at the name step / the server message in the dialog', async () => {
    createPasskeyMock.mockResolvedValue(CREDENTIAL);
    const method = passkeyServer([], {
      addPasskey: () => {
        throw ApiError.fromBody({
          responseCode: 'TA1',
          message: 'The passkey request has expired: try again',
        });
      },
    });
    renderWithServices(<PasskeysSection />, { method });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a passkey' });
    await ui.type(within(dialog).getByLabelText('Password'), 'Demo-pass-1');
    await ui.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await ui.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The passkey request has expired: try again')).toBeInTheDocument();
  });
});

describe('PasskeysSection rename and remove', () => {
  it('rename / the new name sent for that passkey and listed', async () => {
    const method = passkeyServer([LAPTOP, PHONE]);
    renderWithServices(<PasskeysSection />, { method });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Rename Pixel 8' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename the passkey' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Pixel 8');
    await ui.clear(name);
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a name')).toBeInTheDocument();
    expect(callsOf(method, 'renamePasskey')).toEqual([]);
    await ui.type(name, 'Old phone');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(callsOf(method, 'renamePasskey')).toEqual([{ id: 2, name: 'Old phone' }]);
    expect(await screen.findByRole('cell', { name: 'Old phone' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('remove / asks the password, removes that passkey; a wrong password shows in the dialog', async () => {
    let refuse = true;
    const server = passkeyServer([LAPTOP, PHONE]);
    const method = stubMethodClient(
      jest.fn(async (name: string, request: Record<string, unknown>) => {
        if (name === 'removePasskey' && refuse) {
          refuse = false;
          throw wrongPassword();
        }
        return server.call(name, request);
      }),
    );
    renderWithServices(<PasskeysSection />, { method });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Remove Work laptop' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this passkey?' });
    expect(dialog).toHaveTextContent('You will no longer be able to sign in with “Work laptop”.');
    await ui.type(within(dialog).getByLabelText('Password'), 'nope');
    await ui.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await within(dialog).findByText('Wrong password')).toBeInTheDocument();

    await ui.clear(within(dialog).getByLabelText('Password'));
    await ui.type(within(dialog).getByLabelText('Password'), 'Demo-pass-1');
    await ui.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(callsOf(method, 'removePasskey').at(-1)).toEqual({ id: 1, password: 'Demo-pass-1' });
    await waitFor(() => expect(screen.queryByText('Work laptop')).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Pixel 8' })).toBeInTheDocument();
    // The removal is announced, and focus goes to the section's own button (the row's is gone).
    expect(screen.getByText('“Work laptop” was removed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toHaveFocus();
  });
});

describe('PasskeysSection payment approval', () => {
  it('switched on / asks the password, sends enabled, asks the shell to reload the user', async () => {
    act(() => user$.next(testUser({ approvalCodeMode: 'sms' })));
    const reloads: unknown[] = [];
    const subscription = bus.on('session.reloadUser', (payload) => reloads.push(payload));
    const method = passkeyServer([LAPTOP]);
    renderWithServices(<PasskeysSection />, { method });
    const ui = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Approve payments with a passkey' });
    expect(toggle).not.toBeChecked();
    await ui.click(toggle);

    const dialog = screen.getByRole('dialog', { name: 'Approve payments with a passkey' });
    expect(callsOf(method, 'setPasskeyApproval')).toEqual([]);
    await ui.type(within(dialog).getByLabelText('Password'), 'Demo-pass-1');
    await ui.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(callsOf(method, 'setPasskeyApproval')).toEqual([{ enabled: true, password: 'Demo-pass-1' }]);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(reloads).toEqual([{}]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    subscription.unsubscribe();
  });

  it('on for the user / the switch is on; switching off sends enabled false', async () => {
    act(() => user$.next(testUser({ approvalCodeMode: 'passkey' })));
    const method = passkeyServer([LAPTOP]);
    renderWithServices(<PasskeysSection />, { method });
    const ui = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Approve payments with a passkey' });
    expect(toggle).toBeChecked();
    await ui.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Stop approving payments with a passkey' });
    await ui.type(within(dialog).getByLabelText('Password'), 'Demo-pass-1');
    await ui.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(callsOf(method, 'setPasskeyApproval')).toEqual([{ enabled: false, password: 'Demo-pass-1' }]);
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('no passkey yet / the switch is disabled and says to add one first', async () => {
    act(() => user$.next(testUser({ approvalCodeMode: 'sms' })));
    renderWithServices(<PasskeysSection />, { method: passkeyServer([]) });
    const toggle = await screen.findByRole('switch', { name: 'Approve payments with a passkey' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription('Add a passkey first to approve payments with it.');
  });
});
