import { navigateToUrl } from 'single-spa';
import { ApiError } from '@portal/api/errors';
import { isSignedIn, rememberTargetPath } from '@portal/session/session';
import { stubSecurityClient } from '@portal/testing/clients';
import { screen, userEvent, waitFor } from '@portal/testing/render';
import { renderAccess, testServices } from '../../../testing/render-access';
import { leaveTo } from '../utils/leave-to';
import { AuthorizePage } from './authorize-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('../utils/leave-to', () => ({ leaveTo: jest.fn() }));
jest.mock('@portal/session/session', () => ({
  ...jest.requireActual('@portal/session/session'),
  isSignedIn: jest.fn(() => true),
  rememberTargetPath: jest.fn(),
}));

const SEARCH =
  '?client_id=shop&redirect_uri=https%3A%2F%2Fshop.test%2Fcb&scope=profile%20balance&state=xyz&response_type=code';
const INFO = {
  authorizationId: 'auth-1',
  clientName: 'Shop Partner',
  scopes: ['profile', 'balance'],
  redirectUri: 'https://shop.test/cb',
};

function renderAuthorize(security = stubSecurityClient(), path = `/oau${SEARCH}`) {
  renderAccess(<AuthorizePage />, { services: testServices({ security }), path });
  return security;
}

describe('AuthorizePage', () => {
  it('signed out / remembers the whole request and goes to sign in, asking nothing', () => {
    jest.mocked(isSignedIn).mockReturnValue(false);
    const security = renderAuthorize();
    expect(rememberTargetPath).toHaveBeenCalledWith(`/oau${SEARCH}`);
    expect(navigateToUrl).toHaveBeenCalledWith('/login');
    expect(security.authorizeInfo).not.toHaveBeenCalled();
  });

  it('signed in, approve / shows client and scopes, sends the decision, leaves for the returned URL', async () => {
    jest.mocked(isSignedIn).mockReturnValue(true);
    const user = userEvent.setup();
    const security = renderAuthorize(
      stubSecurityClient({
        authorizeInfo: jest.fn().mockResolvedValue(INFO),
        authorizeDecision: jest
          .fn()
          .mockResolvedValue({ redirectUrl: 'https://shop.test/cb?code=ok&state=xyz' }),
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Shop Partner wants to access your account' }),
    ).toBeInTheDocument();
    expect(security.authorizeInfo).toHaveBeenCalledWith({
      client_id: 'shop',
      redirect_uri: 'https://shop.test/cb',
      scope: 'profile balance',
      state: 'xyz',
      response_type: 'code',
    });
    expect(screen.getByText('See your balances')).toBeInTheDocument();
    expect(screen.getByText('After your decision you will be taken to shop.test.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve' }));

    expect(security.authorizeDecision).toHaveBeenCalledWith('auth-1', { approve: true });
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://shop.test/cb?code=ok&state=xyz'));
  });

  it('deny / sends approve false', async () => {
    jest.mocked(isSignedIn).mockReturnValue(true);
    const user = userEvent.setup();
    const security = renderAuthorize(
      stubSecurityClient({
        authorizeInfo: jest.fn().mockResolvedValue(INFO),
        authorizeDecision: jest
          .fn()
          .mockResolvedValue({ redirectUrl: 'https://shop.test/cb?error=access_denied' }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Deny' }));
    expect(security.authorizeDecision).toHaveBeenCalledWith('auth-1', { approve: false });
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://shop.test/cb?error=access_denied'));
  });

  it('404 on authorize / goes to the root', async () => {
    jest.mocked(isSignedIn).mockReturnValue(true);
    renderAuthorize(
      stubSecurityClient({
        authorizeInfo: jest.fn().mockRejectedValue(ApiError.fromBody({ message: 'Unknown client' }, 404)),
      }),
      `/auth/sei${SEARCH}`,
    );
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/'));
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('missing redirect_uri / says the link is incomplete without calling the server', async () => {
    jest.mocked(isSignedIn).mockReturnValue(true);
    const security = renderAuthorize(stubSecurityClient(), '/oau?client_id=shop');
    expect(
      await screen.findByRole('heading', { name: 'This authorization link is incomplete' }),
    ).toBeInTheDocument();
    expect(security.authorizeInfo).not.toHaveBeenCalled();
  });
});
