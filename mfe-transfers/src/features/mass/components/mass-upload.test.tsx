import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { methodWith, paymentAccount, renderTransfers } from '../../../shared/testing/render-transfers';
import { massDraft } from '../utils/mass-draft';
import { MassUpload } from './mass-upload';

const eur = paymentAccount({ accountId: 11, currencyCode: 'EUR', balance: '5000.00' });

function services() {
  return methodWith({
    getMassSampleLinks: () => ({
      links: [
        { type: 'p2p', format: 'csv', url: 'http://sandbox.test/samples/p2p.csv' },
        { type: 'wire', format: 'xlsx', url: 'http://sandbox.test/samples/wire.xlsx' },
      ],
    }),
  });
}

async function pasteRows(text: string, method: 'p2p' | 'wire' = 'p2p') {
  const user = userEvent.setup();
  renderTransfers(<MassUpload method={method} accounts={[eur]} />, services());
  await user.type(screen.getByRole('textbox', { name: /Batch name/ }), 'May payouts');
  await user.click(screen.getByRole('radio', { name: 'Paste rows' }));
  // The rows go in as typed text would: paste keeps the separators and line breaks.
  await user.click(screen.getByRole('textbox', { name: 'Rows' }));
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Check the rows' }));
  return user;
}

beforeEach(() => massDraft.clear());

describe('MassUpload', () => {
  it('pasted p2p rows with a bad e-mail and a repeat / the one error and the repeat, nothing sent', async () => {
    await pasteRows(
      'email;amount;currency\nanna@demo.test;10;EUR\nben@demo;5;EUR\nanna@demo.test;10.00;EUR\ncleo@demo.test;1;EUR',
    );
    expect(await screen.findByRole('heading', { name: 'Checked rows' })).toHaveFocus();
    expect(screen.getByText('1 row needs fixing')).toBeInTheDocument();
    expect(
      screen.getByText('1 row repeats an earlier one (same payee, amount and currency)'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows to look at' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('E-mail: not an e-mail address')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Same as line 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Person to person sample (CSV)' })).toHaveAttribute(
      'href',
      'http://sandbox.test/samples/p2p.csv',
    );
  });

  it('continue with an error left / told to fix it first', async () => {
    const user = await pasteRows('ben@demo,5,EUR');
    await user.click(await screen.findByRole('button', { name: 'Continue to the summary' }));
    expect(await screen.findByText('Fix or remove the rows with errors first.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('a row fixed inline with the keyboard / checked again, all rows ready', async () => {
    const user = await pasteRows('anna@demo.test,10,EUR\nben@demo,5,EUR');
    const fix = await screen.findByRole('button', { name: 'Fix line 2' });
    fix.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Fix line 2' });
    const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
    expect(email).toHaveFocus();
    // Saved while still wrong: the dialog stays, names the problem and keeps focus on the field.
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText('This row still has errors')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(/not an e-mail address/);
    await user.clear(email);
    await user.type(email, 'ben@demo.test{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('All 2 rows are ready')).toBeInTheDocument();
    expect(screen.queryByText('1 row needs fixing')).not.toBeInTheDocument();
  });

  it('a wire row with a mistyped IBAN / the check-digit error on its line; removed, the rest is ready', async () => {
    const user = await pasteRows(
      'Anna Berg,DE89370400440532013000,COBADEFFXXX,10.50,EUR\nOtto Lind,DE89370400440532013001,COBADEFFXXX,7,EUR',
      'wire',
    );
    expect(
      await screen.findByText('IBAN: the check digits do not match; look for a typing error'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(screen.getByText('1 row is ready')).toBeInTheDocument();
  });

  it('no batch name / the field says so and takes focus', async () => {
    const user = userEvent.setup();
    renderTransfers(<MassUpload method="p2p" accounts={[eur]} />, services());
    await user.click(screen.getByRole('radio', { name: 'Paste rows' }));
    await user.click(screen.getByRole('button', { name: 'Check the rows' }));
    const name = screen.getByRole('textbox', { name: /Batch name/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Give the batch a name');
    expect(screen.getByRole('textbox', { name: 'Rows' })).toHaveAccessibleDescription(
      expect.stringContaining('Paste at least one row'),
    );
  });
});
