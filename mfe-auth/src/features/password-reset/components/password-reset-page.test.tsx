import { stubMethodClient } from '@portal/testing/clients';
import { screen, userEvent, waitFor } from '@portal/testing/render';
import { renderAccess, testServices } from '../../../testing/render-access';
import { PasswordResetPage } from './password-reset-page';

describe('PasswordResetPage', () => {
  it('e-mail, code, new password / each step calls its operation and ends with a way to sign in', async () => {
    const user = userEvent.setup();
    const method = stubMethodClient(jest.fn().mockResolvedValue({}));
    renderAccess(<PasswordResetPage />, { services: testServices({ method }), path: '/password-reset' });

    await user.type(screen.getByLabelText('E-mail'), 'anna@example.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(method.call).toHaveBeenLastCalledWith('requestPasswordChange', { email: 'anna@example.test' });
    expect(await screen.findByRole('heading', { name: 'Enter the code' })).toHaveFocus();
    expect(
      screen.getByText('If anna@example.test is registered with us, we have sent a code to it.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send the code again' }));
    expect(await screen.findByText('We sent a new code.')).toBeInTheDocument();
    expect(method.call).toHaveBeenCalledTimes(2);

    await user.type(screen.getByLabelText('Code from the e-mail'), '482913');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(method.call).toHaveBeenLastCalledWith('checkPasswordChangeCode', {
      email: 'anna@example.test',
      code: '482913',
    });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'new-pass-22');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-pass-23');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Repeat the new password')).toHaveFocus());

    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-pass-22');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(method.call).toHaveBeenLastCalledWith('changePasswordWithCode', {
      email: 'anna@example.test',
      code: '482913',
      password: 'new-pass-22',
    });
    expect(
      await screen.findByRole('heading', { name: 'Your password has been changed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('password without a digit / refused by the rules, nothing sent', async () => {
    const user = userEvent.setup();
    const method = stubMethodClient(jest.fn().mockResolvedValue({}));
    renderAccess(<PasswordResetPage />, { services: testServices({ method }) });
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code from the e-mail'), '1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('New password'), 'lettersonly');
    await user.type(screen.getByLabelText('Repeat the new password'), 'lettersonly');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The password does not meet the rules below')).toBeInTheDocument();
    expect(method.call).not.toHaveBeenCalledWith('changePasswordWithCode', expect.anything());
  });

  it('refused code / stays on the code step', async () => {
    const user = userEvent.setup();
    const call = jest.fn((name: string) =>
      name === 'checkPasswordChangeCode' ? Promise.reject(new Error('wrong code')) : Promise.resolve({}),
    );
    renderAccess(<PasswordResetPage />, { services: testServices({ method: stubMethodClient(call) }) });
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code from the e-mail'), '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('checkPasswordChangeCode', expect.anything()));
    expect(screen.getByRole('heading', { name: 'Enter the code' })).toBeInTheDocument();
  });
});
