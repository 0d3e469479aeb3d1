import { Route, Routes } from 'react-router-dom';
import { ApiError } from '@portal/api/errors';
import { bus, type PortalEventMap } from '@portal/events/bus';
import { isSignedIn, signOut, storeTokens } from '@portal/session/session';
import { stubMethodClient } from '@portal/testing/clients';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { renderAccess, testServices } from '../../../testing/render-access';
import { ActivationPage } from './activation-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('@portal/session/session', () => ({
  ...jest.requireActual('@portal/session/session'),
  storeTokens: jest.fn(),
  isSignedIn: jest.fn(() => false),
  signOut: jest.fn(() => Promise.resolve()),
}));

function record<T extends 'api.error' | 'message.show'>(type: T) {
  const events: PortalEventMap[T][] = [];
  const subscription = bus.on(type, (payload) => events.push(payload));
  afterEachRelease.push(() => subscription.unsubscribe());
  return events;
}
const afterEachRelease: (() => void)[] = [];
afterEach(() => afterEachRelease.splice(0).forEach((release) => release()));
beforeEach(() => {
  jest.mocked(isSignedIn).mockReturnValue(false);
  jest.mocked(signOut).mockResolvedValue(undefined);
});

function renderAt(search: string, call: jest.Mock) {
  const method = stubMethodClient(call);
  renderAccess(
    <Routes>
      <Route path="/activate" element={<ActivationPage />} />
    </Routes>,
    { services: testServices({ method }), path: `/activate${search}` },
  );
  return method;
}

describe('ActivationPage', () => {
  it('personal link / activates, signs in with the tokens and shows the spec text', async () => {
    const messages = record('message.show');
    const method = renderAt(
      '?action=activation&user=anna%40example.test&code=C0DE',
      jest.fn().mockResolvedValue({ accessToken: 'a', refreshToken: 'r', responseCode: '00' }),
    );
    await waitFor(() =>
      expect(storeTokens).toHaveBeenCalledWith({ accessToken: 'a', refreshToken: 'r' }, 'activation'),
    );
    expect(method.call).toHaveBeenCalledWith(
      'activateAccount',
      { username: 'anna@example.test', activationCode: 'C0DE' },
      { popup: false },
    );
    expect(messages).toEqual([{ tone: 'success', text: 'Your Account has been activated.' }]);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('someone signed in / signs out before activating', async () => {
    jest.mocked(isSignedIn).mockReturnValue(true);
    const order: string[] = [];
    jest.mocked(signOut).mockImplementation(async () => void order.push('signOut'));
    renderAt(
      '?action=activation&user=anna%40example.test&code=C0DE',
      jest.fn().mockImplementation(async (name: string) => {
        order.push(name);
        return { accessToken: 'a', refreshToken: 'r' };
      }),
    );
    await waitFor(() => expect(order).toEqual(['signOut', 'activateAccount']));
  });

  it('business link / activates by e-mail and says the authorised users get links', async () => {
    const method = renderAt(
      '?action=activationBusiness&user=boss%40biz.test&code=B1',
      jest.fn().mockResolvedValue({ linksSent: 3 }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Your business account is active' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your authorised users will receive e-mails with their activation links.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Activation links sent: 3')).toBeInTheDocument();
    expect(method.call).toHaveBeenCalledWith(
      'activateBusinessAccount',
      { email: 'boss@biz.test', activationCode: 'B1' },
      { popup: false },
    );
    expect(storeTokens).not.toHaveBeenCalled();
  });

  it('employee link / the dialog asks for a password meeting the rules, then names the business', async () => {
    const user = userEvent.setup();
    const method = renderAt(
      '?action=activationEmployee&user=emp%40biz.test&code=E1',
      jest.fn().mockResolvedValue({ businessName: 'Acme Ltd' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set your password' });
    await user.type(within(dialog).getByLabelText('Password'), 'short');
    await user.type(within(dialog).getByLabelText('Repeat the password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await within(dialog).findByText('The password does not meet the rules below')).toBeInTheDocument();
    expect(method.call).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'longer-pass-1');
    await user.clear(within(dialog).getByLabelText('Repeat the password'));
    await user.type(within(dialog).getByLabelText('Repeat the password'), 'longer-pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));

    expect(
      await screen.findByRole('heading', { name: 'Your employee account is active' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You can now sign in and work for Acme Ltd.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(method.call).toHaveBeenCalledWith(
      'activateEmployee',
      { email: 'emp@biz.test', activationCode: 'E1', password: 'longer-pass-1' },
      { popup: false },
    );
  });

  it('refused / popup "Account Activation" with the validation errors joined, then the resend form', async () => {
    const errors = record('api.error');
    renderAt(
      '?action=activation&user=anna%40example.test&code=OLD',
      jest.fn().mockRejectedValue(
        ApiError.fromBody({
          responseCode: 'TA1',
          responseDescription: 'Invalid parameters',
          validationErrors: ['Code expired', 'Link used'],
        }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Send activation e-mail' })).toBeInTheDocument();
    expect(errors).toEqual([
      { title: 'Account Activation', message: 'Code expired, Link used', code: 'TA1' },
    ]);
    expect(screen.getByLabelText('E-mail')).toHaveValue('anna@example.test');
    expect(storeTokens).not.toHaveBeenCalled();
  });

  it('no code / resend form sends a new activation e-mail and says so', async () => {
    const user = userEvent.setup();
    const method = renderAt('', jest.fn().mockResolvedValue({}));
    await user.type(screen.getByLabelText('E-mail'), 'new@example.test');
    await user.click(screen.getByRole('button', { name: 'Send activation e-mail' }));
    expect(method.call).toHaveBeenCalledWith('resendActivationCode', { email: 'new@example.test' });
    expect(
      await screen.findByText(
        'If new@example.test has an account waiting for activation, we have sent a new link to it.',
      ),
    ).toBeInTheDocument();
  });
});
