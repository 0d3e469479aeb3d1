import { act, screen, userEvent } from '@portal/testing/render';
import { bus } from '@portal/events/bus';
import { isSignedIn } from '@portal/session/session';
import { stubAuthClient, stubSecurityClient } from '@portal/testing/clients';
import { renderAccess, testServices } from '../../../testing/render-access';
import { SIGN_IN_TOKEN_KEY } from '../../../utils/sign-in-token';
import { ScpMobilePage } from './scp-mobile-page';
import { ScpPage } from './scp-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('@portal/session/session', () => ({
  ...jest.requireActual('@portal/session/session'),
  isSignedIn: jest.fn(() => false),
}));

beforeEach(() => jest.mocked(isSignedIn).mockReturnValue(false));
afterEach(() => sessionStorage.clear());

describe('ScpPage', () => {
  it('signed in / deep link from the session, QR shown, a linked device finishes', async () => {
    jest.mocked(isSignedIn).mockReturnValue(true);
    const security = stubSecurityClient({
      scpRequest: jest.fn().mockResolvedValue({ deeplink: 'portal://scp?key=9' }),
    });
    renderAccess(<ScpPage />, { services: testServices({ security }), path: '/scp' });
    expect(await screen.findByRole('img', { name: /QR code that links your phone/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in the app' })).toHaveAttribute(
      'href',
      'aurora://scp?key=9',
    );
    expect(screen.getByText('Waiting for your phone…')).toBeInTheDocument();

    act(() => bus.publish('live.deviceLinked', { deviceId: 3, name: 'iPhone 15' }));

    expect(await screen.findByRole('heading', { name: 'Approval in the app is on' })).toBeInTheDocument();
    expect(screen.getByText('Your phone iPhone 15 now approves your sign-ins.')).toBeInTheDocument();
  });

  it('pending sign-in / uses the stored temporary token; scpEnabled sends the user to sign in again', async () => {
    sessionStorage.setItem(SIGN_IN_TOKEN_KEY, 'tmp-s');
    const awaits: unknown[] = [];
    const subscription = bus.on('live.awaitLogin', (payload) => awaits.push(payload));
    const auth = stubAuthClient({
      scpRequest: jest.fn().mockResolvedValue({ deeplink: 'portal://scp?key=2' }),
    });
    renderAccess(<ScpPage />, { services: testServices({ auth }), path: '/scp' });
    await screen.findByRole('link', { name: 'Open in the app' });
    expect(auth.scpRequest).toHaveBeenCalledWith('tmp-s');
    expect(awaits).toEqual([{ temporaryToken: 'tmp-s' }]);

    act(() => bus.publish('live.loginDecision', { decision: 'scpEnabled', deviceName: 'Pixel 8' }));

    expect(
      await screen.findByText('Your phone Pixel 8 now approves your sign-ins. Sign in again to continue.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(sessionStorage.getItem(SIGN_IN_TOKEN_KEY)).toBeNull();
    expect(awaits.at(-1)).toBeNull();
    subscription.unsubscribe();
  });

  it('neither / explains and links to sign in, asks nothing', () => {
    const auth = stubAuthClient();
    renderAccess(<ScpPage />, { services: testServices({ auth }) });
    expect(screen.getByRole('heading', { name: 'Sign in first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(auth.scpRequest).not.toHaveBeenCalled();
  });
});

describe('ScpMobilePage', () => {
  it('phone variant / a big open-in-app link and both store links, no QR or SMS form', async () => {
    jest.mocked(isSignedIn).mockReturnValue(true);
    const security = stubSecurityClient({
      scpRequest: jest.fn().mockResolvedValue({ deeplink: 'portal://scp?key=9' }),
    });
    const { services } = renderAccess(<ScpMobilePage />, { services: testServices({ security }) });
    expect(await screen.findByRole('link', { name: 'Open in the app' })).toHaveAttribute(
      'href',
      'aurora://scp?key=9',
    );
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      services.brand.appStoreLinks.ios,
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      services.brand.appStoreLinks.android,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send links' })).not.toBeInTheDocument();
  });
});

describe('EnablePushPanel retry', () => {
  it('deep link refused / offers a retry that asks again', async () => {
    jest.mocked(isSignedIn).mockReturnValue(true);
    const user = userEvent.setup();
    const scpRequest = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ deeplink: 'portal://scp?key=3' });
    renderAccess(<ScpPage />, { services: testServices({ security: stubSecurityClient({ scpRequest }) }) });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Open in the app' })).toHaveAttribute(
      'href',
      'aurora://scp?key=3',
    );
    expect(scpRequest).toHaveBeenCalledTimes(2);
  });
});
