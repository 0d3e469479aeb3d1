import { ApiError } from '@portal/api/errors';
import { bus } from '@portal/events/bus';
import { isSignedIn, signOut } from '@portal/session/session';
import { stubMethodClient } from '@portal/testing/clients';
import { screen, userEvent, waitFor } from '@portal/testing/render';
import { renderAccess, testServices } from '../../../testing/render-access';
import { TermsPage } from './terms-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('@portal/session/session', () => ({
  ...jest.requireActual('@portal/session/session'),
  signOut: jest.fn(() => Promise.resolve()),
  isSignedIn: jest.fn(() => true),
}));

const termsError = (terms: unknown) =>
  ApiError.fromBody({ responseCode: 'TE', responseDescription: 'Terms error', terms } as never);

const PRIVACY = { id: 4, title: 'Privacy policy', url: 'https://aurora.test/privacy-v3', version: '3' };
const TERMS = { id: 7, title: 'Terms and conditions', url: 'https://aurora.test/terms-v9', version: '9' };

function renderTerms(call: jest.Mock) {
  const method = stubMethodClient(call);
  renderAccess(<TermsPage />, { services: testServices({ method }), path: '/legal-terms' });
  return method;
}

describe('TermsPage', () => {
  it("signed out / the brand's documents and the way to sign in; nothing asked of the back end (issue 14)", async () => {
    jest.mocked(isSignedIn).mockReturnValueOnce(false);
    const call = jest.fn(() => Promise.resolve({}));
    const method = renderTerms(call);
    const services = testServices({ method });

    const terms = await screen.findByRole('link', { name: /Terms and conditions/ });
    expect(terms).toHaveAttribute('href', services.brand.terms.termsAndConditions);
    expect(screen.getByRole('link', { name: /Privacy policy/ })).toHaveAttribute(
      'href',
      services.brand.terms.privacyPolicy,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(call).not.toHaveBeenCalled();
  });

  it('TE with a list / lists the documents; accepting sends their ids and asks the shell to reload the user', async () => {
    const reloads: unknown[] = [];
    const subscription = bus.on('session.reloadUser', (payload) => reloads.push(payload));
    const user = userEvent.setup();
    const call = jest.fn((name: string) =>
      name === 'getCustomerInfo' ? Promise.reject(termsError([PRIVACY, TERMS])) : Promise.resolve({}),
    );
    const method = renderTerms(call);

    const link = await screen.findByRole('link', { name: /Terms and conditions/ });
    expect(link).toHaveAttribute('href', 'https://aurora.test/terms-v9');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Privacy policy/ })).toBeInTheDocument();
    expect(method.call).toHaveBeenCalledWith('getCustomerInfo', {}, { popup: false });

    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(screen.getByText('Tick the box to confirm you accept the documents')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I have read and accept these documents' })).toHaveFocus();
    expect(method.call).not.toHaveBeenCalledWith('acceptTerms', expect.anything());

    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept these documents' }));
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));

    await waitFor(() => expect(reloads).toEqual([{}]));
    expect(method.call).toHaveBeenCalledWith('acceptTerms', { termIds: [4, 7] });
    subscription.unsubscribe();
  });

  it('TE with one item / still listed', async () => {
    renderTerms(jest.fn().mockRejectedValue(termsError(TERMS)));
    expect(await screen.findByRole('link', { name: /Terms and conditions/ })).toBeInTheDocument();
  });

  it('nothing pending / a note and a way home', async () => {
    renderTerms(jest.fn().mockResolvedValue({ customerId: 1 }));
    expect(await screen.findByRole('heading', { name: 'Nothing to accept' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('sign out / ends the session', async () => {
    const user = userEvent.setup();
    renderTerms(jest.fn().mockRejectedValue(termsError(TERMS)));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalled();
  });
});
