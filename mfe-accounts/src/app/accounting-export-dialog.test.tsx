import { ApiError } from '@portal/api/errors';
import { bus } from '@portal/events/bus';
import { act, screen, userEvent, waitFor, within } from '@portal/testing/render';
import {
  callsOf,
  methodServer,
  renderPage,
  testAccount,
  TEST_API_BASE_URL,
} from '../features/balances/testing/render';
import {
  lastCompleteMonth,
  latestToDate,
  monthPeriod,
  utcToday,
} from '../features/accounting-exports/utils/accounting-period';
import { formatDate, formatMonth } from '../shared/date-format';
import { AccountingExportDialog } from './accounting-export-dialog';

const accounts = [
  testAccount({ accountId: 5, type: 1001, currencyCode: 'EUR' }),
  testAccount({ accountId: 6, type: 1001, currencyCode: 'GBP' }),
];
const today = utcToday();
const HINT =
  'Up to 12 months, ending yesterday at the latest: a statement covers days that have ended. Days are counted in UTC.';
const lastMonth = monthPeriod(lastCompleteMonth(today), today);
/** A day `days` after `day` (negative: before). */
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const done = (exportId: string, rows = 31) => ({
  exportId,
  status: 'done',
  progress: 100,
  rows,
  fileName: `statement-5-${lastMonth.fromDate}-${lastMonth.toDate}.xml`,
  url: `/files/exports/${exportId}?token=t`,
});

function renderDialog(
  handlers: Record<string, (request: Record<string, unknown>) => unknown>,
  props: Partial<Parameters<typeof AccountingExportDialog>[0]> = {},
) {
  const method = methodServer(handlers);
  const onClose = jest.fn();
  renderPage(<AccountingExportDialog accounts={accounts} accountId={5} onClose={onClose} {...props} />, {
    method,
  });
  return { method, onClose, dialog: screen.getByRole('dialog') };
}

afterEach(() => jest.useRealTimers());

describe('AccountingExportDialog', () => {
  it('as it opens / camt.053, the page’s account and the last complete month; each format says which software reads it', () => {
    const { dialog } = renderDialog({});
    expect(dialog).toHaveAccessibleName('Export for accounting software');
    expect(within(dialog).getByRole('radio', { name: 'camt.053' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'camt.053' })).toHaveAccessibleDescription(
      "ISO 20022 XML, European banks' and ERPs' standard",
    );
    expect(within(dialog).getByRole('radio', { name: 'MT940' })).toHaveAccessibleDescription(
      'SWIFT text, read by most ERPs',
    );
    expect(within(dialog).getByRole('radio', { name: 'OFX' })).toHaveAccessibleDescription(
      'Quicken, Money, Xero, …',
    );
    expect(within(dialog).getByRole('radio', { name: 'QBO' })).toHaveAccessibleDescription('QuickBooks');
    // No CSV outside the history.
    expect(within(dialog).queryByRole('radio', { name: 'CSV' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Account')).toHaveValue('5');
    expect(within(dialog).getByRole('radio', { name: 'A calendar month' })).toBeChecked();
    const [year, month] = lastCompleteMonth(today).split('-').map(Number) as [number, number];
    expect(within(dialog).getByLabelText('Month')).toHaveDisplayValue(formatMonth(year, month, 'en'));
  });

  it('export a month / the request names the format, account and the month’s days; progress with rows and Cancel; then the .xml to the shell', async () => {
    jest.useFakeTimers();
    const statuses = [{ exportId: 'a-1', status: 'running', progress: 40, rows: 12 }, done('a-1')];
    const downloads: unknown[] = [];
    const subscription = bus.on('download.requested', (payload) => downloads.push(payload));
    const { method, dialog } = renderDialog({
      exportAccountingStatement: () => ({ exportId: 'a-1' }),
      getExportStatus: () => ({ fileName: 'x', ...statuses.shift() }),
    });
    const ui = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await ui.click(within(dialog).getByRole('radio', { name: 'MT940' }));
    await ui.selectOptions(within(dialog).getByLabelText('Account'), '6');
    await ui.click(within(dialog).getByRole('radio', { name: 'camt.053' }));
    await ui.selectOptions(within(dialog).getByLabelText('Account'), '5');
    await ui.click(within(dialog).getByRole('button', { name: 'Start the export' }));

    const progress = await within(dialog).findByRole('progressbar', { name: 'Export progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '40'));
    expect(within(dialog).getByText('40% · rows written: 12')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel the export' })).toBeInTheDocument();
    expect(downloads).toEqual([]);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    expect(await within(dialog).findByText('Your export is ready')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        `The download of statement-5-${lastMonth.fromDate}-${lastMonth.toDate}.xml has started (rows: 31).`,
      ),
    ).toBeInTheDocument();
    expect(callsOf(method, 'exportAccountingStatement')).toEqual([
      [{ accountId: 5, format: 'camt053', ...lastMonth }, { popup: false }],
    ]);
    expect(callsOf(method, 'exportTransactionHistory')).toEqual([]);
    expect(downloads).toEqual([
      {
        url: `${TEST_API_BASE_URL}/files/exports/a-1?token=t`,
        fileName: `statement-5-${lastMonth.fromDate}-${lastMonth.toDate}.xml`,
      },
    ]);
    await ui.click(within(dialog).getByRole('button', { name: 'Download again' }));
    expect(downloads).toHaveLength(2);
    subscription.unsubscribe();
  });

  it('cancel while it runs / back to the form with the choices kept, the status no longer read', async () => {
    jest.useFakeTimers();
    const { method, dialog } = renderDialog({
      exportAccountingStatement: () => ({ exportId: 'a-2' }),
      getExportStatus: () => ({ exportId: 'a-2', status: 'running', progress: 5, rows: 1, fileName: 'x' }),
    });
    const ui = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await ui.click(within(dialog).getByRole('radio', { name: 'QBO' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Start the export' }));
    await ui.click(await within(dialog).findByRole('button', { name: 'Cancel the export' }));
    const reads = callsOf(method, 'getExportStatus').length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(callsOf(method, 'getExportStatus')).toHaveLength(reads);
    expect(within(dialog).getByRole('radio', { name: 'QBO' })).toBeChecked();
  });

  it('dates of one’s choice, wrong / an alert names each error, the first wrong field has the focus, nothing is sent', async () => {
    const { method, dialog } = renderDialog({});
    const ui = userEvent.setup();
    await ui.click(within(dialog).getByRole('radio', { name: 'Dates of your choice' }));
    const from = within(dialog).getByLabelText('From');
    const to = within(dialog).getByLabelText('To (inclusive)');
    expect(to).toHaveAccessibleDescription(HINT);

    // Nothing entered.
    await ui.click(within(dialog).getByRole('button', { name: 'Start the export' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The export cannot start yetFrom: Enter the first day of the period.To (inclusive): Enter the last day of the period.',
    );
    expect(from).toHaveFocus();
    expect(from).toHaveAccessibleDescription(`${HINT} Enter the first day of the period.`);

    // The last day today (it has not ended), then before the first day, then 12 months and a day after it.
    expect(to).toHaveAttribute('max', shift(today, -1));
    await ui.type(from, shift(today, -3));
    await ui.type(to, today);
    await ui.click(within(dialog).getByRole('button', { name: 'Start the export' }));
    expect(to).toHaveFocus();
    expect(to).toHaveAccessibleDescription(
      `${HINT} The last day must be yesterday or earlier: a statement covers days that have ended.`,
    );
    await ui.clear(to);
    await ui.type(to, shift(today, -4));
    await ui.click(within(dialog).getByRole('button', { name: 'Start the export' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'To (inclusive): The last day cannot be before the first day.',
    );
    await ui.clear(from);
    await ui.type(from, '2024-01-01');
    await ui.clear(to);
    await ui.type(to, '2025-01-01');
    await ui.click(within(dialog).getByRole('button', { name: 'Start the export' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      `To (inclusive): A period is at most 12 months: end it on ${formatDate(latestToDate('2024-01-01'), 'en')} at the latest.`,
    );
    expect(callsOf(method, 'exportAccountingStatement')).toEqual([]);
  });

  it('dates of one’s choice, right / those days are asked for', async () => {
    const { method, dialog } = renderDialog({
      exportAccountingStatement: () => ({ exportId: 'a-3' }),
      getExportStatus: () => done('a-3'),
    });
    const ui = userEvent.setup();
    await ui.click(within(dialog).getByRole('radio', { name: 'OFX' }));
    await ui.click(within(dialog).getByRole('radio', { name: 'Dates of your choice' }));
    await ui.type(within(dialog).getByLabelText('From'), '2024-01-01');
    await ui.type(within(dialog).getByLabelText('To (inclusive)'), '2024-12-31');
    await ui.click(within(dialog).getByRole('button', { name: 'Start the export' }));
    expect(await within(dialog).findByText('Your export is ready')).toBeInTheDocument();
    expect(callsOf(method, 'exportAccountingStatement')).toEqual([
      [{ accountId: 5, format: 'ofx', fromDate: '2024-01-01', toDate: '2024-12-31' }, { popup: false }],
    ]);
  });

  it('send to e-mail / the finished export is sent, the customer told where', async () => {
    const downloads: unknown[] = [];
    const subscription = bus.on('download.requested', (payload) => downloads.push(payload));
    const { method, dialog } = renderDialog({
      exportAccountingStatement: () => ({ exportId: 'a-4' }),
      getExportStatus: () => done('a-4', 7),
      sendExportToEmail: () => ({}),
    });
    const ui = userEvent.setup();
    await ui.click(within(dialog).getByRole('radio', { name: 'Send it to an e-mail address' }));
    await ui.type(within(dialog).getByLabelText('E-mail address'), 'books@firm.test');
    await ui.click(within(dialog).getByRole('button', { name: 'Start the export' }));
    expect(
      await within(dialog).findByText('We sent the file to books@firm.test (rows: 7).'),
    ).toBeInTheDocument();
    expect(callsOf(method, 'sendExportToEmail')).toEqual([
      [{ exportId: 'a-4', email: 'books@firm.test' }, { popup: false }],
    ]);
    expect(downloads).toEqual([]);
    subscription.unsubscribe();
  });

  it('failed on the server / a clear error; Try again goes back to the form as it was', async () => {
    const { dialog } = renderDialog({
      exportAccountingStatement: () => ({ exportId: 'a-5' }),
      getExportStatus: () => ({ exportId: 'a-5', status: 'failed', progress: 0, rows: 0, fileName: 'x' }),
    });
    const ui = userEvent.setup();
    await ui.click(within(dialog).getByRole('radio', { name: 'MT940' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Start the export' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The export did not finishThe server could not prepare the file. Please try again.',
    );
    await ui.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(within(dialog).getByRole('radio', { name: 'MT940' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Start the export' })).toBeInTheDocument();
  });

  it('refused by the server (TA1) / each of its field messages is shown', async () => {
    const { dialog } = renderDialog({
      exportAccountingStatement: () => {
        throw ApiError.fromBody({
          responseCode: 'TA1',
          responseDescription: 'Invalid parameters',
          validationErrors: [
            'toDate: must be before today (a statement covers days that have ended)',
            'format: camt.053 amounts carry at most 5 decimals and BTC has 8: choose MT940 or OFX',
          ],
        });
      },
    });
    const ui = userEvent.setup();
    await ui.click(within(dialog).getByRole('button', { name: 'Start the export' }));
    const alert = await within(dialog).findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'toDate: must be before today (a statement covers days that have ended)',
      'format: camt.053 amounts carry at most 5 decimals and BTC has 8: choose MT940 or OFX',
    ]);
  });

  it('the history’s export / CSV of the filter first; an accounting format takes the filter’s account and dates', async () => {
    const { method, dialog } = renderDialog(
      {
        exportAccountingStatement: () => ({ exportId: 'a-6' }),
        getExportStatus: () => done('a-6'),
      },
      {
        accountId: 6,
        fromDate: '2024-03-05',
        toDate: '2024-04-10',
        csv: { request: { accountId: 6, fromDate: '2024-03-05', source: 'history' }, summary: 'Rows: 9' },
      },
    );
    expect(dialog).toHaveAccessibleName('Export to CSV');
    expect(within(dialog).getByRole('radio', { name: 'CSV' })).toBeChecked();
    expect(within(dialog).getByText('Rows: 9')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Account')).not.toBeInTheDocument();

    const ui = userEvent.setup();
    await ui.click(within(dialog).getByRole('radio', { name: 'camt.053' }));
    expect(dialog).toHaveAccessibleName('Export for accounting software');
    expect(within(dialog).queryByText('Rows: 9')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Account')).toHaveValue('6');
    expect(within(dialog).getByRole('radio', { name: 'Dates of your choice' })).toBeChecked();
    expect(within(dialog).getByLabelText('From')).toHaveValue('2024-03-05');
    expect(within(dialog).getByLabelText('To (inclusive)')).toHaveValue('2024-04-10');
    await ui.click(within(dialog).getByRole('button', { name: 'Start the export' }));
    await within(dialog).findByText('Your export is ready');
    expect(callsOf(method, 'exportAccountingStatement')).toEqual([
      [{ accountId: 6, format: 'camt053', fromDate: '2024-03-05', toDate: '2024-04-10' }, { popup: false }],
    ]);
  });

  it('a BTC account / opens at MT940, camt.053 not offered with its reason', () => {
    const { dialog } = renderDialog(
      {},
      { accounts: [...accounts, testAccount({ accountId: 7, currencyCode: 'BTC' })], accountId: 7 },
    );
    expect(within(dialog).getByRole('radio', { name: 'MT940' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'camt.053' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'camt.053' })).toHaveAccessibleDescription(
      'Not for BTC: camt.053 amounts carry at most 5 decimals. Choose MT940 or OFX.',
    );
  });

  it('a USDT account / no format offered, the dialog says so, Start the export is refused and nothing is sent', async () => {
    const { method, dialog } = renderDialog(
      { exportAccountingStatement: () => ({ exportId: 'never' }) },
      { accounts: [...accounts, testAccount({ accountId: 8, currencyCode: 'USDT' })], accountId: 8 },
    );
    const refused =
      'No accounting format can carry USDT: they take currency codes of three letters. Choose another account.';
    expect(within(dialog).getByRole('alert')).toHaveTextContent(refused);
    expect(within(dialog).getByRole('radio', { name: 'QBO' })).toHaveAccessibleDescription(
      'Not for USDT: accounting formats carry currency codes of three letters.',
    );
    const ui = userEvent.setup();
    await ui.click(within(dialog).getByRole('button', { name: 'Start the export' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`Account: ${refused}`);
    expect(within(dialog).getByLabelText('Account')).toHaveFocus();
    expect(callsOf(method, 'exportAccountingStatement')).toEqual([]);
  });
});
