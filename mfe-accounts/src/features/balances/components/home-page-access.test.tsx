import { act, screen, userEvent, waitFor, within } from '@portal/testing/render';
import { user$ } from '@portal/session/session';
import { representative, support, testUser } from '@portal/session/testing';
import { callsOf, methodServer, renderPage, testAccount } from '../testing/render';
import { HomePage } from './home-page';

const instruction = {
  id: 7100,
  accountId: 100204,
  currencyCode: 'EUR',
  bankAccountNumber: 'DE89 3704 0044 0532 0130 00',
  bankName: 'Demo Bank',
  swift: 'DEMODEFF',
  beneficiaryName: 'Nordlicht Trading GmbH',
  reference: 'ACC-100204',
  viewed: false,
};

const server = () =>
  methodServer({
    balanceInquiry: () => ({
      accounts: { account: [testAccount({ accountId: 100204, balance: '15400.00' })] },
    }),
    getPaymentInstructions: () => ({ instructions: { instruction } }),
    setInstructionViewed: () => ({}),
    getDefaultExchangeRates: () => ({ rates: { rate: [] } }),
    getTransactionHistory: () => ({ transactions: {}, results: 0 }),
    getBalanceHistory: () => ({ accounts: [] }),
  });

afterEach(() => act(() => user$.next(null)));

describe('HomePage and the access policy (issue 22)', () => {
  it('representative / accounts and how to pay in, no figures; balances never asked for', async () => {
    act(() => user$.next(representative));
    const method = server();
    renderPage(<HomePage />, { method });
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Bianca' })).toBeInTheDocument();
    const account = await screen.findByRole('article', { name: 'Account 100204 · EUR' });
    expect(within(account).getByText('DE89 3704 0044 0532 0130 00')).toBeInTheDocument();
    expect(screen.getByText(/Balances, amounts and history are not part of your access/)).toBeInTheDocument();
    expect(screen.queryByText(/15,400/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a currency' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a crypto wallet' })).not.toBeInTheDocument();
    expect(callsOf(method, 'balanceInquiry')).toEqual([]);
    expect(callsOf(method, 'setInstructionViewed')).toEqual([]);
    // No estimated total, recent activity or trend either (issue 14), and nothing asked for them.
    expect(screen.queryByRole('heading', { name: 'Total balance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent activity' })).not.toBeInTheDocument();
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
    for (const name of ['getDefaultExchangeRates', 'getTransactionHistory', 'getBalanceHistory'])
      expect([name, callsOf(method, name)]).toEqual([name, []]);
  });

  it('representative, no payment details yet / says so, without claiming there are no accounts', async () => {
    act(() => user$.next(representative));
    const method = methodServer({ getPaymentInstructions: () => ({ instructions: { instruction: [] } }) });
    renderPage(<HomePage />, { method });
    expect(await screen.findByText('No payment details to show')).toBeInTheDocument();
    expect(screen.queryByText('No accounts yet')).not.toBeInTheDocument();
    expect(callsOf(method, 'balanceInquiry')).toEqual([]);
  });

  it('read only with balances / balances shown; no currency, wallet or card request', async () => {
    act(() => user$.next(testUser({ customerType: 1, businessName: 'Acme', accessRight: 1 })));
    const method = server();
    renderPage(<HomePage />, { method });
    const account = await screen.findByRole('article', { name: /Payment account · EUR/ });
    expect(within(account).getByText('€15,400.00')).toBeInTheDocument();
    await userEvent.setup().click(within(account).getByRole('button', { name: /^Actions for/ }));
    expect(screen.getByRole('menuitem', { name: 'History' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Request a card' })).not.toBeInTheDocument();
    // Read only: no money moves, so only the cards to look at.
    const quick = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Cards']);
    expect(screen.queryByRole('button', { name: 'Add a currency' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a crypto wallet' })).not.toBeInTheDocument();
    expect(callsOf(method, 'getCurrencies')).toEqual([]);
  });

  it('full access / the currency and wallet actions are there', async () => {
    act(() => user$.next(testUser()));
    renderPage(<HomePage />, { method: server() });
    expect(await screen.findByRole('button', { name: 'Add a currency' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a crypto wallet' })).toBeInTheDocument();
  });

  it('support acting / reads the instruction without setting it viewed for the customer', async () => {
    act(() => user$.next(support));
    const method = server();
    renderPage(<HomePage />, { method });
    const ui = userEvent.setup();
    await ui.click(
      await screen.findByRole('button', {
        name: 'Actions for Payment account · EUR (new payment instructions)',
      }),
    );
    await ui.click(screen.getByRole('menuitem', { name: 'Payment instructions New' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Payment instructions' });
    expect(within(dialog).getByText('DEMODEFF')).toBeInTheDocument();
    await waitFor(() => expect(callsOf(method, 'getPaymentInstructions')).toHaveLength(1));
    expect(callsOf(method, 'setInstructionViewed')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Add a currency' })).not.toBeInTheDocument();
  });
});
