import { ApiError } from '@portal/api/errors';
import { unverifiedState, verificationState } from '@portal/api/testing/verification';
import { actingCustomerId$, user$ } from '@portal/session/session';
import { testUser } from '@portal/session/testing';
import { stubSecurityClient } from '@portal/testing/clients';
import { screen, userEvent, waitFor } from '@portal/testing/render';
import { methodWith } from '../../../shared/testing/render-onboarding';
import { RUN_ID, RUN_TOKEN, PROVIDER_URL, renderIdentityCheck } from '../testing/render-identity-check';
import { StartCheck } from './start-check';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const { navigateToUrl } = jest.requireMock('single-spa') as { navigateToUrl: jest.Mock };

const IVY = testUser({ customerId: 20977, customerType: 0, isNeedKyc: true, verified: false });

beforeEach(() => {
  user$.next(IVY);
  actingCustomerId$.next(undefined);
});
afterEach(() => navigateToUrl.mockClear());

function security() {
  return stubSecurityClient({
    startIdentityVerification: jest.fn(async () => ({
      workflowRunId: RUN_ID,
      token: RUN_TOKEN,
      url: PROVIDER_URL,
    })),
    sendIdentityVerification: jest.fn(async (_customerId: number, request: { type: string }) => ({
      workflowRunId: RUN_ID,
      type: request.type,
      sentTo: request.type === 'sms' ? '+351 •••• •••677' : '',
    })),
  });
}

const method = (state = unverifiedState()) => methodWith({ getVerificationState: () => state });

it('offers the three channels, this device first; starts the check and opens its page', async () => {
  const { security: client } = renderIdentityCheck(<StartCheck />, {
    method: method(),
    security: security(),
  });

  expect(await screen.findByRole('heading', { name: 'Verify your identity online' })).toBeInTheDocument();
  const group = screen.getByRole('group', { name: 'Where do you want to take the selfie?' });
  expect(group).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'On this device, with its camera' })).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: 'On my phone: send me a link by SMS' }));
  await userEvent.click(screen.getByRole('button', { name: 'Start the check' }));

  await waitFor(() =>
    expect(navigateToUrl).toHaveBeenCalledWith(`/identity-verification/${RUN_ID}/${RUN_TOKEN}`),
  );
  // A personal customer on their own: the personal path; then the channel with a PKCE challenge.
  expect(client.startIdentityVerification).toHaveBeenCalledWith(undefined);
  expect(client.sendIdentityVerification).toHaveBeenCalledWith(20977, {
    type: 'sms',
    codeChallenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    workflowRunId: RUN_ID,
  });
});

it('a business starts it through the customer’s path', async () => {
  user$.next(testUser({ customerId: 20500, customerType: 1 }));
  const { security: client } = renderIdentityCheck(<StartCheck />, {
    method: method(),
    security: security(),
  });

  await userEvent.click(await screen.findByRole('button', { name: 'Start the check' }));

  await waitFor(() => expect(client.startIdentityVerification).toHaveBeenCalledWith(20500));
  expect(client.sendIdentityVerification).toHaveBeenCalledWith(
    20500,
    expect.objectContaining({ type: 'camera' }),
  );
});

it('a refusal is shown with its lines, and the customer stays', async () => {
  const refusing = stubSecurityClient({
    startIdentityVerification: jest.fn(async () => {
      throw new ApiError({
        kind: 'response',
        title: 'Invalid parameters',
        message: 'Invalid parameters',
        code: 'TA1',
        status: 400,
        validationErrors: ['customer: a business is checked through /customers/{id}/identity-verification'],
      });
    }),
  });
  renderIdentityCheck(<StartCheck />, { method: method(), security: refusing });

  await userEvent.click(await screen.findByRole('button', { name: 'Start the check' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The check could not be started.');
  expect(alert).toHaveTextContent('customer: a business is checked through');
  expect(navigateToUrl).not.toHaveBeenCalled();
});

it('once verified online, it says so and offers no new check', async () => {
  const verified = verificationState({
    identity: {
      status: 'missing',
      documents: [],
      videoIdentity: { status: 'validated' },
      proofOfResidence: { status: 'notRequired' },
    },
  });
  renderIdentityCheck(<StartCheck />, { method: method(verified), security: security() });

  expect(await screen.findByText('Your identity was verified online.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Start the check' })).not.toBeInTheDocument();
});
