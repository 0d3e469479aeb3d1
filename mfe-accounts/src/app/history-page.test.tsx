import type { HistoryTransaction } from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';
import { act, screen, userEvent, waitFor, within } from '@portal/testing/render';
import {
  callsOf,
  methodServer,
  renderPage,
  testAccount,
  TEST_API_BASE_URL,
} from '../features/balances/testing/render';
import { HistoryPage } from './history-page';

const accounts = [
  testAccount({ accountId: 6, type: 4002, currencyCode: 'GBP' }),
  testAccount({ accountId: 5, type: 1001, currencyCode: 'EUR' }),
  testAccount({ accountId: 3, type: 11, currencyCode: 'USD' }),
];

const transaction = (
  transactionId: number,
  fields: Partial<HistoryTransaction> = {},
): HistoryTransaction => ({
  transactionId,
  accountId: 5,
  transactionDate: '2024-03-05T10:00:00Z',
  operationType: 'p2p',
  direction: 'out',
  status: 'completed',
  amount: '-12.50',
  fee: '0.50',
  currencyCode: 'EUR',
  description: `Payment ${transactionId}`,
  counterpartyName: 'Ann Lee',
  ...fields,
});

function historyServer(overrides: Record<string, (request: Record<string, unknown>) => unknown> = {}) {
  return methodServer({
    balanceInquiry: () => ({ accounts: { account: accounts } }),
    getTransactionTypes: () => ({ types: [{ type: 'p2p', name: 'P2P transfer' }] }),
    // One item, not a list: the back end's habit (spec 02 §3).
    getTransactionHistory: (request) => ({
      transactions: { transaction: transaction(100 + Number(request.pageNumber)) },
      results: 45,
      exportCsv: true,
      rejectedCount: 2,
      processingCount: 1,
    }),
    ...overrides,
  });
}

const historyCalls = (method: { call: jest.Mock }) => callsOf(method, 'getTransactionHistory');

afterEach(() => jest.useRealTimers());

describe('HistoryPage', () => {
  it('the first page on its way / the counts line is held, then the counts take its place (no shift of the list)', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const method = historyServer({
      getTransactionHistory: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderPage(<HistoryPage />, { method, path: '/history?accountId=5' });
    expect(await screen.findByTestId('history-counts-held')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('list', { name: 'Totals of this filter' })).not.toBeInTheDocument();
    act(() =>
      answer({
        transactions: { transaction: transaction(101) },
        results: 1,
        rejectedCount: 0,
        processingCount: 0,
      }),
    );
    expect(await screen.findByText('Results: 1')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Totals of this filter' })).toBeInTheDocument();
    expect(screen.queryByTestId('history-counts-held')).not.toBeInTheDocument();
  });

  it('no account in the link / the first payment account, exactly accountId and page 1; one transaction object listed', async () => {
    const method = historyServer();
    renderPage(<HistoryPage />, { method, path: '/history' });
    const table = await screen.findByRole('table', { name: 'Transactions of the account' });
    expect(within(table).getByRole('button', { name: 'Payment 101' })).toBeInTheDocument();
    expect(within(table).getByText('Ann Lee')).toBeInTheDocument();
    expect(within(table).getByText('-€12.50')).toBeInTheDocument();
    expect(within(table).getByText('€0.50')).toBeInTheDocument();
    expect(within(table).getByText('Completed')).toBeInTheDocument();
    expect(within(table).getByText('P2P transfer')).toBeInTheDocument();
    expect(historyCalls(method)).toEqual([[{ accountId: 5, pageNumber: 1 }, { popup: false }]]);
    expect(screen.getByText('Results: 45')).toBeInTheDocument();
    expect(screen.getByText('Processing: 1')).toBeInTheDocument();
    expect(screen.getByText('Rejected: 2')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Account')).toHaveValue('5');
  });

  it('filter in the link / sends exactly those fields and the page number', async () => {
    const method = historyServer();
    renderPage(<HistoryPage />, {
      method,
      path:
        '/history?accountId=6&keyword=rent&transactionType=p2p&transactionDirection=in&status=processing' +
        '&fromDate=2024-01-01&toDate=2024-01-31&fromAmount=10&toAmount=99.50&email=ann%40example.com&page=2',
    });
    await screen.findByRole('button', { name: 'Payment 102' });
    expect(historyCalls(method)).toEqual([
      [
        {
          accountId: 6,
          keyword: 'rent',
          transactionType: 'p2p',
          transactionDirection: 'in',
          status: 'processing',
          fromDate: '2024-01-01',
          toDate: '2024-01-31',
          fromAmount: '10',
          toAmount: '99.5',
          email: 'ann@example.com',
          pageNumber: 2,
        },
        { popup: false },
      ],
    ]);
    expect(screen.getByLabelText('Keyword')).toHaveValue('rent');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('invalid counterparty e-mail / field error and nothing sent; a valid one is applied to the address bar', async () => {
    const method = historyServer();
    const { location } = renderPage(<HistoryPage />, { method, path: '/history?accountId=5' });
    await screen.findByRole('button', { name: 'Payment 101' });
    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText('Keyword'), 'rent');
    await ui.type(screen.getByLabelText('Counterparty e-mail'), 'ann@mail');
    await ui.click(screen.getByRole('button', { name: 'Apply' }));
    const email = screen.getByLabelText('Counterparty e-mail');
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, such as name@example.com');
    expect(email).toHaveFocus();
    expect(historyCalls(method)).toHaveLength(1);
    expect(historyCalls(method).some(([request]) => 'email' in request)).toBe(false);

    await ui.type(email, '.com');
    await ui.selectOptions(screen.getByLabelText('Direction'), 'Outgoing');
    await ui.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(historyCalls(method).at(-1)).toEqual([
        { accountId: 5, keyword: 'rent', transactionDirection: 'out', email: 'ann@mail.com', pageNumber: 1 },
        { popup: false },
      ]),
    );
    expect(new URLSearchParams(location.search).get('email')).toBe('ann@mail.com');
    expect(new URLSearchParams(location.search).get('transactionDirection')).toBe('out');
  });

  it('amounts / a non-decimal and a reversed range are refused on their fields', async () => {
    const method = historyServer();
    renderPage(<HistoryPage />, { method, path: '/history?accountId=5' });
    await screen.findByRole('button', { name: 'Payment 101' });
    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText('Amount from'), '1e3');
    await ui.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('Amount from')).toHaveAccessibleDescription(
      'Enter an amount such as 25 or 25.50',
    );
    await ui.clear(screen.getByLabelText('Amount from'));
    await ui.type(screen.getByLabelText('Amount from'), '50');
    await ui.type(screen.getByLabelText('Amount to'), '20');
    await ui.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('Amount to')).toHaveAccessibleDescription(
      'The upper amount must not be below the lower one',
    );
    expect(historyCalls(method)).toHaveLength(1);
  });

  it('next page / page 2 is asked for while page 1 stays on screen', async () => {
    let releasePage2: () => void = () => undefined;
    const method = historyServer({
      getTransactionHistory: (request) => {
        const answer = {
          transactions: { transaction: [transaction(100 + Number(request.pageNumber))] },
          results: 45,
          exportCsv: true,
          rejectedCount: 0,
          processingCount: 0,
        };
        if (request.pageNumber === 1) return answer;
        return new Promise((resolve) => {
          releasePage2 = () => resolve(answer);
        });
      },
    });
    const { location } = renderPage(<HistoryPage />, { method, path: '/history?accountId=5' });
    await screen.findByRole('button', { name: 'Payment 101' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(historyCalls(method).at(-1)?.[0]).toEqual({ accountId: 5, pageNumber: 2 }));
    expect(screen.getByRole('button', { name: 'Payment 101' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    act(() => releasePage2());
    expect(await screen.findByRole('button', { name: 'Payment 102' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(new URLSearchParams(location.search).get('page')).toBe('2');
  });

  it('a line / opens its details', async () => {
    const method = historyServer({
      getTransactionDetails: ({ transactionId }) => ({
        ...transaction(Number(transactionId)),
        reference: 'INV-77',
        counterpartyEmail: 'ann@example.com',
      }),
    });
    renderPage(<HistoryPage />, { method, path: '/history?accountId=5' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Payment 101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(await within(dialog).findByText('INV-77')).toBeInTheDocument();
    expect(within(dialog).getByText('ann@example.com')).toBeInTheDocument();
    expect(callsOf(method, 'getTransactionDetails')).toEqual([[{ transactionId: 101 }, { popup: false }]]);
  });

  it('live transaction / history and balances are read again', async () => {
    const method = historyServer();
    renderPage(<HistoryPage />, { method, path: '/history?accountId=5' });
    await screen.findByRole('button', { name: 'Payment 101' });
    expect(callsOf(method, 'balanceInquiry')).toHaveLength(1);
    act(() => bus.publish('live.transaction', { accountId: 5, transactionId: 900 }));
    await waitFor(() => expect(historyCalls(method)).toHaveLength(2));
    await waitFor(() => expect(callsOf(method, 'balanceInquiry')).toHaveLength(2));
  });

  it('CSV export / exactly the filter on screen, polled until done, then handed to the shell with the absolute url', async () => {
    jest.useFakeTimers();
    const statuses = [
      { status: 'running', progress: 40, rows: 18 },
      { status: 'done', progress: 100, rows: 45, url: '/files/exports/e-1?token=t' },
    ];
    const method = historyServer({
      exportTransactionHistory: () => ({ exportId: 'e-1' }),
      getExportStatus: () => ({ exportId: 'e-1', fileName: 'history.csv', ...statuses.shift() }),
    });
    const downloads: unknown[] = [];
    const subscription = bus.on('download.requested', (payload) => downloads.push(payload));
    renderPage(<HistoryPage />, { method, path: '/history?accountId=5&keyword=rent&status=completed' });
    const ui = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await ui.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export to CSV' });
    await ui.click(within(dialog).getByRole('button', { name: 'Start the export' }));

    const progress = await within(dialog).findByRole('progressbar', { name: 'Export progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '40'));
    expect(within(dialog).getByText('40% · rows written: 18')).toBeInTheDocument();
    expect(downloads).toEqual([]);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    expect(await within(dialog).findByText('Your export is ready')).toBeInTheDocument();
    expect(callsOf(method, 'exportTransactionHistory')).toEqual([
      [{ accountId: 5, keyword: 'rent', status: 'completed', source: 'history' }, { popup: false }],
    ]);
    expect(callsOf(method, 'getExportStatus')).toEqual([
      [{ exportId: 'e-1' }, { popup: false }],
      [{ exportId: 'e-1' }, { popup: false }],
    ]);
    expect(downloads).toEqual([
      { url: `${TEST_API_BASE_URL}/files/exports/e-1?token=t`, fileName: 'history.csv' },
    ]);
    subscription.unsubscribe();
  });

  it('export to e-mail / an invalid address is refused; a valid one is sent with the exportId once done', async () => {
    const method = historyServer({
      exportTransactionHistory: () => ({ exportId: 'e-2' }),
      getExportStatus: () => ({
        exportId: 'e-2',
        status: 'done',
        progress: 100,
        rows: 45,
        fileName: 'history.csv',
        url: '/files/exports/e-2?token=t',
      }),
      sendExportToEmail: () => ({}),
    });
    const downloads: unknown[] = [];
    const subscription = bus.on('download.requested', (payload) => downloads.push(payload));
    renderPage(<HistoryPage />, { method, path: '/history?accountId=5' });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export to CSV' });
    await ui.click(within(dialog).getByRole('radio', { name: 'Send it to an e-mail address' }));
    await ui.type(within(dialog).getByLabelText('E-mail address'), 'me@mail');
    await ui.click(within(dialog).getByRole('button', { name: 'Start the export' }));
    expect(within(dialog).getByLabelText('E-mail address')).toHaveAccessibleDescription(
      'Enter a valid e-mail address, such as name@example.com',
    );
    expect(callsOf(method, 'exportTransactionHistory')).toHaveLength(0);

    await ui.type(within(dialog).getByLabelText('E-mail address'), '.com');
    await ui.click(within(dialog).getByRole('button', { name: 'Start the export' }));
    expect(
      await within(dialog).findByText('We sent the file to me@mail.com (rows: 45).'),
    ).toBeInTheDocument();
    expect(callsOf(method, 'sendExportToEmail')).toEqual([
      [{ exportId: 'e-2', email: 'me@mail.com' }, { popup: false }],
    ]);
    expect(downloads).toEqual([]);
    subscription.unsubscribe();
  });

  it('export for accounting software / the dialog offers CSV first, and camt.053 of the filter’s account and dates', async () => {
    const method = historyServer({
      exportAccountingStatement: () => ({ exportId: 'a-1' }),
      getExportStatus: () => ({
        exportId: 'a-1',
        status: 'done',
        progress: 100,
        rows: 45,
        fileName: 'statement-5-2024-03-05-2024-04-10.xml',
        url: '/files/exports/a-1?token=t',
      }),
    });
    renderPage(<HistoryPage />, {
      method,
      path: '/history?accountId=5&fromDate=2024-03-05&toDate=2024-04-10',
    });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export to CSV' });
    expect(within(dialog).getByRole('radio', { name: 'CSV' })).toBeChecked();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .filter((radio) => radio.getAttribute('name') === 'accountingFormat')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['csv', 'camt053', 'mt940', 'ofx', 'qbo']);

    await ui.click(within(dialog).getByRole('radio', { name: 'camt.053' }));
    expect(dialog).toHaveAccessibleName('Export for accounting software');
    expect(within(dialog).getByLabelText('Account')).toHaveValue('5');
    await ui.click(within(dialog).getByRole('button', { name: 'Start the export' }));
    expect(await within(dialog).findByText('Your export is ready')).toBeInTheDocument();
    expect(callsOf(method, 'exportAccountingStatement')).toEqual([
      [{ accountId: 5, format: 'camt053', fromDate: '2024-03-05', toDate: '2024-04-10' }, { popup: false }],
    ]);
    expect(callsOf(method, 'exportTransactionHistory')).toEqual([]);
  });

  it('the Filter button / counts the applied filters (plural), opens the same fields, and Apply writes the address bar', async () => {
    const ui = userEvent.setup();
    const method = historyServer();
    const { location } = renderPage(<HistoryPage />, {
      method,
      path: '/history?accountId=5&status=processing',
    });
    await screen.findByRole('button', { name: 'Payment 101' });
    const toggle = screen.getByRole('button', { name: 'Filter (1 active filter)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'history-filters');
    expect(document.getElementById('history-filters')).toContainElement(screen.getByLabelText('Keyword'));

    await ui.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await ui.selectOptions(screen.getByLabelText('Direction'), 'Incoming');
    await ui.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(new URLSearchParams(location.search).get('transactionDirection')).toBe('in'));
    expect(new URLSearchParams(location.search).get('status')).toBe('processing');
    const counted = screen.getByRole('button', { name: 'Filter (2 active filters)' });
    expect(counted).toHaveAttribute('aria-expanded', 'false');
    expect(counted).toHaveFocus();
  });

  it('on a phone / the lines as a list under day headers: counterparty, time and type, signed amount and status', async () => {
    jest.useFakeTimers({
      now: new Date(2024, 2, 6, 12),
      doNotFake: ['setTimeout', 'clearTimeout', 'setInterval'],
    });
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }),
    });
    try {
      const method = historyServer({
        getTransactionHistory: () => ({
          transactions: {
            transaction: [
              transaction(1, { transactionDate: new Date(2024, 2, 6, 9, 15).toISOString() }),
              transaction(2, {
                transactionDate: new Date(2024, 2, 5, 18, 0).toISOString(),
                amount: '40.00',
                direction: 'in',
                counterpartyName: '',
                status: 'processing',
              }),
              transaction(3, { transactionDate: new Date(2024, 2, 1, 8, 0).toISOString() }),
            ],
          },
          results: 3,
          exportCsv: true,
          rejectedCount: 0,
          processingCount: 1,
        }),
      });
      renderPage(<HistoryPage />, { method, path: '/history?accountId=5' });

      const today = await screen.findByRole('list', { name: 'Today' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
        'Today',
        'Yesterday',
        'Friday, March 1',
      ]);
      const [first] = within(today).getAllByRole('listitem');
      expect(within(first!).getByRole('button', { name: 'Ann Lee' })).toHaveAttribute(
        'aria-haspopup',
        'dialog',
      );
      expect(first).toHaveTextContent(/Ann Lee.*9:15 AM.*P2P transfer.*-€12\.50.*Completed/);
      expect(first).not.toHaveTextContent('€0.50');
      // Without a counterparty the description leads; money in carries its sign.
      const [second] = within(screen.getByRole('list', { name: 'Yesterday' })).getAllByRole('listitem');
      expect(within(second!).getByRole('button', { name: 'Payment 2' })).toBeInTheDocument();
      expect(second).toHaveTextContent(/\+€40\.00.*Processing/);
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});
