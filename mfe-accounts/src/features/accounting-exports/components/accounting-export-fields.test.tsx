import { screen, userEvent } from '@portal/testing/render';
import { renderPage, testAccount } from '../../balances/testing/render';
import { useAccountingForm } from '../hooks/use-accounting-form';
import { initialAccountingForm } from '../utils/accounting-period';
import { AccountingExportFields } from './accounting-export-fields';

const TODAY = '2026-03-15';
const accounts = [
  testAccount({ accountId: 5 }),
  testAccount({ accountId: 6, currencyCode: 'GBP' }),
  testAccount({ accountId: 7, currencyCode: 'BTC' }),
  testAccount({ accountId: 8, currencyCode: 'USDT' }),
];
const USDT_TILE = 'Not for USDT: accounting formats carry currency codes of three letters.';
const USDT_REFUSED =
  'No accounting format can carry USDT: they take currency codes of three letters. Choose another account.';

/** The fields with their form state, and a submit button that shows what `prepare` answered. */
function Harness({
  onPrepared,
  today = TODAY,
  accountId = 5,
}: {
  onPrepared: (answer: unknown) => void;
  today?: string;
  accountId?: number;
}) {
  const form = useAccountingForm(() => initialAccountingForm({ accountId }, today), accounts);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onPrepared(form.prepare(today));
      }}
    >
      <AccountingExportFields
        accounts={accounts}
        formats={['camt053', 'mt940', 'ofx', 'qbo']}
        values={form.values}
        errors={form.errors}
        today={today}
        onChange={form.change}
      />
      <button type="submit">Export</button>
    </form>
  );
}

describe('AccountingExportFields', () => {
  it('by keyboard alone / format, account, period and month are reached, labelled and changed', async () => {
    const prepared = jest.fn();
    renderPage(<Harness onPrepared={prepared} />);
    const ui = userEvent.setup();

    await ui.tab();
    expect(screen.getByRole('radio', { name: 'camt.053' })).toHaveFocus();
    await ui.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'MT940' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Format' })).toBeInTheDocument();

    await ui.tab();
    expect(screen.getByLabelText('Account')).toHaveFocus();
    await ui.selectOptions(screen.getByLabelText('Account'), '6');
    await ui.tab();
    expect(screen.getByRole('radio', { name: 'A calendar month' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Period' })).toBeInTheDocument();
    await ui.tab();
    expect(screen.getByLabelText('Month')).toHaveFocus();
    // The months, newest first: this one so far, then the 24 before it.
    const months = screen.getAllByRole('option').filter((option) => /\d{4}/.test(option.textContent ?? ''));
    expect(months[0]).toHaveTextContent('March 2026 (until yesterday)');
    expect(months[1]).toHaveTextContent('February 2026');
    expect(months).toHaveLength(25);
    await ui.selectOptions(screen.getByLabelText('Month'), '2025-12');

    await ui.tab();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus();
    await ui.keyboard('{Enter}');
    expect(prepared).toHaveBeenCalledWith({
      accountId: 6,
      format: 'mt940',
      fromDate: '2025-12-01',
      toDate: '2025-12-31',
    });
  });

  it('a changed field / its error goes, the others stay', async () => {
    const prepared = jest.fn();
    renderPage(<Harness onPrepared={prepared} />);
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('radio', { name: 'Dates of your choice' }));
    await ui.click(screen.getByRole('button', { name: 'Export' }));
    expect(prepared).toHaveBeenCalledWith(undefined);
    expect(screen.getByLabelText('From')).toBeInvalid();
    expect(screen.getByLabelText('To (inclusive)')).toBeInvalid();
    await ui.type(screen.getByLabelText('To (inclusive)'), '2026-03-01');
    expect(screen.getByLabelText('To (inclusive)')).toBeValid();
    expect(screen.getByLabelText('From')).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('From: Enter the first day of the period.');
  });

  it('a BTC account / camt.053 (5 decimals at most) is not offered, says why, and a camt.053 choice moves to MT940', async () => {
    const prepared = jest.fn();
    renderPage(<Harness onPrepared={prepared} />);
    const ui = userEvent.setup();
    const camt = screen.getByRole('radio', { name: 'camt.053' });
    expect(camt).toBeChecked();
    expect(camt).toBeEnabled();

    await ui.selectOptions(screen.getByLabelText('Account'), '7');

    expect(camt).toBeDisabled();
    expect(camt).toHaveAccessibleDescription(
      'Not for BTC: camt.053 amounts carry at most 5 decimals. Choose MT940 or OFX.',
    );
    expect(screen.getByRole('radio', { name: 'MT940' })).toBeChecked();
    await ui.click(screen.getByRole('button', { name: 'Export' }));
    expect(prepared).toHaveBeenCalledWith(expect.objectContaining({ accountId: 7, format: 'mt940' }));

    await ui.selectOptions(screen.getByLabelText('Account'), '5');
    expect(camt).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'MT940' })).toBeChecked();
  });

  it('a BTC account as the form opens / camt.053 not offered, MT940 chosen', () => {
    renderPage(<Harness onPrepared={jest.fn()} accountId={7} />);
    expect(screen.getByRole('radio', { name: 'camt.053' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'MT940' })).toBeChecked();
  });

  it('a USDT account / no format offered, each tile says why, the form says so and Export is refused, nothing asked', async () => {
    const prepared = jest.fn();
    renderPage(<Harness onPrepared={prepared} />);
    const ui = userEvent.setup();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await ui.selectOptions(screen.getByLabelText('Account'), '8');

    for (const name of ['camt.053', 'MT940', 'OFX', 'QBO']) {
      expect(screen.getByRole('radio', { name })).toBeDisabled();
      expect(screen.getByRole('radio', { name })).toHaveAccessibleDescription(USDT_TILE);
    }
    expect(screen.getByRole('alert')).toHaveTextContent(USDT_REFUSED);

    await ui.click(screen.getByRole('button', { name: 'Export' }));
    expect(prepared).toHaveBeenCalledWith(undefined);
    expect(screen.getByLabelText('Account')).toHaveFocus();
    expect(screen.getByLabelText('Account')).toBeInvalid();
    // One alert: the refused Export's, naming the field.
    expect(screen.getByRole('alert')).toHaveTextContent(
      `The export cannot start yetAccount: ${USDT_REFUSED}`,
    );

    // Another account: its error goes and camt.053, kept while nothing was offered, is offered again.
    await ui.selectOptions(screen.getByLabelText('Account'), '5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'camt.053' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'camt.053' })).toBeChecked();
    await ui.click(screen.getByRole('button', { name: 'Export' }));
    expect(prepared).toHaveBeenLastCalledWith(expect.objectContaining({ accountId: 5, format: 'camt053' }));
  });

  it('a USDT account after BTC / MT940 stays chosen but is not offered; BTC again offers it', async () => {
    renderPage(<Harness onPrepared={jest.fn()} accountId={7} />);
    const ui = userEvent.setup();
    await ui.selectOptions(screen.getByLabelText('Account'), '8');
    expect(screen.getByRole('radio', { name: 'MT940' })).toBeDisabled();
    await ui.selectOptions(screen.getByLabelText('Account'), '7');
    expect(screen.getByRole('radio', { name: 'MT940' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'MT940' })).toBeChecked();
  });

  it('on the 1st of a month / the newest month is the last complete one, none "so far"; dates end yesterday', async () => {
    renderPage(<Harness onPrepared={jest.fn()} today="2026-03-01" />);
    const ui = userEvent.setup();
    const months = screen.getAllByRole('option').filter((option) => /\d{4}/.test(option.textContent ?? ''));
    expect(months[0]).toHaveTextContent(/^February 2026$/);
    expect(months.filter((option) => /so far/.test(option.textContent ?? ''))).toEqual([]);
    expect(screen.getByLabelText('Month')).toHaveValue('2026-02');

    await ui.click(screen.getByRole('radio', { name: 'Dates of your choice' }));
    expect(screen.getByLabelText('From')).toHaveAttribute('max', '2026-02-28');
    expect(screen.getByLabelText('To (inclusive)')).toHaveAttribute('max', '2026-02-28');
  });

  it('the month so far / its days up to yesterday; the date inputs end yesterday', async () => {
    const prepared = jest.fn();
    renderPage(<Harness onPrepared={prepared} />);
    const ui = userEvent.setup();
    await ui.selectOptions(screen.getByLabelText('Month'), '2026-03');
    await ui.click(screen.getByRole('button', { name: 'Export' }));
    expect(prepared).toHaveBeenCalledWith(
      expect.objectContaining({ fromDate: '2026-03-01', toDate: '2026-03-14' }),
    );
    await ui.click(screen.getByRole('radio', { name: 'Dates of your choice' }));
    expect(screen.getByLabelText('To (inclusive)')).toHaveAttribute('max', '2026-03-14');
  });
});
