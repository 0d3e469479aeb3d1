import { act } from 'react';
import { PERMISSION_FLAGS } from '@portal/api/catalogue';
import { user$, type UserState } from '@portal/session/session';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { callsOf, methodWith, renderTransfers } from '../../../shared/testing/render-transfers';
import { ApprovalsPage } from './approvals-page';

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

function services() {
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
