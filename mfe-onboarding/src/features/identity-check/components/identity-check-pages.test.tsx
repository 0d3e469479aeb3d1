import { Route, Routes } from 'react-router-dom';
import { ApiError } from '@portal/api/errors';
import { bus } from '@portal/events/bus';
import { tokens$, user$, type SessionTokens } from '@portal/session/session';
import { testUser } from '@portal/session/testing';
import { stubSecurityClient } from '@portal/testing/clients';
import { act, screen, userEvent, waitFor } from '@portal/testing/render';
import { methodWith } from '../../../shared/testing/render-onboarding';
import { IDENTITY_CHECK_POLL_MS } from '../api/identity-check';
import { PROVIDER_URL, RUN_ID, RUN_TOKEN, renderIdentityCheck, run } from '../testing/render-identity-check';
import { IdentityVerificationPage, VideoIdentityJobPage } from './identity-check-pages';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const { navigateToUrl } = jest.requireMock('single-spa') as { navigateToUrl: jest.Mock };

const SESSION = {
  accessToken: 'a',
  refreshToken: 'r',
  expiresAt: Date.now() + 3_600_000,
  authFlow: 'simple',
} as unknown as SessionTokens;

function signIn() {
  tokens$.next(SESSION);
  user$.next(testUser({ customerId: 20977, isNeedKyc: true, verified: false }));
}
function signOut() {
  tokens$.next(null);
  user$.next(null);
}

afterEach(() => {
  signOut();
  navigateToUrl.mockClear();
  jest.useRealTimers();
});

const page = (
  <Routes>
    <Route path="/identity-verification/:workflowRunId/:token" element={<IdentityVerificationPage />} />
    <Route path="/video-identity-job/:id" element={<VideoIdentityJobPage />} />
  </Routes>
);
const PAGE_PATH = `/identity-verification/${RUN_ID}/${RUN_TOKEN}`;

/** A security client answering the run's states in turn (the last one again after that). */
function answering(...states: ReturnType<typeof run>[]) {
  let index = 0;
  return stubSecurityClient({
    identityWorkflowRun: jest.fn(async () => states[Math.min(index++, states.length - 1)]),
    startIdentityVerification: jest.fn(async () => ({
      workflowRunId: 'b0000000-0000-4000-8000-000000000000',
      token: 'N'.repeat(43),
      url: PROVIDER_URL,
    })),
    sendIdentityVerification: jest.fn(async () => ({ workflowRunId: RUN_ID, type: 'camera', sentTo: '' })),
  });
}

it('shows whom it checks, the state and the way to the provider, here or in a new tab', async () => {
  const security = answering(run());
  renderIdentityCheck(page, { method: methodWith({}), security, path: PAGE_PATH });

  expect(await screen.findByRole('heading', { level: 1, name: 'Identity check' })).toBeInTheDocument();
  expect(await screen.findByText('Status: waiting for your selfie')).toBeInTheDocument();
  expect(screen.getByText('Checking: Ivy I.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the provider here' })).toHaveAttribute('href', PROVIDER_URL);
  const newTab = screen.getByRole('link', { name: 'Open the provider in a new tab' });
  expect(newTab).toHaveAttribute('target', '_blank');
  expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
  expect(security.identityWorkflowRun).toHaveBeenCalledWith(RUN_ID, RUN_TOKEN);
});

it('signed in: the decision arrives live and the page says verified, with the way to the accounts', async () => {
  signIn();
  const security = answering(run({ status: 'submitted' }), run({ status: 'passed' }));
  renderIdentityCheck(page, { method: methodWith({}), security, path: PAGE_PATH });
  expect(await screen.findByText('Status: the provider is checking your selfie')).toBeInTheDocument();

  // Another kind of notification is not about the check.
  act(() => bus.publish('notification.received', { id: 'n0', kind: 'documentRejected', text: 'x' }));
  act(() => {
    bus.publish('notification.received', {
      id: 'n1',
      kind: 'identityVerification',
      text: 'Your identity check passed: your identity is verified.',
    });
  });

  expect(await screen.findByText('Status: verified')).toBeInTheDocument();
  expect(screen.getByText('Your identity is verified')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your accounts' })).toHaveAttribute('href', '/home');
  expect(screen.queryByRole('link', { name: 'Open the provider here' })).not.toBeInTheDocument();
  expect(security.identityWorkflowRun).toHaveBeenCalledTimes(2);
});

it('signed out: asks every few seconds until the provider decided, then stops', async () => {
  jest.useFakeTimers();
  const security = answering(run(), run({ status: 'failed', failureReason: 'unclearSelfie' }));
  renderIdentityCheck(page, { method: methodWith({}), security, path: PAGE_PATH });
  expect(await screen.findByText('Status: waiting for your selfie')).toBeInTheDocument();

  await act(async () => {
    jest.advanceTimersByTime(IDENTITY_CHECK_POLL_MS);
  });

  expect(await screen.findByText('Status: not verified')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('The selfie was not clear enough.');
  // Signed out, trying again goes through the KYC page (after signing in).
  expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/kyc');
  await act(async () => {
    jest.advanceTimersByTime(IDENTITY_CHECK_POLL_MS * 3);
  });
  expect(security.identityWorkflowRun).toHaveBeenCalledTimes(2);
});

it('failed, signed in: "Try again" starts a new check on the same channel and opens it', async () => {
  signIn();
  const security = answering(run({ status: 'failed', failureReason: 'faceMismatch', channel: 'camera' }));
  renderIdentityCheck(page, { method: methodWith({}), security, path: PAGE_PATH });

  expect(
    await screen.findByText('The face in the selfie does not match your identity document.'),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

  await waitFor(() =>
    expect(navigateToUrl).toHaveBeenCalledWith(
      `/identity-verification/b0000000-0000-4000-8000-000000000000/${'N'.repeat(43)}`,
    ),
  );
  expect(security.sendIdentityVerification).toHaveBeenCalledWith(
    20977,
    expect.objectContaining({ type: 'camera' }),
  );
});

it('a link that is not valid says so', async () => {
  const security = stubSecurityClient({
    identityWorkflowRun: jest.fn(async () => {
      throw new ApiError({
        kind: 'response',
        title: 'Error',
        message: 'No such identity check.',
        code: 'NF',
        status: 404,
      });
    }),
  });
  renderIdentityCheck(page, { method: methodWith({}), security, path: PAGE_PATH });

  expect(
    await screen.findByText('This identity check does not exist, or the link is no longer valid.'),
  ).toBeInTheDocument();
  expect(security.identityWorkflowRun).toHaveBeenCalledTimes(1);
});

it('/video-identity-job/{id}: the same check by its id, status only', async () => {
  const security = answering(run({ customerName: undefined, url: undefined, status: 'submitted' }));
  renderIdentityCheck(page, { method: methodWith({}), security, path: `/video-identity-job/${RUN_ID}` });

  expect(await screen.findByRole('heading', { level: 1, name: 'Video identity check' })).toBeInTheDocument();
  expect(await screen.findByText('Status: the provider is checking your selfie')).toBeInTheDocument();
  expect(security.identityWorkflowRun).toHaveBeenCalledWith(RUN_ID, undefined);
  expect(screen.queryByRole('link', { name: /Open the provider/ })).not.toBeInTheDocument();
});
