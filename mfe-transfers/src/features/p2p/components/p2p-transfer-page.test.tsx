import { act } from 'react';
import { bus, type PortalEventMap } from '@portal/events/bus';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import {
  balances,
  callsOf,
  methodWith,
  paymentAccount,
  renderTransfers,
} from '../../../shared/testing/render-transfers';
import { P2pTransferPage } from './p2p-transfer-page';

const eur = paymentAccount({ accountId: 11, currencyCode: 'EUR', balance: '5000.00' });

function services(overrides: Parameters<typeof methodWith>[0] = {}) {
  return methodWith({
    balanceInquiry: () => balances(eur),
    checkPayee: (request) => ({
      exist: request.email === 'paul.payee@demo.test',
      outBlacklist: false,
      // The sandbox masks the payee's name (issue 22): the page shows what it is given.
      name: 'Paul P.',
    }),
    getP2pFee: () => ({ fee: '0.50', total: '100.50' }),
    getCustomerLimits: () => ({ limits: [] }),
    getRecentTransfers: () => ({
      transfers: [
        {
          transactionId: 1,
          type: 'p2p',
          permission: '3d',
          isDisabled: false,
          createdAt: '2030-01-01T10:00:00Z',
          amount: '20',
          currencyCode: 'EUR',
          payeeName: 'Paul Payee',
          payee: 'paul.payee@demo.test',
        },
        {
          transactionId: 2,
          type: 'p2p',
          permission: '3d',
          isDisabled: true,
          createdAt: '2030-01-01T10:00:00Z',
          amount: '20',
          currencyCode: 'EUR',
          payeeName: 'Blocked Person',
          payee: 'blocked@demo.test',
        },
      ],
    }),
    getBeneficiaries: () => ({ beneficiaries: [], externalCards: [] }),
    transferP2p: () => ({
      operationId: 'op-1',
      approveType: 'sms',
      approvalSentTo: '+40 *** 123',
      availableApprovalMethods: ['sms'],
      fee: '0.50',
    }),
    ...overrides,
  });
}

function approvalRequests() {
  const requested: PortalEventMap['approval.requested'][] = [];
  const subscription = bus.on('approval.requested', (payload) => requested.push(payload));
  return { requested, release: () => subscription.unsubscribe() };
}

async function fillAndReview(email = 'paul.payee@demo.test', amount = '100') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Payee e-mail', { exact: false }), email);
  await user.tab();
  await user.type(screen.getByLabelText('Amount', { exact: false }), amount);
  await user.click(screen.getByRole('button', { name: 'Review' }));
  return user;
}

describe('P2pTransferPage', () => {
  it('recent list / the spec request, disabled payees hidden, a click fills the payee', async () => {
    const method = services();
    renderTransfers(<P2pTransferPage />, method);
    // Named by what it shows (WCAG 2.5.3: the visible text is the name), under the "recent" heading.
    const recent = await screen.findByRole('button', { name: /^Paul Payee paul\.payee@demo\.test/ });
    expect(screen.queryByText('Blocked Person')).not.toBeInTheDocument();
    expect(callsOf(method, 'getRecentTransfers')).toEqual([{ types: ['p2p'], permission: '3d', limit: 3 }]);
    await userEvent.setup().click(recent);
    expect(screen.getByLabelText('Payee e-mail', { exact: false })).toHaveValue('paul.payee@demo.test');
    expect(await screen.findByText('Payee: Paul P.')).toBeInTheDocument();
  });

  it('an amount typed / the fee line is there at once, before the fee is asked for, and then says the fee', async () => {
    const method = services();
    renderTransfers(<P2pTransferPage />, method);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount', { exact: false }), '100');
    // Nothing under the amount moves when the fee comes: the line holds its place from the first digit.
    expect(screen.getByText('Getting the fee…')).toBeInTheDocument();
    expect(callsOf(method, 'getP2pFee')).toEqual([]);
    expect(await screen.findByText('Fee €0.50; €100.50 in all.')).toBeInTheDocument();
  });

  it('invalid e-mail on blur / never sent to checkPayee, error shown', async () => {
    const method = services();
    renderTransfers(<P2pTransferPage />, method);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Payee e-mail', { exact: false }), 'a@b');
    await user.tab();
    expect(screen.getByText('Enter a valid e-mail, for example name@example.com')).toBeInTheDocument();
    expect(callsOf(method, 'checkPayee')).toEqual([]);
  });

  it('unknown payee on blur / checked once, "no customer" message', async () => {
    const method = services();
    renderTransfers(<P2pTransferPage />, method);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Payee e-mail', { exact: false }), 'nobody@demo.test');
    await user.tab();
    expect(await screen.findByText('There is no customer with this e-mail.')).toBeInTheDocument();
    expect(callsOf(method, 'checkPayee')).toEqual([{ email: 'nobody@demo.test' }]);
  });

  it('amount 0 / no fee call; amount 100 / fee asked with the account', async () => {
    const method = services();
    renderTransfers(<P2pTransferPage />, method);
    const user = userEvent.setup();
    const amount = await screen.findByLabelText('Amount', { exact: false });
    await user.type(amount, '0');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(callsOf(method, 'getP2pFee')).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '100');
    expect(await screen.findByText('Fee €0.50; €100.50 in all.')).toBeInTheDocument();
    expect(callsOf(method, 'getP2pFee')).toEqual([{ accountId: 11, amount: '100' }]);
  });

  it('review before the fee came / the fee rows hold their place, so nothing moves under a press when it comes', async () => {
    let feeCame: () => void = () => undefined;
    const fee = new Promise<void>((resolve) => {
      feeCame = resolve;
    });
    const method = services({
      getP2pFee: async () => {
        await fee;
        return { fee: '0.50', total: '100.50' };
      },
    });
    renderTransfers(<P2pTransferPage />, method);
    await fillAndReview();
    const review = await screen.findByRole('region', { name: 'Check your transfer' });
    const rows = () => within(review).getAllByRole('definition').length;
    expect(within(review).getByText('Getting the fee…')).toBeInTheDocument();
    const rowsWhileAsking = rows();
    act(() => feeCame());
    expect(await within(review).findByText('€0.50')).toBeInTheDocument();
    expect(within(review).getByText('€100.50')).toBeInTheDocument();
    expect(within(review).queryByText('Getting the fee…')).not.toBeInTheDocument();
    expect(rows()).toBe(rowsWhileAsking);
  });

  it('confirm / asks the shell for approval; approved / success panel and balances reloaded', async () => {
    const { requested, release } = approvalRequests();
    const method = services();
    renderTransfers(<P2pTransferPage />, method);
    const user = await fillAndReview();
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    await waitFor(() => expect(requested).toHaveLength(1));
    expect(requested[0]).toMatchObject({
      operationId: 'op-1',
      approveType: 'sms',
      approvalSentTo: '+40 *** 123',
    });
    const sent = callsOf(method, 'transferP2p') as Array<Record<string, unknown>>;
    expect(sent[0]).toMatchObject({
      accountId: 11,
      amount: '100',
      currency: 'EUR',
      toEmail: 'paul.payee@demo.test',
    });
    expect(sent[0]?.idempotencyKey).toEqual(expect.any(String));
    const before = callsOf(method, 'balanceInquiry').length;
    act(() => bus.publish('approval.completed', { operationId: 'op-1', ok: true, transactionId: 5 }));
    expect(await screen.findByText('Money sent')).toBeInTheDocument();
    expect(screen.getByText('€100.00 sent to paul.payee@demo.test; fee €0.50.')).toBeInTheDocument();
    await waitFor(() => expect(callsOf(method, 'balanceInquiry').length).toBeGreaterThan(before));
    release();
  });

  /** Submits, answers the approval with `answer`, then changes the amount to 80 and submits again. */
  async function resubmitAfter(answer: { ok: false; cancelled?: true; message?: string }, notice: string) {
    const method = services();
    renderTransfers(<P2pTransferPage />, method);
    const user = await fillAndReview();
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    await waitFor(() => expect(callsOf(method, 'transferP2p')).toHaveLength(1));
    act(() => bus.publish('approval.completed', { operationId: 'op-1', ...answer }));
    expect(await screen.findByText(notice)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change details' }));
    const amount = screen.getByLabelText('Amount', { exact: false });
    expect(amount).toHaveValue('100');
    await user.clear(amount);
    await user.type(amount, '80');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    await waitFor(() => expect(callsOf(method, 'transferP2p')).toHaveLength(2));
    act(() => bus.publish('approval.completed', { operationId: 'op-1', ok: false, cancelled: true }));
    return callsOf(method, 'transferP2p') as Array<Record<string, unknown>>;
  }

  it('sms approval cancelled, then the amount changed / details kept, the open operation amended', async () => {
    const [first, second] = await resubmitAfter(
      { ok: false, cancelled: true },
      'Approval cancelled. Nothing was sent and your details are kept.',
    );
    expect(first?.operationId).toBeUndefined();
    expect(second).toMatchObject({ amount: '80', operationId: 'op-1' });
    expect(second?.idempotencyKey).not.toEqual(first?.idempotencyKey);
  });

  it('approval failed, then the amount changed / details kept, a new transfer without the failed operation', async () => {
    const [first, second] = await resubmitAfter(
      { ok: false, message: 'Wrong code.' },
      'The transfer was not approved',
    );
    expect(second).toMatchObject({ amount: '80' });
    expect(second?.operationId).toBeUndefined();
    expect(second?.idempotencyKey).not.toEqual(first?.idempotencyKey);
  });

  it('initiator (approval transaction created) / the queued panel', async () => {
    const method = services({
      transferP2p: () => ({
        operationId: 'op-9',
        approveType: 'none',
        availableApprovalMethods: [],
        fee: '0.50',
        approvalTransactionCreated: true,
      }),
    });
    renderTransfers(<P2pTransferPage />, method);
    const user = await fillAndReview();
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    await waitFor(() => expect(callsOf(method, 'transferP2p')).toHaveLength(1));
    act(() => bus.publish('approval.completed', { operationId: 'op-9', ok: true }));
    expect(await screen.findByText('Approval transaction created')).toBeInTheDocument();
  });
});
