import { Route, Routes } from 'react-router-dom';
import { ApiError } from '@portal/api/errors';
import { bus, type PortalEventMap } from '@portal/events/bus';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { callsOf, methodWith, renderTransfers } from '../../../shared/testing/render-transfers';
import { GlobalSummaryPage } from './global-summary-page';

const payment = (id: number, name: string, amount: string, status = 'active') => ({
  id,
  amount,
  description: 'May',
  beneficiaryType: 'individual',
  beneficiaryName: name,
  beneficiaryEmail: `${name.toLowerCase()}@demo.test`,
  beneficiaryCountryCode: 'DE',
  feeShare: 'sender',
  paymentMethods: [
    { name: 'wire', forbidden: false },
    { name: 'oct', forbidden: false },
  ],
  fee: '1.00',
  status,
});

function batchAnswer(status: string, deleted: boolean) {
  return {
    batchId: 31,
    batchName: 'May freelancers',
    accountId: 100791,
    currencyCode: 'EUR',
    status,
    createdAt: '2030-05-01T10:00:00Z',
    expireDays: 14,
    payments: [payment(1, 'Rita', '120.00'), payment(2, 'Rafa', '80.50', deleted ? 'deleted' : 'active')],
    totalAmount: deleted ? '120.00' : '200.50',
    totalFee: deleted ? '1.00' : '2.00',
    totalDebit: deleted ? '121.00' : '202.50',
  };
}

function sender() {
  let status = 'draft';
  let deleted = false;
  return methodWith({
    getGlobalPayBatch: () => batchAnswer(status, deleted),
    getGlobalPayCountries: () => ({
      countries: [{ countryCode: 'DE', name: 'Germany', paymentMethods: ['wire'] }],
    }),
    updateGlobalPayPayments: (request) => {
      if (request.deletes) deleted = true;
      if (request.restores) deleted = false;
      return batchAnswer(status, deleted);
    },
    setGlobalPayMethodForbidden: () => {
      throw ApiError.fromBody({
        responseCode: 'TA1',
        responseDescription: 'At least one method must stay allowed.',
      });
    },
    submitGlobalPayBatch: () => {
      status = 'pendingApproval';
      return {
        operationId: 'op-77',
        approveType: 'approvalCode',
        availableApprovalMethods: ['approvalCode'],
        fee: '2.00',
      };
    },
    getGlobalPayBatchStatus: () => ({
      batchId: 31,
      status,
      counts: { new: 2 },
      payments: [
        { id: 1, status: 'new' },
        { id: 2, status: 'new' },
      ],
    }),
    rejectGlobalPayBatch: () => {
      status = 'rejected';
      return { batchId: 31, status, counts: {}, payments: [] };
    },
  });
}

function renderSummary(method: ReturnType<typeof methodWith>, search = '?batchId=31') {
  return renderTransfers(
    <Routes>
      <Route path="/transfer/external/global-summary" element={<GlobalSummaryPage />} />
    </Routes>,
    method,
    `/transfer/external/global-summary${search}`,
  );
}

describe('GlobalSummaryPage (spec 02 §4 "Global-pay batch (sender side)")', () => {
  it('the batch of the address, its totals; delete and restore a payment', async () => {
    const method = sender();
    renderSummary(method);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Global pay: May freelancers' }),
    ).toBeInTheDocument();
    expect(callsOf(method, 'getGlobalPayBatch')).toEqual([{ batchId: 31 }]);
    expect(screen.getByTestId('global-total-debit')).toHaveTextContent('€202.50');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete the payment to Rafa' }));
    expect(await screen.findByRole('button', { name: 'Restore the payment to Rafa' })).toBeInTheDocument();
    expect(screen.getByTestId('global-total-debit')).toHaveTextContent('€121.00');
    await user.click(screen.getByRole('button', { name: 'Restore the payment to Rafa' }));
    expect(await screen.findByRole('button', { name: 'Delete the payment to Rafa' })).toBeInTheDocument();
    expect(callsOf(method, 'updateGlobalPayPayments')).toEqual([
      { batchId: 31, deletes: [2] },
      { batchId: 31, restores: [2] },
    ]);
  });

  it('a refused change is told in place, not in the popup', async () => {
    const shown: unknown[] = [];
    const subscription = bus.on('api.error', (error) => shown.push(error));
    const method = sender();
    renderSummary(method);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Payout methods for Rita' }));
    const dialog = screen.getByRole('dialog', { name: 'How Rita may be paid' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bank wire' }));
    expect(await within(dialog).findByText('At least one method must stay allowed.')).toBeInTheDocument();
    // The box showed the change at once and is put back when the change is refused.
    expect(within(dialog).getByRole('checkbox', { name: 'Bank wire' })).toBeChecked();
    expect(callsOf(method, 'setGlobalPayMethodForbidden')).toEqual([
      { batchId: 31, paymentId: 1, name: 'wire', forbidden: true },
    ]);
    expect(shown).toEqual([]);
    subscription.unsubscribe();
  });

  it('submit goes through the shell’s approval popups; approved, the status is read from the server', async () => {
    const requested: PortalEventMap['approval.requested'][] = [];
    const subscription = bus.on('approval.requested', (payload) => {
      requested.push(payload);
      queueMicrotask(() => bus.publish('approval.completed', { operationId: payload.operationId, ok: true }));
    });
    const method = sender();
    renderSummary(method);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit the batch' }));
    expect(await screen.findByText('Batch submitted')).toBeInTheDocument();
    expect(requested).toMatchObject([{ operationId: 'op-77', approveType: 'approvalCode' }]);
    expect(callsOf(method, 'submitGlobalPayBatch')).toEqual([
      { batchId: 31, idempotencyKey: expect.any(String) },
    ]);
    await waitFor(() => expect(callsOf(method, 'getGlobalPayBatchStatus').length).toBeGreaterThan(0));
    subscription.unsubscribe();
  });

  it('reject asks first, then the batch is rejected', async () => {
    const method = sender();
    renderSummary(method);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject the batch' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this batch?' });
    expect(callsOf(method, 'rejectGlobalPayBatch')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The batch was rejected.')).toBeInTheDocument();
    expect(callsOf(method, 'rejectGlobalPayBatch')).toEqual([{ batchId: 31 }]);
  });

  it('without a batch id in the address / a way to upload one, nothing asked', () => {
    const method = sender();
    renderSummary(method, '');
    expect(screen.getByRole('heading', { name: 'No batch chosen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload a file' })).toHaveAttribute(
      'href',
      '/transfer/mass/global',
    );
    expect(method.call).not.toHaveBeenCalled();
  });
});
