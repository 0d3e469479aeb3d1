import { ApiError } from '@portal/api/errors';
import { bus } from '@portal/events/bus';
import { user$, type UserState } from '@portal/session/session';
import { stubSecurityClient } from '@portal/testing/clients';
import { act, screen, userEvent, within } from '@portal/testing/render';
import { renderWithServices } from '../../../testing/render';
import { TwoStepSection } from './two-step-section';

const user = {
  firstName: 'Anna',
  lastName: 'Test',
  login: 'anna@x.test',
  customerId: 7,
  customerType: 0,
  isAdmin: false,
  twoStepVerificationMode: 'no',
  approvalCodeMode: 'sms',
} as UserState;

function published() {
  const seen: string[] = [];
  const subscription = bus.on('session.reloadUser', () => seen.push('reloadUser'));
  return { seen, stop: () => subscription.unsubscribe() };
}

beforeEach(() => user$.next(user));
afterEach(() => {
  user$.next(null);
  jest.useRealTimers();
});

describe('TwoStepSection', () => {
  it('shows the current sign-in factor and approval mode / off and SMS code', () => {
    renderWithServices(<TwoStepSection />);
    const section = screen.getByRole('region', { name: 'Two-step verification' });
    expect(within(section).getByText('Sign-in', { selector: 'dt' }).nextSibling).toHaveTextContent('Off');
    expect(
      within(section).getByText('Transaction approval', { selector: 'dt' }).nextSibling,
    ).toHaveTextContent('SMS code');
  });

  it('same method chosen / field message, nothing sent', async () => {
    const security = stubSecurityClient();
    renderWithServices(<TwoStepSection />, { security });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change method' }));
    expect(screen.getByRole('combobox', { name: 'Method' })).toHaveAccessibleDescription(
      'This is already the current method. Choose another one.',
    );
    expect(security.changeTwoStep).not.toHaveBeenCalled();
  });

  it('sms path / a 400 shows the server message, the right code succeeds, closes after 3 s and reloads the user', async () => {
    const events = published();
    const security = stubSecurityClient({
      changeTwoStep: jest.fn().mockResolvedValue({ reqId: 'r1', confirmBy: 'sms', sentTo: '+44 •••• ••12' }),
      confirmTwoStep: jest
        .fn()
        .mockRejectedValueOnce(ApiError.fromBody({ message: 'Wrong code, 2 attempts left' }, 400))
        .mockResolvedValueOnce(undefined),
    });
    renderWithServices(<TwoStepSection />, { security });
    let ui = userEvent.setup();

    await ui.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'otp');
    await ui.click(screen.getByRole('button', { name: 'Change method' }));
    expect(security.changeTwoStep).toHaveBeenCalledWith({ mode: 'otp', typeMode: 'login' });

    const dialog = await screen.findByRole('dialog', { name: 'Confirm two-step verification change' });
    expect(dialog).toHaveTextContent('We sent a code to +44 •••• ••12');
    await ui.type(within(dialog).getByRole('textbox', { name: 'Confirmation code' }), '111111');
    await ui.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wrong code, 2 attempts left');

    jest.useFakeTimers();
    ui = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await ui.type(within(dialog).getByRole('textbox', { name: 'Confirmation code' }), '123456');
    await ui.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(security.confirmTwoStep).toHaveBeenLastCalledWith('r1', { code: '123456' });
    expect(await within(dialog).findByText('Successfully')).toBeInTheDocument();
    expect(events.seen).toEqual([]);

    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(events.seen).toEqual(['reloadUser']);
    events.stop();
  });

  it('push path / waits on the device, completes on live.twoStepVerificationSet', async () => {
    const security = stubSecurityClient({
      changeTwoStep: jest.fn().mockResolvedValue({ reqId: 'r2', confirmBy: 'push' }),
    });
    renderWithServices(<TwoStepSection />, { security });
    const ui = userEvent.setup();
    await ui.selectOptions(screen.getByRole('combobox', { name: 'What to protect' }), 'transaction');
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'push');
    await ui.click(screen.getByRole('button', { name: 'Change method' }));
    expect(security.changeTwoStep).toHaveBeenCalledWith({ mode: 'push', typeMode: 'transaction' });

    const dialog = await screen.findByRole('dialog', { name: 'Confirm the change on your device' });
    expect(within(dialog).queryByText('Successfully')).not.toBeInTheDocument();
    act(() => bus.publish('live.twoStepVerificationSet', { mode: 'push' }));
    expect(await within(dialog).findByText('Successfully')).toBeInTheDocument();
    expect(security.confirmTwoStep).not.toHaveBeenCalled();
  });
});
