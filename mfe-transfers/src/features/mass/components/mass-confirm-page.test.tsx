import { act } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { MassSubmitResult, MassSummary } from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';
import { screen, userEvent, within } from '@portal/testing/render';
import {
  balances,
  methodWith,
  paymentAccount,
  renderTransfers,
} from '../../../shared/testing/render-transfers';
import { massDraft } from '../utils/mass-draft';
import { MassConfirmPage } from './mass-confirm-page';
import { MassUpload } from './mass-upload';

const eur = paymentAccount({ accountId: 11, currencyCode: 'EUR', balance: '5000.00' });

const SUMMARY: MassSummary = {
  method: 'p2p',
  accountId: 11,
  count: 2,
  currencyCode: 'EUR',
  totalAmount: '15.5',
  totalFee: '0.6',
  total: '16.1',
  // The sandbox counts the lines of the file it got: the header is line 1.
  rows: [
    {
      line: 2,
      values: { email: 'anna@demo.test', amount: '10.5', currency: 'EUR' },
      amount: '10.5',
      fee: '0.35',
    },
    { line: 3, values: { email: 'ben@demo.test', amount: '5', currency: 'EUR' }, amount: '5', fee: '0.25' },
  ],
  summaryHash: 'hash-1',
};
const SUBMITTED: MassSubmitResult = {
  operationId: 'op-9',
  approveType: 'approvalCode',
  availableApprovalMethods: ['approvalCode'],
  fee: '0.6',
  batchId: 7,
  count: 2,
  totalAmount: '15.5',
  currencyCode: 'EUR',
};

function services() {
  const method = methodWith({
    getMassSampleLinks: () => ({ links: [] }),
    balanceInquiry: () => balances(eur),
  });
  const callWithFile = jest.fn(async (_name: string, request: Record<string, unknown>) =>
    request.onlySummary ? SUMMARY : SUBMITTED,
  );
  return { method: Object.assign(method, { callWithFile }), callWithFile };
}

beforeEach(() => massDraft.clear());

describe('mass transfer, two steps (spec 02 §4)', () => {
  it('checked rows / summary pass with onlySummary, confirm page with totals and fees, submit with the hash, approved', async () => {
    const { method, callWithFile } = services();
    const user = userEvent.setup();
    renderTransfers(
      <Routes>
        <Route path="/transfer/mass/p2p" element={<MassUpload method="p2p" accounts={[eur]} />} />
        <Route path="/transfer/mass/p2p/confirm" element={<MassConfirmPage />} />
      </Routes>,
      method,
      '/transfer/mass/p2p',
    );
    await user.type(screen.getByRole('textbox', { name: /Batch name/ }), 'May payouts');
    await user.click(screen.getByRole('radio', { name: 'Paste rows' }));
    await user.click(screen.getByRole('textbox', { name: 'Rows' }));
    await user.paste('anna@demo.test,10.50,EUR\nben@demo.test,5,EUR');
    await user.click(screen.getByRole('button', { name: 'Check the rows' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to the summary' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm the mass transfer' })).toHaveFocus();
    const [name, summaryRequest, file] = callWithFile.mock.calls[0] as unknown as [
      string,
      Record<string, unknown>,
      File,
    ];
    expect(name).toBe('transferMass');
    expect(summaryRequest).toEqual({
      batchName: 'May payouts',
      accountId: 11,
      method: 'p2p',
      onlySummary: true,
    });
    // What is sent is the checked rows in their normal form, with the method's header.
    expect(file.name).toBe('p2p-batch.csv');
    const summary = screen
      .getAllByLabelText('Summary')
      .find((element) => element.tagName === 'DL') as HTMLElement;
    expect(within(summary).getByText('2 payments')).toBeInTheDocument();
    expect(within(summary).getByText('€15.50')).toBeInTheDocument();
    expect(within(summary).getByText('€0.60')).toBeInTheDocument();
    expect(within(summary).getByText('€16.10')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Payments and their fees' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('€0.35')).toBeInTheDocument();
    // Shown by the lines of the pasted text (no header there): 1 and 2, not the sent file's 2 and 3.
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(/^1$/);
    expect(within(rows[2] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(/^2$/);

    const requested: string[] = [];
    const subscription = bus.on('approval.requested', (payload) => requested.push(payload.operationId));
    await user.click(screen.getByRole('button', { name: 'Send the batch' }));
    const submitRequest = callWithFile.mock.calls[1]?.[1] as Record<string, unknown>;
    expect(submitRequest).toMatchObject({ onlySummary: false, summaryHash: 'hash-1', method: 'p2p' });
    expect(typeof submitRequest.idempotencyKey).toBe('string');
    expect(requested).toEqual(['op-9']);
    act(() => bus.publish('approval.completed', { operationId: 'op-9', ok: true, transactionId: 70 }));
    expect(await screen.findByText('Batch sent')).toBeInTheDocument();
    expect(screen.getByText('2 payments, €16.10 with fees, have been sent.')).toBeInTheDocument();
    expect(massDraft.get()).toBeUndefined();
    subscription.unsubscribe();
  });

  it('an initiator (right 3) / the batch waits for a colleague: "Approval transaction created" (spec 02 §4)', async () => {
    massDraft.set({
      method: 'p2p',
      batchName: 'May payouts',
      accountId: 11,
      currencyCode: 'EUR',
      rows: [
        { line: 1, values: { email: 'anna@demo.test', amount: '10.5', currency: 'EUR' } },
        { line: 2, values: { email: 'ben@demo.test', amount: '5', currency: 'EUR' } },
      ],
      summary: SUMMARY,
    });
    const { method, callWithFile } = services();
    callWithFile.mockImplementation(async () => ({
      ...SUBMITTED,
      approveType: 'none',
      approvalTransactionCreated: true,
    }));
    const user = userEvent.setup();
    renderTransfers(<MassConfirmPage />, method);
    await user.click(screen.getByRole('button', { name: 'Send the batch' }));
    act(() => bus.publish('approval.completed', { operationId: 'op-9', ok: true }));
    expect(await screen.findByText('Approval transaction created')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to approvals' })).toHaveAttribute(
      'href',
      '/transfer/approved',
    );
    expect(screen.queryByText('Batch sent')).not.toBeInTheDocument();
  });

  it('a reload (no batch in memory) / says so with the way back to the upload', () => {
    renderTransfers(<MassConfirmPage />, methodWith({}));
    expect(screen.getByRole('heading', { name: 'No batch to confirm' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to mass transfers' })).toHaveAttribute(
      'href',
      '/transfer/mass',
    );
  });
});
