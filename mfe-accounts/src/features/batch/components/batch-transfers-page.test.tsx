import type { BatchTransfer } from '@portal/api/catalogue';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { callsOf, methodServer, renderPage } from '../../balances/testing/render';
import { BatchTransfersPage } from './batch-transfers-page';

const batch = (id: number, fields: Partial<BatchTransfer> = {}): BatchTransfer => ({
  id,
  name: `Payroll ${id}`,
  type: 'p2p',
  dateTime: '2024-03-05T10:00:00Z',
  status: 'completed',
  count: 12,
  totalAmount: '1200.00',
  currencyCode: 'EUR',
  accountId: 5,
  ...fields,
});

function batchServer() {
  return methodServer({
    // One item, not a list (spec 02 §3).
    getBatchTransfers: (request) => ({
      batchTransfer: { transfer: batch(Number(request.pageNumber)) },
      total: 25,
    }),
    getBatchFile: ({ id }) => ({
      id,
      fileName: 'payroll.csv',
      content: 'email,amount,note\nann@example.com,100.00,"March, salary"\nbob@example.com,200.00,bonus\n',
    }),
  });
}

describe('BatchTransfersPage', () => {
  it('first page / 20 a page, one batch object listed with date, name, type, count, total, status', async () => {
    const method = batchServer();
    renderPage(<BatchTransfersPage />, { method, path: '/history/batch-transfers' });
    const table = await screen.findByRole('table', { name: 'Batch transfers' });
    expect(within(table).getByRole('button', { name: 'View the file of Payroll 1' })).toBeInTheDocument();
    expect(within(table).getByText('Person to person')).toBeInTheDocument();
    expect(within(table).getByText('12')).toBeInTheDocument();
    expect(within(table).getByText('€1,200.00')).toBeInTheDocument();
    expect(within(table).getByText('Completed')).toBeInTheDocument();
    expect(callsOf(method, 'getBatchTransfers')).toEqual([
      [{ pageNumber: 1, pageSize: 20 }, { popup: false }],
    ]);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('filter / search, types and dates sent with page 1 and kept in the address bar', async () => {
    const method = batchServer();
    const { location } = renderPage(<BatchTransfersPage />, {
      method,
      path: '/history/batch-transfers?page=2',
    });
    await screen.findByRole('button', { name: 'View the file of Payroll 2' });
    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText('Search by name'), 'payroll');
    await ui.click(screen.getByRole('checkbox', { name: 'Global pay' }));
    await ui.click(screen.getByRole('checkbox', { name: 'Bank wire' }));
    await ui.type(screen.getByLabelText('From date'), '2024-03-01');
    await ui.type(screen.getByLabelText('To date'), '2024-03-31');
    await ui.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(callsOf(method, 'getBatchTransfers').at(-1)).toEqual([
        {
          search: 'payroll',
          types: ['wire', 'global'],
          from: '2024-03-01',
          to: '2024-03-31',
          pageNumber: 1,
          pageSize: 20,
        },
        { popup: false },
      ]),
    );
    expect(new URLSearchParams(location.search).get('types')).toBe('wire,global');
  });

  it('a batch / its file opens as a table', async () => {
    const method = batchServer();
    renderPage(<BatchTransfersPage />, { method });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'View the file of Payroll 1' }));
    const dialog = screen.getByRole('dialog', { name: 'File of Payroll 1' });
    const table = await within(dialog).findByRole('table', { name: 'Contents of payroll.csv' });
    expect(within(table).getByRole('columnheader', { name: 'amount' })).toBeInTheDocument();
    expect(within(table).getByText('March, salary')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(callsOf(method, 'getBatchFile')).toEqual([[{ id: 1 }, { popup: false }]]);
  });
});
