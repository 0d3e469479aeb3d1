import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { act, render, screen, userEvent } from '@portal/testing/render';
import { addNamespace } from '@portal/i18n/i18n';
import { englishI18n } from '../testing/test-i18n';
import { verificationSummary$ } from './verification-state';
import { VERIFICATION_NAMESPACE, loadVerificationTexts } from './texts';
import { VerificationBanner } from './verification-banner';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const { navigateToUrl } = jest.requireMock('single-spa') as { navigateToUrl: jest.Mock };

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
  await addNamespace(VERIFICATION_NAMESPACE, loadVerificationTexts);
});
afterEach(() => act(() => verificationSummary$.next(null)));

const show = (path = '/home') =>
  render(
    <I18nextProvider i18n={i18n}>
      <VerificationBanner currentPath={path} />
    </I18nextProvider>,
  );

describe('the verification warning (spec 03 §4 "A warning is shown for …")', () => {
  it('required actions / counted and named, with the way to the documents', async () => {
    act(() =>
      verificationSummary$.next({ status: 'requiredActions', actions: ['address', 'identity'], warns: true }),
    );
    show();
    const banner = screen.getByRole('region', { name: 'Action needed on your account.' });
    expect(banner).toHaveTextContent('2 things to do: proof of address, identity document.');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to verification' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/kyc');
  });

  it('limited and unverified / each leads to its own page; not shown on that page', () => {
    act(() => verificationSummary$.next({ status: 'limited', actions: [], warns: true }));
    const { unmount } = show();
    expect(screen.getByRole('link', { name: 'See what is needed' })).toHaveAttribute(
      'href',
      '/limited-account',
    );
    unmount();
    show('/limited-account');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => verificationSummary$.next({ status: 'unverified', actions: [], warns: true }));
    expect(screen.getByRole('link', { name: 'See what is left' })).toHaveAttribute(
      'href',
      '/unverified-account',
    );
  });

  it('duplicate documents, then new ones uploaded / each its warning and the way to the documents (issue 47 item 8)', () => {
    act(() => verificationSummary$.next({ status: 'duplicateDocuments', actions: [], warns: true }));
    show();
    expect(
      screen.getByRole('region', { name: 'We found the same documents on another account.' }),
    ).toHaveTextContent('Please upload your own documents again.');
    expect(screen.getByRole('link', { name: 'Go to verification' })).toHaveAttribute('href', '/kyc');
    act(() => verificationSummary$.next({ status: 'duplicateDocumentsUploaded', actions: [], warns: true }));
    expect(screen.getByRole('region', { name: 'Your new documents are being checked.' })).toBeInTheDocument();
  });

  it('no warning / for a checked account, an account in review, or before the status is known', () => {
    show();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    for (const status of ['checked', 'processing', 'verificationProcessing', 'finalReview'] as const) {
      act(() => verificationSummary$.next({ status, actions: [], warns: false }));
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
    }
  });
});
