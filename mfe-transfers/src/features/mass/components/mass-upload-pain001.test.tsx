import { PAIN001_MAX_BYTES } from '@portal/api/catalogue';
import { writePain001 } from '@portal/api/pain001';
import { screen, userEvent, within } from '@portal/testing/render';
import { localIsoDate } from '../../../shared/standing-order';
import { methodWith, paymentAccount, renderTransfers } from '../../../shared/testing/render-transfers';
import { massDraft } from '../utils/mass-draft';
import { MassUpload } from './mass-upload';

const eur = paymentAccount({ accountId: 11, currencyCode: 'EUR', balance: '5000.00' });

function services() {
  return methodWith({
    getMassSampleLinks: () => ({
      links: [
        { type: 'wire', format: 'csv', url: '/files/mass-samples/wire.csv' },
        { type: 'wire', format: 'xml', url: '/files/mass-samples/wire.xml' },
      ],
    }),
  });
}

const DEBTOR_NOTE =
  'This file names the debtor account GB29 NWBK 6016 1331 9268 19; its payments are sent from the account chosen above when you confirm them.';

/** A pain.001 of three wire payments (issue 51 item 4), the second one's IBAN mistyped. */
function pain001(executionDate = '2025-01-07'): string {
  const row = (name: string, iban: string, amount: string) => ({
    beneficiaryName: name,
    iban,
    swift: 'COBADEFFXXX',
    amount,
    currency: 'EUR',
    description: `Payout ${name}`,
  });
  return writePain001(
    [
      row('Anna Berg', 'DE89370400440532013000', '10.50'),
      row('Otto Lind', 'DE89370400440532013001', '7.00'),
      row('Ida Holm', 'FR1420041010050500013M02606', '2.25'),
    ],
    {
      messageId: 'ERP-1',
      createdAt: '2025-01-06T09:00:00',
      executionDate,
      debtor: { name: 'Mona Marketplace Ltd', iban: 'GB29NWBK60161331926819', bic: 'NWBKGB2L' },
    },
  );
}

/** The same payments twice, the second payment block from another debtor account (the group's figures match). */
function pain001FromTwoAccounts(): string {
  const text = pain001();
  const block = text.slice(text.indexOf('<PmtInf>'), text.indexOf('</PmtInf>') + '</PmtInf>'.length);
  const other = block.replace('GB29NWBK60161331926819', 'DE89370400440532013000');
  return text
    .replace(block, `${block}\n${other}`)
    .replace('<NbOfTxs>3</NbOfTxs>', '<NbOfTxs>6</NbOfTxs>')
    .replace('<CtrlSum>19.75</CtrlSum>', '<CtrlSum>39.50</CtrlSum>');
}

/** A file as the browser gives it; jsdom's File cannot read itself, so `text` is the browser's answer. */
function xmlFile(text: string, name = 'erp-export.xml'): File {
  const file = new File([text], name, { type: 'application/xml' });
  Object.defineProperty(file, 'text', { value: async () => text });
  return file;
}

async function upload(file: File, method: 'wire' | 'p2p' = 'wire', label = /^File \(CSV/) {
  // A picker's "All files" can choose what `accept` leaves out (the p2p page's case).
  const user = userEvent.setup({ applyAccept: false });
  const method$ = services();
  renderTransfers(<MassUpload method={method} accounts={[eur]} />, method$);
  await user.type(screen.getByRole('textbox', { name: /Batch name/ }), 'ERP payouts');
  await user.upload(screen.getByLabelText(label), file);
  await user.click(screen.getByRole('button', { name: 'Check the rows' }));
  return { user, method$ };
}

beforeEach(() => massDraft.clear());

describe('MassUpload with a pain.001 (issue 51 item 4)', () => {
  it('the wire page / names pain.001 in its file label, takes .xml and links the pain.001 sample', async () => {
    renderTransfers(<MassUpload method="wire" accounts={[eur]} />, services());

    expect(screen.getByLabelText('File (CSV, Excel .xlsx or pain.001 XML)')).toHaveAttribute(
      'accept',
      expect.stringContaining('.xml'),
    );
    expect(await screen.findByRole('link', { name: 'Wire sample (pain.001 XML)' })).toHaveAttribute(
      'href',
      'http://sandbox.test/files/mass-samples/wire.xml',
    );
  });

  it('a pain.001 with a mistyped IBAN / the one row to fix on its transaction number, the others ready', async () => {
    await upload(xmlFile(pain001()));

    expect(await screen.findByRole('heading', { name: 'Checked rows' })).toHaveFocus();
    expect(screen.getByText('1 row needs fixing')).toBeInTheDocument();
    expect(screen.getByText(/Line numbers follow the order of the payments/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Rows to look at' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0] as HTMLElement).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(
      within(rows[0] as HTMLElement).getByText(
        'IBAN: the check digits do not match; look for a typing error',
      ),
    ).toBeInTheDocument();
  });

  it('a pain.001 whose control sum does not match / refused with both sums, no rows, nothing sent', async () => {
    const { user, method$ } = await upload(
      xmlFile(pain001().replace('<CtrlSum>19.75</CtrlSum>', '<CtrlSum>19.70</CtrlSum>')),
    );

    const refused = await screen.findByText('The pain.001 file was refused; nothing has been sent');
    expect(refused).toBeVisible();
    expect(
      screen.getByText('The group header’s control sum (CtrlSum) is 19.70; the amounts add up to 19.75.'),
    ).toBeInTheDocument();
    // A file refused whole has no rows to list: no empty table, no "Show all 0 rows".
    expect(screen.queryByRole('table', { name: 'Rows to look at' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to the summary' }));
    expect(await screen.findByText('Fix or remove the rows with errors first.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(method$.call.mock.calls.map(([name]) => name)).not.toContain('transferMass');
  });

  it('a pain.001 on the p2p page / refused: it belongs on the Wire tab', async () => {
    await upload(xmlFile(pain001()), 'p2p', /^File \(CSV or Excel \.xlsx\)$/);

    expect(
      await screen.findByText('A pain.001 file holds transfers to IBANs: upload it on the Wire tab.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The pain.001 file was refused; nothing has been sent')).toBeInTheDocument();
  });

  it('a pain.001 read / a note (not an error) names its debtor account, paid from the chosen account instead; a past execution date is not mentioned', async () => {
    await upload(xmlFile(pain001()));

    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent(DEBTOR_NOTE);
    expect(note).not.toHaveTextContent(/execution/);
    // The rows are still checked as ever: the note stops nothing.
    expect(screen.getByText('1 row needs fixing')).toBeInTheDocument();
  });

  it('a pain.001 asking for a later execution date / the note says payments go when confirmed, not on that day', async () => {
    await upload(xmlFile(pain001('2099-01-07')));

    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent(DEBTOR_NOTE);
    expect(note).toHaveTextContent(
      'The file asks for execution on January 7, 2099; mass payments are sent when you confirm them, not on that date.',
    );
  });

  it('a pain.001 asking for execution today / no word on the date', async () => {
    await upload(xmlFile(pain001(localIsoDate())));

    expect(await screen.findByRole('status')).toHaveTextContent(DEBTOR_NOTE);
    expect(screen.queryByText(/asks for execution/)).toBeNull();
  });

  it('a pain.001 paying from two accounts / refused whole, both named, no note, nothing sent', async () => {
    const { user, method$ } = await upload(xmlFile(pain001FromTwoAccounts()));

    expect(await screen.findByText('The pain.001 file was refused; nothing has been sent')).toBeVisible();
    expect(
      screen.getByText(
        'The file pays from two accounts, GB29NWBK60161331926819 and DE89370400440532013000; a batch is paid from one account: split the file.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Rows to look at' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to the summary' }));
    expect(method$.call.mock.calls.map(([name]) => name)).not.toContain('transferMass');
  });

  it(`a file over ${PAIN001_MAX_BYTES / 1_000_000} MB / refused by its size, never read`, async () => {
    const file = new File(['<'], 'huge-erp-export.xml', { type: 'application/xml' });
    const text = jest.fn(async () => '');
    Object.defineProperty(file, 'size', { value: PAIN001_MAX_BYTES + 1 });
    Object.defineProperty(file, 'text', { value: text });

    await upload(file);

    expect(await screen.findByText('The pain.001 file was refused; nothing has been sent')).toBeVisible();
    expect(
      screen.getByText(
        'The file is larger than 8 MB, the most a pain.001 file may be: split it into smaller files.',
      ),
    ).toBeInTheDocument();
    expect(text).not.toHaveBeenCalled();
  });
});
