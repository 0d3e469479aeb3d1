import { act } from 'react';
import { PASSKEY_TEXTS, PERMISSION_FLAGS, type PasskeyApprovalOptions } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { approveWithPasskey } from '@portal/session/passkeys';
import { user$, type UserState } from '@portal/session/session';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { callsOf, methodWith, renderTransfers } from '../../../shared/testing/render-transfers';
import { ApprovalsPage } from './approvals-page';

jest.mock('@portal/session/passkeys', () => ({
  approveWithPasskey: jest.fn(),
  isPasskeyCancel: (error: { name?: string }) => error?.name === 'NotAllowedError',
}));

const approveWithPasskeyMock = jest.mocked(approveWithPasskey);

function signedIn(accessRight: number, customerType: 0 | 1 = 1): UserState {
  return {
    firstName: 'Bianca',
    lastName: 'Business',
    login: 'bianca.business@demo.test',
    customerId: 5,
    customerType,
    residenceCountryCode: 'RO',
    isAdmin: false,
    limited: false,
    verified: true,
    twoStepVerificationMode: 'none',
    approvalCodeMode: 'none',
    isNeedKyc: false,
    isNeedPersonalInfoUpdate: false,
    isHaveRelatedAccounts: false,
    useOldWeb: false,
    permissions: Object.fromEntries(
      PERMISSION_FLAGS.map((flag) => [flag, false]),
    ) as UserState['permissions'],
    isSubAccount: false,
    accessRight,
    isRepresentative: false,
    supportActing: false,
    isStrictMode: false,
    isConverted: false,
    businessRepresentativeId: null,
    businessRepresentativePositionIds: [],
  };
}

const request = (id: number, createdBy: number, status = 'pending') => ({
  id,
  transactionType: 'p2p',
  amount: '120.00',
  fee: '0.60',
  currencyCode: 'EUR',
  fromAccountId: 31,
  payeeName: `Payee ${id}`,
  payee: `payee${id}@demo.test`,
  created: '2030-01-02T10:00:00Z',
  createdBy,
  createdByName: createdBy === 1 ? 'Bianca Business' : 'Ivan Initiator',
  status,
});

function services(extra: Parameters<typeof methodWith>[0] = {}) {
  return methodWith({
    getBusinessUsers: () => ({
      users: [
        { userId: 1, name: 'Bianca Business', email: 'bianca.business@demo.test', accessRight: 2 },
        { userId: 2, name: 'Ivan Initiator', email: 'ivan.initiator@demo.test', accessRight: 3 },
      ],
    }),
    getApprovalCounts: () => ({ transactionRequestCount: 2, massTransactionRequestCount: 0 }),
    getApprovalRequests: () => ({
      requests: [request(101, 2), request(102, 1)],
      totals: [{ currencyCode: 'EUR', count: 2, amount: '240.00' }],
      total: 2,
    }),
    approveRequests: (body) => ({
      results: (body.transactionIds as number[]).map((id) => ({
        id,
        status: 'approved',
        transactionId: 900,
      })),
    }),
    balanceInquiry: () => ({ accounts: { account: [] } }),
    // A test's own answers win over these.
    ...extra,
  });
}

describe('ApprovalsPage', () => {
  afterEach(() => act(() => user$.next(null)));

  it('personal customer / no-access state, nothing fetched', async () => {
    user$.next(signedIn(2, 0));
    const method = services();
    renderTransfers(<ApprovalsPage />, method);
    expect(screen.getByRole('heading', { name: 'No access to approvals' })).toBeInTheDocument();
    expect(method.call).not.toHaveBeenCalled();
  });

  it('approver / own request marked and not selectable, a colleague’s approved after confirming', async () => {
    user$.next(signedIn(2));
    const method = services();
    renderTransfers(<ApprovalsPage />, method);
    expect(await screen.findByText('Your request')).toBeInTheDocument();
    expect(screen.getByText('€240.00 · 2 requests')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select request 101 to Payee 101' })).toBeEnabled(),
    );
    expect(screen.getByRole('checkbox', { name: 'Select request 102 to Payee 102' })).toBeDisabled();
    expect(callsOf(method, 'getApprovalRequests')[0]).toMatchObject({ page: 1, size: 50 });

    const user = userEvent.setup();
    await user.click(
      screen.getByRole('checkbox', { name: 'Select every request you can decide on this page' }),
    );
    expect(screen.getByText('1 request selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the requests?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Request 101: Approved.')).toBeInTheDocument();
    expect(callsOf(method, 'approveRequests')).toEqual([{ transactionIds: [101], declined: false }]);
    // The list refreshes after the decision.
    await waitFor(() => expect(callsOf(method, 'getApprovalRequests').length).toBeGreaterThan(1));
  });

  it('initiator / own requests only, no selection', async () => {
    user$.next({ ...signedIn(3), login: 'ivan.initiator@demo.test' });
    const method = services();
    renderTransfers(<ApprovalsPage />, method);
    await screen.findAllByText('Your request');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve selected' })).not.toBeInTheDocument();
    await waitFor(() => expect(callsOf(method, 'getApprovalRequests')[0]).toMatchObject({ createdBy: 2 }));
  });
});

describe('ApprovalsPage, the customer approves with passkeys (issue 50)', () => {
  // A browser with WebAuthn (jsdom has none); the library's dialog itself is mocked.
  beforeAll(() => {
    Object.assign(globalThis, { PublicKeyCredential: function PublicKeyCredential() {} });
  });
  afterAll(() => {
    delete (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });

  afterEach(() => act(() => user$.next(null)));

  const CREDENTIAL = { id: 'cred-7', rawId: 'cred-7', type: 'public-key', response: {} };
  const approval = (challengeId: string): PasskeyApprovalOptions => ({
    challengeId,
    options: { challenge: challengeId },
    payments: [{ amount: '120', currencyCode: 'EUR', payeeName: 'Payee 101', payee: 'payee101@demo.test' }],
  });
  const batch = {
    batchId: 44,
    batchName: 'March payroll',
    transactionType: 'p2p',
    count: 2,
    amount: '300.00',
    currencyCode: 'EUR',
    created: '2030-01-02T10:00:00Z',
    createdBy: 2,
    createdByName: 'Ivan Initiator',
    status: 'pending',
  };
  const refusal = (text: string) =>
    ApiError.fromBody({ responseCode: 'AF', responseDescription: text } as never);
  const passkeyMethods = (extra: Parameters<typeof methodWith>[0] = {}) =>
    services({
      getPasskeyQueueApproval: () => approval('ch-1'),
      approveRequestsWithPasskey: (body) => ({
        results: (body.transactionIds as number[]).map((id) => ({
          id,
          status: 'approved',
          transactionId: 901,
        })),
      }),
      ...extra,
    });
  const passkeyUser = () => user$.next({ ...signedIn(2), approvalCodeMode: 'passkey' });

  /** Selects request 101 and opens the approval dialog. */
  async function openApproval() {
    const user = userEvent.setup();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select request 101 to Payee 101' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select request 101 to Payee 101' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    return { user, dialog: await screen.findByRole('dialog', { name: 'Approve the requests?' }) };
  }

  it('approve selected / the payments listed, the passkey asserted, approveRequestsWithPasskey, results', async () => {
    approveWithPasskeyMock.mockResolvedValue(CREDENTIAL);
    passkeyUser();
    const method = passkeyMethods();
    renderTransfers(<ApprovalsPage />, method);
    const { user, dialog } = await openApproval();

    const list = await within(dialog).findByRole('list', { name: 'Payments to approve' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('€120.00 to Payee 101 (payee101@demo.test)');
    expect(callsOf(method, 'getPasskeyQueueApproval')).toEqual([{ transactionIds: [101] }]);
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve with passkey' }));

    expect(await screen.findByText('Request 101: Approved.')).toBeInTheDocument();
    expect(approveWithPasskeyMock).toHaveBeenCalledWith(approval('ch-1'));
    expect(callsOf(method, 'approveRequestsWithPasskey')).toEqual([
      { transactionIds: [101], challengeId: 'ch-1', credential: CREDENTIAL },
    ]);
    expect(callsOf(method, 'approveRequests')).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(callsOf(method, 'getApprovalRequests').length).toBeGreaterThan(1));
  });

  it('decline selected / the plain decision, no passkey asked', async () => {
    passkeyUser();
    const method = passkeyMethods({
      approveRequests: (body) => ({
        results: (body.transactionIds as number[]).map((id) => ({
          id,
          status: body.declined ? 'declined' : 'approved',
        })),
      }),
    });
    renderTransfers(<ApprovalsPage />, method);
    const user = userEvent.setup();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select request 101 to Payee 101' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select request 101 to Payee 101' }));
    await user.click(screen.getByRole('button', { name: 'Decline selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the requests?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText('Request 101: Declined.')).toBeInTheDocument();
    expect(callsOf(method, 'approveRequests')).toEqual([{ transactionIds: [101], declined: true }]);
    expect(callsOf(method, 'getPasskeyQueueApproval')).toEqual([]);
    expect(approveWithPasskeyMock).not.toHaveBeenCalled();
  });

  it('a mass request / getPasskeyQueueApproval by batch, approveMassRequestWithPasskey', async () => {
    approveWithPasskeyMock.mockResolvedValue(CREDENTIAL);
    passkeyUser();
    const method = passkeyMethods({
      getMassApprovalRequests: () => ({ requests: [batch], totals: [], total: 1 }),
      approveMassRequestWithPasskey: () => ({ results: [{ id: 44, status: 'approved' }] }),
    });
    renderTransfers(<ApprovalsPage />, method);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: /Batches/ }));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the requests?' });
    await user.click(await within(dialog).findByRole('button', { name: 'Approve with passkey' }));

    expect(await screen.findByText('Request 44: Approved.')).toBeInTheDocument();
    expect(callsOf(method, 'getPasskeyQueueApproval')).toEqual([{ batchId: 44 }]);
    expect(callsOf(method, 'approveMassRequestWithPasskey')).toEqual([
      { batchId: 44, challengeId: 'ch-1', credential: CREDENTIAL },
    ]);
    expect(callsOf(method, 'approveMassRequest')).toEqual([]);
  });

  it('the browser dialog cancelled / the dialog stays open, nothing decided, no error', async () => {
    approveWithPasskeyMock.mockRejectedValue(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    passkeyUser();
    const method = passkeyMethods();
    renderTransfers(<ApprovalsPage />, method);
    const { user, dialog } = await openApproval();

    await user.click(await within(dialog).findByRole('button', { name: 'Approve with passkey' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Approve with passkey' })).toBeEnabled(),
    );
    expect(approveWithPasskeyMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Approve the requests?' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(callsOf(method, 'approveRequestsWithPasskey')).toEqual([]);
  });

  it('the browser dialog fails / said in the dialog, nothing decided', async () => {
    approveWithPasskeyMock.mockRejectedValue(Object.assign(new Error('rp'), { name: 'SecurityError' }));
    passkeyUser();
    const method = passkeyMethods();
    renderTransfers(<ApprovalsPage />, method);
    const { user, dialog } = await openApproval();

    await user.click(await within(dialog).findByRole('button', { name: 'Approve with passkey' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your passkey could not be used. Try again.',
    );
    expect(callsOf(method, 'approveRequestsWithPasskey')).toEqual([]);
  });

  it('the server refuses the assertion / its text on the page as a failed decision', async () => {
    approveWithPasskeyMock.mockResolvedValue(CREDENTIAL);
    passkeyUser();
    const method = passkeyMethods({
      approveRequestsWithPasskey: () => {
        throw refusal(PASSKEY_TEXTS.otherPayment);
      },
    });
    renderTransfers(<ApprovalsPage />, method);
    const { user, dialog } = await openApproval();

    await user.click(await within(dialog).findByRole('button', { name: 'Approve with passkey' }));

    expect(await screen.findByText(PASSKEY_TEXTS.otherPayment)).toBeInTheDocument();
    expect(screen.getByText('The decision was not saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an approver without a passkey / the plain approval, as the server takes it from them', async () => {
    passkeyUser();
    const method = passkeyMethods({
      getPasskeyQueueApproval: () => {
        throw refusal(PASSKEY_TEXTS.noPasskey);
      },
    });
    renderTransfers(<ApprovalsPage />, method);
    const { user, dialog } = await openApproval();

    await user.click(await within(dialog).findByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Request 101: Approved.')).toBeInTheDocument();
    expect(callsOf(method, 'getPasskeyQueueApproval')).toEqual([{ transactionIds: [101] }]);
    expect(callsOf(method, 'approveRequests')).toEqual([{ transactionIds: [101], declined: false }]);
    expect(approveWithPasskeyMock).not.toHaveBeenCalled();
  });

  it('another approval method / the plain approval, no passkey asked', async () => {
    user$.next({ ...signedIn(2), approvalCodeMode: 'sms' });
    const method = passkeyMethods();
    renderTransfers(<ApprovalsPage />, method);
    const { user, dialog } = await openApproval();

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Request 101: Approved.')).toBeInTheDocument();
    expect(callsOf(method, 'getPasskeyQueueApproval')).toEqual([]);
    expect(callsOf(method, 'approveRequests')).toEqual([{ transactionIds: [101], declined: false }]);
  });

  it('where no passkey can answer (the app, no WebAuthn) / nothing of passkeys, the plain approval', async () => {
    const webAuthn = (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    delete (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    try {
      user$.next({ ...signedIn(2), approvalCodeMode: 'passkey' });
      const method = passkeyMethods();
      renderTransfers(<ApprovalsPage />, method);
      const { user, dialog } = await openApproval();
      expect(within(dialog).queryByText(/passkey/i)).not.toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

      expect(await screen.findByText('Request 101: Approved.')).toBeInTheDocument();
      expect(callsOf(method, 'getPasskeyQueueApproval')).toEqual([]);
      expect(callsOf(method, 'approveRequests')).toEqual([{ transactionIds: [101], declined: false }]);
    } finally {
      Object.assign(globalThis, { PublicKeyCredential: webAuthn });
    }
  });
});
