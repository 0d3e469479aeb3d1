import { ApiError } from '@portal/api/errors';
import { bus } from '@portal/events/bus';
import { stubMethodClient } from '@portal/testing/clients';
import { act, screen, userEvent, within } from '@portal/testing/render';
import { renderWithServices } from '../../../testing/render';
import { PasswordChangeSection } from './password-change-section';

type Answers = Record<string, (request: unknown) => unknown>;

function methodWith(answers: Answers) {
  return stubMethodClient(
    jest.fn(async (name: string, request: unknown) => {
      const answer = answers[name];
      if (!answer) throw new Error(`unexpected ${name}`);
      return answer(request);
    }),
  );
}

async function fillAndSubmit(ui: ReturnType<typeof userEvent.setup>) {
  await ui.type(screen.getByLabelText('Current password'), 'oldpass1');
  await ui.type(screen.getByLabelText('New password'), 'newpass22');
  await ui.type(screen.getByLabelText('Repeat the new password'), 'newpass22');
  await ui.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordChangeSection', () => {
  it('invalid fields / field messages, nothing sent', async () => {
    const method = methodWith({});
    renderWithServices(<PasswordChangeSection />, { method });
    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText('New password'), 'abcdefgh');
    await ui.type(screen.getByLabelText('Repeat the new password'), 'abcdefgx');
    await ui.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your current password',
    );
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters, with a letter and a digit. Use at least one letter and one digit',
    );
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    expect(method.call).not.toHaveBeenCalled();
  });

  it('sms path / a wrong code shows in the dialog, the right one shows the success text and resets the form', async () => {
    const method = methodWith({
      changePassword: () => ({ requestKey: 'k1', confirmBy: 'sms', sentTo: '+44 •••• ••12' }),
      confirmPasswordChange: jest
        .fn()
        .mockRejectedValueOnce(ApiError.fromBody({ responseCode: 'VF', responseDescription: 'Invalid code' }))
        .mockResolvedValueOnce({}),
    });
    renderWithServices(<PasswordChangeSection />, { method });
    const ui = userEvent.setup();
    await fillAndSubmit(ui);
    expect(method.call).toHaveBeenCalledWith('changePassword', {
      password: 'oldpass1',
      passwordNew: 'newpass22',
      passwordNewRepeat: 'newpass22',
    });

    const dialog = await screen.findByRole('dialog', { name: 'Confirm password change' });
    expect(dialog).toHaveTextContent('+44 •••• ••12');
    await ui.type(within(dialog).getByLabelText('Confirmation code'), '000000');
    await ui.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid code');

    await ui.type(within(dialog).getByLabelText('Confirmation code'), '123456');
    await ui.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(method.call).toHaveBeenLastCalledWith(
      'confirmPasswordChange',
      { code: '123456', requestKey: 'k1' },
      { popup: false },
    );
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your password has been successfully updated.');
    expect(status).toHaveTextContent('link your mobile device again');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('cancel in the code dialog / cancels the request and reads Confirmation canceled', async () => {
    const method = methodWith({
      changePassword: () => ({ requestKey: 'k2', confirmBy: 'sms' }),
      cancelPasswordChange: () => ({}),
    });
    renderWithServices(<PasswordChangeSection />, { method });
    const ui = userEvent.setup();
    await fillAndSubmit(ui);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm password change' });
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(method.call).toHaveBeenLastCalledWith('cancelPasswordChange', { requestKey: 'k2' });
    expect(await screen.findByRole('status')).toHaveTextContent('Confirmation canceled');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('push path / waits on the device; a refusal shows its message', async () => {
    const method = methodWith({ changePassword: () => ({ requestKey: 'k3', confirmBy: 'push' }) });
    renderWithServices(<PasswordChangeSection />, { method });
    await fillAndSubmit(userEvent.setup());
    expect(
      await screen.findByRole('dialog', { name: 'Confirm the change on your device' }),
    ).toBeInTheDocument();
    act(() => bus.publish('live.passwordChanged', { ok: false, message: 'Confirmation canceled' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirmation canceled');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('push path / confirmed on the device shows the success text', async () => {
    const method = methodWith({ changePassword: () => ({ requestKey: 'k4', confirmBy: 'push' }) });
    renderWithServices(<PasswordChangeSection />, { method });
    await fillAndSubmit(userEvent.setup());
    await screen.findByRole('dialog', { name: 'Confirm the change on your device' });
    expect(screen.queryByText('Your password has been successfully updated.')).not.toBeInTheDocument();
    act(() => bus.publish('live.passwordChanged', { ok: true }));
    expect(await screen.findByText('Your password has been successfully updated.')).toBeInTheDocument();
  });
});
