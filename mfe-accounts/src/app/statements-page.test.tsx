import type { StatementExport } from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import {
  callsOf,
  methodServer,
  renderPage,
  testAccount,
  TEST_API_BASE_URL,
} from '../features/balances/testing/render';
import { StatementsPage } from './statements-page';

const accounts = [
  testAccount({ accountId: 5, type: 1001, currencyCode: 'EUR' }),
  testAccount({ accountId: 6, type: 4002, currencyCode: 'GBP' }),
];
const month = (accountId: number, year: number, monthNumber: number): StatementExport => ({
  accountId,
  year,
  month: monthNumber,
  dateFrom: `${year}-${String(monthNumber).padStart(2, '0')}-01`,
  transactions: 4,
});

function statementsServer(overrides: Record<string, (request: Record<string, unknown>) => unknown> = {}) {
  return methodServer({
    balanceInquiry: () => ({ accounts: { account: accounts } }),
    getStatementExports: (request) => ({
      exports: [month(Number(request.accountId), 2024, 2), month(Number(request.accountId), 2024, 1)],
      total: 14,
    }),
    ...overrides,
  });
}

describe('StatementsPage', () => {
  it('account from the link / its months, source monthly, 12 a page', async () => {
    const method = statementsServer();
    renderPage(<StatementsPage />, { method, path: '/statements?accountId=6' });
    expect(await screen.findByRole('heading', { name: 'February 2024' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'January 2024' })).toBeInTheDocument();
    expect(screen.getAllByText('Transactions: 4')).toHaveLength(2);
    expect(callsOf(method, 'getStatementExports')).toEqual([
      [{ accountId: 6, source: 'monthly', pageSize: 12, pageNumber: 1 }, { popup: false }],
    ]);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('download a month / the month exported as a statement, progress, then handed to the shell', async () => {
    const statuses = [
      { status: 'running', progress: 50, rows: 2 },
      { status: 'done', progress: 100, rows: 4, url: '/files/exports/s-1?token=x' },
    ];
    const method = statementsServer({
      exportTransactionHistory: () => ({ exportId: 's-1' }),
      getExportStatus: () => ({ exportId: 's-1', fileName: 'statement-2024-02.csv', ...statuses.shift() }),
    });
    const downloads: unknown[] = [];
    const subscription = bus.on('download.requested', (payload) => downloads.push(payload));
    renderPage(<StatementsPage />, { method, path: '/statements' });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Download the statement of February 2024' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Statement of February 2024' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the statement of January 2024' })).toBeDisabled();
    expect(await screen.findByText('Ready (rows: 4). The download has started.')).toBeInTheDocument();
    expect(callsOf(method, 'exportTransactionHistory')).toEqual([
      [{ accountId: 5, fromDate: '2024-02-01', toDate: '2024-02-29', source: 'statement' }, { popup: false }],
    ]);
    expect(callsOf(method, 'getExportStatus')).toHaveLength(2);
    expect(downloads).toEqual([
      { url: `${TEST_API_BASE_URL}/files/exports/s-1?token=x`, fileName: 'statement-2024-02.csv' },
    ]);
    subscription.unsubscribe();
  });

  it('export failed on the server / the month says so and the others can be downloaded', async () => {
    const method = statementsServer({
      exportTransactionHistory: () => ({ exportId: 's-2' }),
      getExportStatus: () => ({
        exportId: 's-2',
        status: 'failed',
        progress: 10,
        rows: 0,
        fileName: 'x.csv',
      }),
    });
    renderPage(<StatementsPage />, { method, path: '/statements' });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Download the statement of January 2024' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('The server could not prepare the file. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download the statement of February 2024' })).toBeEnabled(),
    );
  });

  it('another account / its first page is read', async () => {
    const method = statementsServer();
    const { location } = renderPage(<StatementsPage />, { method, path: '/statements' });
    await screen.findByRole('heading', { name: 'February 2024' });
    await userEvent.setup().selectOptions(screen.getByLabelText('Account'), '6');
    await waitFor(() =>
      expect(callsOf(method, 'getStatementExports').at(-1)?.[0]).toEqual({
        accountId: 6,
        source: 'monthly',
        pageSize: 12,
        pageNumber: 1,
      }),
    );
    expect(location.search).toBe('?accountId=6');
  });

  it('for accounting software / its heading and button come with the page; the dialog opens on the press with the page’s account', async () => {
    const method = statementsServer({
      exportAccountingStatement: () => ({ exportId: 'a-1' }),
      getExportStatus: () => ({
        exportId: 'a-1',
        status: 'done',
        progress: 100,
        rows: 3,
        fileName: 'statement.xml',
        url: '/files/exports/a-1?token=t',
      }),
    });
    renderPage(<StatementsPage />, { method, path: '/statements?accountId=6' });
    const section = screen.getByRole('region', { name: 'For accounting software' });
    // The formats are named in the page's description, painted with the first HTML (the card's own text, painted
    // after the scripts, became the page's largest element: LCP 2.8 s).
    expect(
      screen.getByText(/statements for accounting software: camt\.053, MT940, OFX or QBO\.$/),
    ).toBeVisible();
    expect(section).toHaveTextContent(/^For accounting software\s*Export for accounting software$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const ui = userEvent.setup();
    const open = within(section).getByRole('button', { name: 'Export for accounting software' });
    await ui.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Export for accounting software' });
    expect(within(dialog).getByLabelText('Account')).toHaveValue('6');
    await ui.click(within(dialog).getByRole('button', { name: 'Start the export' }));
    expect(await within(dialog).findByText('Your export is ready')).toBeInTheDocument();
    expect(callsOf(method, 'exportAccountingStatement')[0]?.[0]).toMatchObject({
      accountId: 6,
      format: 'camt053',
    });

    await ui.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus back on the button that opened it.
    expect(open).toHaveFocus();
  });
});
