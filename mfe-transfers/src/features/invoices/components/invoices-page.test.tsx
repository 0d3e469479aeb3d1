import { act } from 'react';
import { PERMISSION_FLAGS, type Invoice } from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';
import { user$, type UserState } from '@portal/session/session';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import {
  balances,
  callsOf,
  methodWith,
  paymentAccount,
  renderTransfers,
} from '../../../shared/testing/render-transfers';
import { InvoicesPage } from './invoices-page';

function signedIn(requestMoney: boolean): UserState {
  return {
    firstName: 'Hugo',
    lastName: 'Horvat',
    login: 'hugo.invoices@demo.test',
    customerId: 1,
    customerType: 1,
    residenceCountryCode: 'RO',
    isAdmin: false,
    limited: false,
    verified: true,
    twoStepVerificationMode: 'none',
    approvalCodeMode: 'none',
    isNeedKyc: false,
    isNeedPersonalInfoUpdate: false,
    isHaveRelatedAccounts: true,
    useOldWeb: false,
    permissions: {
      ...(Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, false])) as UserState['permissions']),
      sendMoneyUser: true,
      requestMoney,
    },
    isSubAccount: false,
    accessRight: 2,
    isRepresentative: false,
    supportActing: false,
    isStrictMode: false,
    isConverted: false,
    businessRepresentativeId: null,
    businessRepresentativePositionIds: [],
  };
}

const invoice = (id: number, overrides: Partial<Invoice> = {}): Invoice => ({
  id,
  payerName: 'Hugo Print House SRL',
  payeeName: 'Ivy Design Studio GmbH',
  payerEmail: 'hugo.invoices@demo.test',
  payeeEmail: 'ivy.invoices@demo.test',
  currencyCode: 'EUR',
  amount: '250.00',
  total: '251.25',
  feePayment: '1.25',
  statusId: 1,
  status: 'awaitingPayment',
  noteBody: 'Logo design',
  dueDate: '2030-01-15',
  sentDate: '2030-01-02T10:00:00Z',
  updatedDate: '2030-01-02T10:00:00Z',
  isFunding: false,
  isSystem: false,
  urlPdf: `/files/invoices/${id}?token=abc`,
  ...overrides,
});

function services() {
  return methodWith({
    balanceInquiry: () => balances(paymentAccount({ accountId: 100986 })),
    getReceivedInvoices: () => ({
      invoices: [
        invoice(4001),
        invoice(4007, {
          isFunding: true,
          isSystem: true,
          payeeName: 'Aurora Payments UAB',
          feePayment: '0.00',
          total: '250.00',
        }),
      ],
      total: 2,
    }),
    getSentInvoices: () => ({
      invoices: [invoice(4004, { payerName: 'Ivy Design Studio GmbH', status: 'paid', statusId: 2 })],
      total: 1,
    }),
    transferP2p: () => ({ operationId: 'op-1', approveType: 'none', fee: '1.25', transactionId: 77 }),
    rejectInvoice: (body) => invoice(body.invoiceId as number, { status: 'rejected', statusId: 3 }),
    createInvoice: (body) => invoice(5001, { payerEmail: body.toEmail as string }),
  });
}

/** Plays the shell: every approval asked for is approved at once (approveType none). */
function approveEverything() {
  return bus.on('approval.requested', (asked) =>
    bus.publish('approval.completed', { operationId: asked.operationId, ok: true, transactionId: 77 }),
  );
}

describe('InvoicesPage', () => {
  afterEach(() => act(() => user$.next(null)));

  it('without requestMoney / not available, nothing asked for', () => {
    user$.next(signedIn(false));
    const method = services();
    renderTransfers(<InvoicesPage />, method);
    expect(screen.getByRole('heading', { name: 'Not available to you' })).toBeInTheDocument();
    expect(method.call).not.toHaveBeenCalled();
  });

  it('received and sent lists, the filters and the funding invoice shown as such', async () => {
    user$.next(signedIn(true));
    const method = services();
    renderTransfers(<InvoicesPage />, method);
    const table = await screen.findByRole('table', { name: 'Received' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Funding invoice')).toBeInTheDocument();
    expect(screen.getByText('2 invoices')).toBeInTheDocument();
    // A system invoice is paid by bank transfer: no Pay button, but it can be looked at and rejected.
    expect(screen.getByRole('button', { name: 'Pay invoice 4001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay invoice 4007' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Unpaid' }));
    await waitFor(() =>
      expect(callsOf(method, 'getReceivedInvoices').at(-1)).toEqual({ filters: ['unpaid'], pageNumber: 1 }),
    );
    await user.click(screen.getByRole('tab', { name: 'Sent' }));
    const sent = await screen.findByRole('table', { name: 'Sent' });
    expect(within(sent).getByText('Paid')).toBeInTheDocument();
    expect(callsOf(method, 'getSentInvoices')).toEqual([{ filters: ['unpaid'], pageNumber: 1 }]);
    expect(within(sent).queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('pays an invoice: the p2p transfer with its invoiceId, approved through the shell', async () => {
    user$.next(signedIn(true));
    const method = services();
    const shell = approveEverything();
    renderTransfers(<InvoicesPage />, method);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay invoice 4001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay invoice 4001' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay €251.25' }));
    expect(await screen.findByText('Invoice 4001 is paid.')).toBeInTheDocument();
    expect(callsOf(method, 'transferP2p')).toEqual([
      expect.objectContaining({
        accountId: 100986,
        amount: '250.00',
        currency: 'EUR',
        toEmail: 'ivy.invoices@demo.test',
        invoiceId: 4001,
      }),
    ]);
    shell.unsubscribe();
  });

  it('rejects with a note, which is required', async () => {
    user$.next(signedIn(true));
    const method = services();
    renderTransfers(<InvoicesPage />, method);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject invoice 4001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject invoice 4001' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject invoice' }));
    expect(await within(dialog).findByText('Say why you reject the invoice')).toBeInTheDocument();
    expect(callsOf(method, 'rejectInvoice')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Why you reject it/), 'Wrong amount');
    await user.click(within(dialog).getByRole('button', { name: 'Reject invoice' }));
    expect(await screen.findByText('Invoice 4001 was rejected.')).toBeInTheDocument();
    expect(callsOf(method, 'rejectInvoice')).toEqual([{ invoiceId: 4001, note: 'Wrong amount' }]);
  });

  it('creates an invoice after checking the amount in the currency’s minor units', async () => {
    user$.next(signedIn(true));
    const method = services();
    renderTransfers(<InvoicesPage />, method);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Received' });
    await user.click(screen.getByRole('button', { name: 'New invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'New invoice' });
    await user.type(within(dialog).getByLabelText(/Payer e-mail/), 'hugo.invoices@demo.test');
    await user.type(within(dialog).getByLabelText(/^Amount/), '12.345');
    await user.type(within(dialog).getByLabelText(/Due date/), '2099-05-01');
    await user.click(within(dialog).getByRole('button', { name: 'Send invoice' }));
    expect(await within(dialog).findByText('Use at most 2 decimals')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Amount/));
    await user.type(within(dialog).getByLabelText(/^Amount/), '12.30');
    await user.click(within(dialog).getByRole('button', { name: 'Send invoice' }));
    expect(await screen.findByText('Invoice 5001 was sent to hugo.invoices@demo.test.')).toBeInTheDocument();
    expect(callsOf(method, 'createInvoice')).toEqual([
      { toEmail: 'hugo.invoices@demo.test', amount: '12.3', currency: 'EUR', dueDate: '2099-05-01' },
    ]);
  });

  it('reloads the list when the live channel says an invoice changed', async () => {
    user$.next(signedIn(true));
    const method = services();
    renderTransfers(<InvoicesPage />, method);
    await screen.findByRole('table', { name: 'Received' });
    const before = callsOf(method, 'getReceivedInvoices').length;
    act(() => bus.publish('live.invoicesChanged', { invoiceId: 4001, status: 'paid' }));
    await waitFor(() => expect(callsOf(method, 'getReceivedInvoices').length).toBe(before + 1));
  });
});
