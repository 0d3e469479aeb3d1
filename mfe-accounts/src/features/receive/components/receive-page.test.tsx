import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { callsOf, methodServer, renderPage, testAccount } from '../../balances/testing/render';
import { ReceivePage } from './receive-page';

const accounts = [
  testAccount({ accountId: 5, type: 1001, currencyCode: 'EUR' }),
  testAccount({ accountId: 8, type: 1001, currencyCode: 'BTC', address: 'bc1q' }),
  testAccount({ accountId: 6, type: 4002, currencyCode: 'GBP' }),
  testAccount({ accountId: 3, type: 11, currencyCode: 'USD' }),
];

function receiveServer() {
  return methodServer({
    balanceInquiry: () => ({ accounts: { account: accounts } }),
    createReceiveLink: () => ({ id: 'r-abc' }),
  });
}

describe('ReceivePage', () => {
  it('accounts / only those that can be paid into by bank transfer', async () => {
    renderPage(<ReceivePage />, { method: receiveServer() });
    const select = await screen.findByLabelText('Account to receive into');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Payment account · EUR · Account 5', 'Receiving account · GBP · Account 6']);
  });

  it('amount with too many decimals / refused on the field, nothing sent', async () => {
    const method = receiveServer();
    renderPage(<ReceivePage />, { method });
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('Amount (optional)'), '10.555');
    await ui.click(screen.getByRole('button', { name: 'Create the link' }));
    expect(screen.getByLabelText('Amount (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('This currency does not have that many decimals'),
    );
    expect(callsOf(method, 'createReceiveLink')).toHaveLength(0);
  });

  it('create / account, amount and note sent; the absolute link to /receive/{id} with a copy button', async () => {
    const method = receiveServer();
    renderPage(<ReceivePage />, { method });
    const ui = userEvent.setup();
    await ui.selectOptions(await screen.findByLabelText('Account to receive into'), '6');
    await ui.type(screen.getByLabelText('Amount (optional)'), '25,5');
    await ui.type(screen.getByLabelText('Note for the payer (optional)'), ' Tickets ');
    await ui.click(screen.getByRole('button', { name: 'Create the link' }));
    const url = `${window.location.origin}/receive/r-abc`;
    expect(await screen.findByText(url)).toBeInTheDocument();
    expect(callsOf(method, 'createReceiveLink')).toEqual([
      [{ accountId: 6, amount: '25.5', note: 'Tickets' }, { popup: false }],
    ]);
    expect(screen.getByText('Anyone who opens it sees how to pay you £25.50.')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(screen.getByRole('link', { name: 'Open the page' })).toHaveAttribute('href', url);
    await ui.click(screen.getByRole('button', { name: 'Create another link' }));
    await waitFor(() => expect(screen.getByLabelText('Amount (optional)')).toHaveValue(''));
  });
});
