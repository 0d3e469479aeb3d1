import { bus } from '@portal/events/bus';
import { cancelPasskeyRequest, getPasskey, passkeyAutofillAvailable } from '@portal/session/passkeys';
import { passkeysAvailable } from '@portal/session/passkey-support';
import { storeTokens } from '@portal/session/session';
import { stubAuthClient, stubMethodClient } from '@portal/testing/clients';
import { screen, userEvent, waitFor } from '@portal/testing/render';
import { renderAccess, testServices } from '../../../testing/render-access';
import { LoginPage } from './login-page';

jest.mock('@portal/session/session', () => ({
  ...jest.requireActual('@portal/session/session'),
  storeTokens: jest.fn(),
}));
jest.mock('@portal/session/passkey-support', () => ({
  passkeysAvailable: jest.fn(() => true),
}));
jest.mock('@portal/session/passkeys', () => ({
  passkeyAutofillAvailable: jest.fn(async () => false),
  getPasskey: jest.fn(),
  cancelPasskeyRequest: jest.fn(),
  isPasskeyCancel: (error: { name?: string } | null) =>
    error?.name === 'NotAllowedError' || error?.name === 'AbortError',
}));

const getPasskeyMock = getPasskey as jest.Mock;
const cancelMock = cancelPasskeyRequest as jest.Mock;
const availableMock = passkeysAvailable as jest.Mock;
const autofillMock = passkeyAutofillAvailable as jest.Mock;

const TOKENS = { accessToken: 'access', refreshToken: 'refresh' };
const OPTIONS = { challenge: 'c2lnbi1pbg', rpId: 'localhost', allowCredentials: [] };
const CREDENTIAL = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { signature: 's' } };
const denied = (name: string) => Object.assign(new Error(name), { name });

type Answer = { status: number; body: unknown };
/** The sandbox's auth service over fetch: `/auth/passkey/options` and `/auth/passkey/login`. */
function passkeyBackend(login: Answer = { status: 200, body: { authFlow: 'direct', code: 'passkey-code' } }) {
  const fetchMock = jest.fn(async (url: string, init: { body?: string }) => {
    const answer: Answer = url.endsWith('/auth/passkey/options')
      ? { status: 200, body: { signInId: 'sign-in-1', options: OPTIONS } }
      : url.endsWith('/auth/passkey/login')
        ? login
        : { status: 404, body: { message: `unexpected ${url} ${init.body}` } };
    return { status: answer.status, text: async () => JSON.stringify(answer.body) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  const bodyOf = (path: string) =>
    fetchMock.mock.calls
      .filter(([url]) => url.endsWith(path))
      .map(([, init]) => JSON.parse(init.body ?? 'null') as Record<string, unknown>);
  return { fetchMock, bodyOf };
}

function setup() {
  const auth = stubAuthClient({
    login: jest.fn().mockRejectedValue(new Error('no password sign-in here')),
    token: jest.fn().mockResolvedValue(TOKENS),
  });
  const method = stubMethodClient(jest.fn().mockResolvedValue({ isEmployee: false }));
  const services = testServices({ auth, method });
  return { auth, ...renderAccess(<LoginPage />, { services, path: '/login' }) };
}

function recordPopups() {
  const messages: string[] = [];
  const subscription = bus.on('api.error', ({ message }) => messages.push(message));
  return { messages, release: () => subscription.unsubscribe() };
}

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
  availableMock.mockReturnValue(true);
  autofillMock.mockResolvedValue(false);
  getPasskeyMock.mockReset();
  cancelMock.mockReset();
});

describe('LoginPage with a passkey', () => {
  it('the button / posts the credential with the web client and a challenge, exchanges the code with its verifier', async () => {
    const { bodyOf } = passkeyBackend();
    getPasskeyMock.mockResolvedValue(CREDENTIAL);
    const { auth } = setup();
    const button = await screen.findByRole('button', { name: 'Use a passkey' });
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username');

    await userEvent.setup().click(button);

    await waitFor(() => expect(storeTokens).toHaveBeenCalledWith(TOKENS, 'direct'));
    expect(getPasskeyMock).toHaveBeenCalledWith(OPTIONS);
    expect(bodyOf('/auth/passkey/options')).toEqual([{}]);
    const login = bodyOf('/auth/passkey/login')[0] ?? {};
    expect(login).toEqual({
      signInId: 'sign-in-1',
      credential: CREDENTIAL,
      client: 'web',
      codeChallenge: expect.any(String),
    });
    const { code, codeVerifier } = auth.token.mock.calls[0][0] as { code: string; codeVerifier: string };
    expect(code).toBe('passkey-code');
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier));
    expect(Buffer.from(digest).toString('base64url')).toBe(login.codeChallenge);
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('a refused passkey (401 AU) / its message in the error popup, no sign-in', async () => {
    passkeyBackend({
      status: 401,
      body: { responseCode: 'AU', message: 'This passkey is not registered here' },
    });
    getPasskeyMock.mockResolvedValue(CREDENTIAL);
    const popups = recordPopups();
    const { auth } = setup();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(popups.messages).toEqual(['This passkey is not registered here']));
    expect(auth.token).not.toHaveBeenCalled();
    expect(storeTokens).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeEnabled();
    popups.release();
  });

  it('the browser used no passkey (turned down, or none for this site) / a popup says so, nothing posted', async () => {
    const { bodyOf } = passkeyBackend();
    getPasskeyMock.mockRejectedValue(denied('NotAllowedError'));
    const popups = recordPopups();
    setup();
    const button = await screen.findByRole('button', { name: 'Use a passkey' });
    await userEvent.setup().click(button);
    await waitFor(() => expect(getPasskeyMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).toBeEnabled());
    await waitFor(() => expect(popups.messages).toEqual([expect.stringContaining('No passkey was used')]));
    expect(bodyOf('/auth/passkey/login')).toEqual([]);
    popups.release();
  });

  it('the page ended its own request / no popup, nothing posted', async () => {
    const { bodyOf } = passkeyBackend();
    getPasskeyMock.mockRejectedValue(denied('AbortError'));
    const popups = recordPopups();
    setup();
    const button = await screen.findByRole('button', { name: 'Use a passkey' });
    await userEvent.setup().click(button);
    await waitFor(() => expect(getPasskeyMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).toBeEnabled());
    expect(popups.messages).toEqual([]);
    expect(bodyOf('/auth/passkey/login')).toEqual([]);
    popups.release();
  });

  it('passkeys unavailable (webview, no WebAuthn) / no button, nothing asked', async () => {
    availableMock.mockReturnValue(false);
    const { fetchMock } = passkeyBackend();
    setup();
    await waitFor(() => expect(availableMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('LoginPage passkey autofill (conditional mediation)', () => {
  /** The background request waits until it is cancelled, as the browser's does. */
  function waitingAutofill() {
    getPasskeyMock.mockImplementation(
      (_options: unknown, { autofill = false }: { autofill?: boolean } = {}) =>
        autofill
          ? new Promise((_resolve, reject) => {
              cancelMock.mockImplementation(() => reject(denied('AbortError')));
            })
          : Promise.resolve(CREDENTIAL),
    );
  }

  it('a passkey picked in the e-mail autofill / the field is marked, the sign-in goes on as the button', async () => {
    autofillMock.mockResolvedValue(true);
    const { bodyOf } = passkeyBackend();
    getPasskeyMock.mockResolvedValue(CREDENTIAL);
    setup();
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username webauthn'),
    );
    await waitFor(() => expect(storeTokens).toHaveBeenCalledWith(TOKENS, 'direct'));
    expect(getPasskeyMock).toHaveBeenCalledWith(OPTIONS, { autofill: true });
    expect(bodyOf('/auth/passkey/login')[0]).toMatchObject({ signInId: 'sign-in-1', credential: CREDENTIAL });
  });

  it('leaving the page / the waiting request is cancelled', async () => {
    autofillMock.mockResolvedValue(true);
    passkeyBackend();
    waitingAutofill();
    const { unmount } = setup();
    await waitFor(() => expect(getPasskeyMock).toHaveBeenCalledWith(OPTIONS, { autofill: true }));
    expect(cancelMock).not.toHaveBeenCalled();
    unmount();
    expect(cancelMock).toHaveBeenCalledTimes(1);
  });

  it('a password sign-in / the waiting request is cancelled before the login is sent', async () => {
    autofillMock.mockResolvedValue(true);
    passkeyBackend();
    waitingAutofill();
    const { auth } = setup();
    await waitFor(() => expect(getPasskeyMock).toHaveBeenCalledWith(OPTIONS, { autofill: true }));
    const order: string[] = [];
    cancelMock.mockImplementation(() => order.push('cancel'));
    auth.login.mockImplementation(async () => {
      order.push('login');
      return { authFlow: 'direct', code: 'password-code' };
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(storeTokens).toHaveBeenCalledWith(TOKENS, 'direct'));
    expect(order.slice(0, 2)).toEqual(['cancel', 'login']);
  });

  it('back from a code step after a password sign-in / the autofill waits again', async () => {
    autofillMock.mockResolvedValue(true);
    passkeyBackend();
    waitingAutofill();
    const { auth } = setup();
    await waitFor(() => expect(getPasskeyMock).toHaveBeenCalledTimes(1));
    auth.login.mockResolvedValue({ authFlow: 'otp', code: 'c1' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));

    await waitFor(() => expect(getPasskeyMock).toHaveBeenCalledTimes(2));
    expect(getPasskeyMock.mock.calls[1]).toEqual([OPTIONS, { autofill: true }]);
    expect(cancelMock).toHaveBeenCalledTimes(1);
  });

  it('the button while the autofill waits / the waiting request is cancelled first, then the dialog opens', async () => {
    autofillMock.mockResolvedValue(true);
    passkeyBackend();
    waitingAutofill();
    setup();
    await waitFor(() => expect(getPasskeyMock).toHaveBeenCalledWith(OPTIONS, { autofill: true }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(storeTokens).toHaveBeenCalledWith(TOKENS, 'direct'));
    expect(cancelMock).toHaveBeenCalled();
    expect(cancelMock.mock.invocationCallOrder[0]).toBeLessThan(
      getPasskeyMock.mock.invocationCallOrder[1] ?? 0,
    );
    expect(getPasskeyMock.mock.calls[1]).toEqual([OPTIONS]);
  });
});
