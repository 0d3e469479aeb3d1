import { act, screen, userEvent, waitFor, within } from '@portal/testing/render';
import { bus, type PortalEventMap } from '@portal/events/bus';
import { storeTokens } from '@portal/session/session';
import { stubAuthClient, stubMethodClient } from '@portal/testing/clients';
import { renderAccess, testServices } from '../../../testing/render-access';
import { SIGN_IN_TOKEN_KEY } from '../../../utils/sign-in-token';
import { LoginPage } from './login-page';

jest.mock('@portal/session/session', () => ({
  ...jest.requireActual('@portal/session/session'),
  storeTokens: jest.fn(),
}));

const TOKENS = { accessToken: 'access', refreshToken: 'refresh' };
const PUSH_FLOW = {
  authFlow: 'push',
  code: 'login-code',
  temporaryToken: 'tmp-push',
  deepLink: 'portal://login?key=k1',
  devices: [{ name: 'Pixel 8', type: 'android', location: 'London', lastActivityAt: '2025-03-01T10:00:00Z' }],
};

/** Records what the page asks the shell for over the bus. */
function recordAwaitLogin() {
  const calls: PortalEventMap['live.awaitLogin'][] = [];
  const subscription = bus.on('live.awaitLogin', (payload) => calls.push(payload));
  return { calls, release: () => subscription.unsubscribe() };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, email = 'anna@example.test') {
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), 'secret-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

function setup(login: jest.Mock, extra: Partial<Parameters<typeof stubAuthClient>[0]> = {}) {
  const auth = stubAuthClient({ login, token: jest.fn().mockResolvedValue(TOKENS), ...extra });
  const method = stubMethodClient(
    jest.fn().mockResolvedValue({ exist: true, outBlacklist: true, isEmployee: false }),
  );
  const services = testServices({ auth, method });
  renderAccess(<LoginPage />, { services, path: '/login' });
  return { auth, services };
}

afterEach(() => sessionStorage.clear());

describe('LoginPage push', () => {
  it('approved on the device / exchanges the code from the event with the verifier, signs in, stops listening', async () => {
    const live = recordAwaitLogin();
    const user = userEvent.setup();
    const { auth } = setup(jest.fn().mockResolvedValue(PUSH_FLOW));
    await signIn(user);

    expect(await screen.findByRole('heading', { name: 'Approve the sign-in on your phone' })).toHaveFocus();
    expect(
      await screen.findByRole('img', { name: /QR code that opens the sign-in request/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in the app' })).toHaveAttribute(
      'href',
      'aurora://login?key=k1',
    );
    expect(screen.getByText('Pixel 8')).toBeInTheDocument();
    expect(screen.getByText('Waiting for your approval…')).toBeInTheDocument();
    expect(live.calls).toEqual([{ temporaryToken: 'tmp-push' }]);

    act(() => bus.publish('live.loginDecision', { decision: 'approved', code: 'event-code' }));

    await waitFor(() => expect(storeTokens).toHaveBeenCalledWith(TOKENS, 'push'));
    expect(auth.token).toHaveBeenCalledWith({
      code: 'event-code',
      codeVerifier: expect.stringMatching(/^.{128}$/),
    });
    expect(live.calls.at(-1)).toBeNull();
    live.release();
  });

  it('rejected on the device / shows the message and goes back to the credentials', async () => {
    const user = userEvent.setup();
    setup(jest.fn().mockResolvedValue(PUSH_FLOW));
    await signIn(user);
    await screen.findByRole('heading', { name: 'Approve the sign-in on your phone' });

    act(() => bus.publish('live.loginDecision', { decision: 'rejected', message: 'Denied on Pixel 8' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The sign-in was rejected');
    expect(alert).toHaveTextContent('Denied on Pixel 8');
    expect(storeTokens).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in to Aurora Money' })).toBeInTheDocument();
  });

  it('send again / re-sends the prompt with the temporary token and says so', async () => {
    const user = userEvent.setup();
    const { auth } = setup(jest.fn().mockResolvedValue(PUSH_FLOW), {
      pushResend: jest.fn().mockResolvedValue(undefined),
    });
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    expect(auth.pushResend).toHaveBeenCalledWith('tmp-push');
    expect(await screen.findByText('We sent the request to your phone again.')).toBeInTheDocument();
  });

  it('leaving the page / tells the shell to stop listening', async () => {
    const live = recordAwaitLogin();
    const user = userEvent.setup();
    const auth = stubAuthClient({ login: jest.fn().mockResolvedValue(PUSH_FLOW) });
    const { unmount } = renderAccess(<LoginPage />, { services: testServices({ auth }) });
    await signIn(user);
    await screen.findByText('Waiting for your approval…');
    unmount();
    expect(live.calls).toEqual([{ temporaryToken: 'tmp-push' }, null]);
    live.release();
  });
});

describe('LoginPage verifyDevice', () => {
  it('new browser approved / exchanges the event code with the stored verifier', async () => {
    const live = recordAwaitLogin();
    const user = userEvent.setup();
    const { auth } = setup(
      jest.fn().mockResolvedValue({ authFlow: 'verifyDevice', userId: 7, temporaryToken: 'tmp-v' }),
    );
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Approve this new browser' })).toBeInTheDocument();
    await screen.findByText('Waiting for your approval…');
    expect(live.calls).toEqual([{ temporaryToken: 'tmp-v' }]);
    const challenge = auth.login.mock.calls[0][0].codeChallenge as string;

    act(() => bus.publish('live.loginDecision', { decision: 'approved', code: 'device-code' }));

    await waitFor(() => expect(storeTokens).toHaveBeenCalledWith(TOKENS, 'verifyDevice'));
    const { codeVerifier } = auth.token.mock.calls[0][0] as { codeVerifier: string };
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier));
    expect(Buffer.from(digest).toString('base64url')).toBe(challenge);
    expect(auth.token.mock.calls[0][0]).toMatchObject({ code: 'device-code' });
    live.release();
  });
});

describe('LoginPage migration', () => {
  it('soft / shows the days left; Continue goes on with the flow', async () => {
    const user = userEvent.setup();
    setup(
      jest.fn().mockResolvedValue({
        authFlow: 'otp',
        code: 'c1',
        migration: { req: 'soft', daysLeft: 12, temporaryToken: 'tmp-m', strategy: 'enable' },
      }),
    );
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Switch to approval in the app' })).toBeInTheDocument();
    expect(await screen.findByText('12 days left to switch')).toBeInTheDocument();
    expect(sessionStorage.getItem(SIGN_IN_TOKEN_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toBeInTheDocument();
    expect(screen.getByLabelText('One-time code')).toBeInTheDocument();
  });

  it('strict / enablement is mandatory; scpEnabled signs in again with the same credentials, push follows', async () => {
    const live = recordAwaitLogin();
    const user = userEvent.setup();
    const login = jest
      .fn()
      .mockResolvedValueOnce({
        authFlow: 'otp',
        code: 'c1',
        migration: { req: 'strict', temporaryToken: 'tmp-m', strategy: 'migrate' },
      })
      .mockResolvedValueOnce(PUSH_FLOW);
    const { auth } = setup(login, {
      scpRequest: jest.fn().mockResolvedValue({ deeplink: 'portal://scp?key=s1' }),
    });
    await signIn(user, 'strict@example.test');

    expect(
      await screen.findByRole('heading', { name: 'Move your sign-in approval to the app' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Not now, continue signing in' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open in the app' })).toHaveAttribute(
      'href',
      'aurora://scp?key=s1',
    );
    expect(auth.scpRequest).toHaveBeenCalledWith('tmp-m');
    expect(sessionStorage.getItem(SIGN_IN_TOKEN_KEY)).toBe('tmp-m');
    expect(live.calls).toEqual([{ temporaryToken: 'tmp-m' }]);

    act(() => bus.publish('live.loginDecision', { decision: 'scpEnabled', deviceName: 'Pixel 8' }));

    expect(
      await screen.findByRole('heading', { name: 'Approve the sign-in on your phone' }),
    ).toBeInTheDocument();
    expect(login).toHaveBeenCalledTimes(2);
    expect(login.mock.calls[1][0]).toMatchObject({ username: 'strict@example.test', password: 'secret-1' });
    expect(live.calls).toEqual([{ temporaryToken: 'tmp-m' }, null, { temporaryToken: 'tmp-push' }]);
    live.release();
  });

  it('strict, SMS links / sends the full number with the temporary token', async () => {
    const user = userEvent.setup();
    const { auth } = setup(
      jest.fn().mockResolvedValue({
        authFlow: 'sms',
        code: 'c1',
        phone: '+44 •••• ••12',
        smsId: '42',
        migration: { req: 'strict', temporaryToken: 'tmp-m', strategy: 'enable' },
      }),
      {
        scpRequest: jest.fn().mockResolvedValue({ deeplink: 'portal://scp?key=s1' }),
        sendStoreLinks: jest.fn().mockResolvedValue(undefined),
      },
    );
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Turn on approval in the app' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Send links' }));
    await waitFor(() => expect(screen.getByLabelText('Country code')).toHaveFocus());
    expect(auth.sendStoreLinks).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Country code'), '+44');
    await user.type(screen.getByLabelText('Phone number'), '7700 900123');
    await user.click(screen.getByRole('button', { name: 'Send links' }));
    expect(auth.sendStoreLinks).toHaveBeenCalledWith('+447700900123', 'tmp-m');
    expect(await screen.findByText('We sent the links to +447700900123.')).toBeInTheDocument();
  });
});

describe('LoginPage sms, employee, links', () => {
  it('sms flow / the intro names the masked phone and the message number', async () => {
    const user = userEvent.setup();
    setup(jest.fn().mockResolvedValue({ authFlow: 'sms', code: 'c1', phone: '+44 •••• ••12', smsId: '42' }));
    await signIn(user);
    expect(await screen.findByText('We sent a code by SMS to +44 •••• ••12.')).toBeInTheDocument();
    expect(screen.getByText('Enter the code from message #42.')).toBeInTheDocument();
    expect(screen.getByLabelText('One-time code')).toHaveFocus();
    await user.type(screen.getByLabelText('One-time code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await waitFor(() => expect(storeTokens).toHaveBeenCalledWith(TOKENS, 'sms'));
  });

  it('employee e-mail / a valid address is checked on blur and the note shows', async () => {
    const user = userEvent.setup();
    const method = stubMethodClient(
      jest.fn().mockResolvedValue({ exist: true, outBlacklist: true, isEmployee: true }),
    );
    renderAccess(<LoginPage />, { services: testServices({ method }) });
    await user.type(screen.getByLabelText('E-mail'), 'emp@biz.test');
    await user.tab();
    expect(method.call).toHaveBeenCalledWith('checkEmail', { email: 'emp@biz.test' }, { popup: false });
    expect(await screen.findByText(/belongs to a business employee/)).toBeInTheDocument();
  });

  it('invalid e-mail / never sent to the check, no note', async () => {
    const user = userEvent.setup();
    const method = stubMethodClient(jest.fn().mockResolvedValue({ isEmployee: true }));
    renderAccess(<LoginPage />, { services: testServices({ method }) });
    await user.type(screen.getByLabelText('E-mail'), 'emp@biz');
    await user.tab();
    expect(method.call).not.toHaveBeenCalled();
    expect(screen.queryByText(/belongs to a business employee/)).not.toBeInTheDocument();
  });

  it('a 5-character e-mail (a@b.c) / refused on the field, never sent to sign-in (spec 01 §5: at least 6)', async () => {
    const user = userEvent.setup();
    const login = jest.fn();
    setup(login);
    await signIn(user, 'a@b.c');

    expect(
      await screen.findByText('Enter a valid e-mail address, like name@example.com'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(login).not.toHaveBeenCalled();
  });

  it('empty submit / focus goes to the first invalid field', async () => {
    const user = userEvent.setup();
    setup(jest.fn());
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.getByText('Enter your e-mail address')).toBeInTheDocument();
  });

  it('forgot password / links to the reset page', () => {
    setup(jest.fn());
    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form') as HTMLElement;
    expect(within(form).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/password-reset',
    );
  });
});
