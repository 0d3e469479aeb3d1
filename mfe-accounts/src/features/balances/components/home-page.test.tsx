import type { Account, PaymentInstruction } from '@portal/api/contract';
import { act, screen, userEvent, waitFor, within } from '@portal/testing/render';
import { user$ } from '@portal/session/session';
import { testUser } from '@portal/session/testing';
import { callsOf, methodServer, renderPage, testAccount } from '../testing/render';
import { HomePage } from './home-page';

const eur = testAccount({
  accountId: 5,
  type: 1001,
  currencyCode: 'EUR',
  balance: '1520.50',
  pendingAmount: '20.00',
});
const usd = testAccount({ accountId: 6, type: 1001, currencyCode: 'USD', balance: '10.00' });
const card = testAccount({
  accountId: 9,
  type: 2010,
  subType: 'PREPAID',
  currencyCode: 'USD',
  settlementAccountId: 6,
  cardNumber: '4111111111111111',
});
const prePayment = testAccount({
  accountId: 7,
  type: 4001,
  currencyCode: 'EUR',
  balance: '-120.00',
  accountBalanceMin: '-500.00',
});
const closed = testAccount({ accountId: 3, type: 11, currencyCode: 'GBP', balance: '0.00' });

const instruction = (accountId: number, fields: Partial<PaymentInstruction> = {}): PaymentInstruction => ({
  id: 7000 + accountId,
  accountId,
  currencyCode: 'EUR',
  bankAccountNumber: 'LT12 1000 0111 0100 1000',
  bankName: 'Demo Bank',
  swift: 'DEMOLT2X',
  beneficiaryName: 'Anna Simple',
  reference: 'ACC-5',
  viewed: false,
  ...fields,
});

function homeServer(
  accounts: Account[],
  overrides: Record<string, (request: Record<string, unknown>) => unknown> = {},
) {
  let held = [...accounts];
  return methodServer({
    balanceInquiry: () => ({ accounts: { account: held } }),
    getPaymentInstructions: () => ({ instructions: { instruction: instruction(5) } }),
    setInstructionViewed: () => ({}),
    getCurrencies: () => ({
      dictionary: {
        currency: [
          { code: 'EUR', name: 'Euro', minorUnits: 2 },
          { code: 'USD', name: 'US dollar', minorUnits: 2 },
          { code: 'GBP', name: 'Pound sterling', minorUnits: 2 },
          { code: 'BTC', name: 'Bitcoin', minorUnits: 8 },
        ],
      },
    }),
    addCurrency: ({ currencyCode }) => {
      held = [...held, testAccount({ accountId: 11, currencyCode: String(currencyCode) })];
      return { accountId: 11 };
    },
    createWallet: ({ currencyCode }) => {
      held = [
        ...held,
        testAccount({ accountId: 12, currencyCode: String(currencyCode), address: 'bc1qnewwallet' }),
      ];
      return { accountId: 12, address: 'bc1qnewwallet' };
    },
    ...overrides,
  });
}

const accountCard = (name: RegExp) => screen.getByRole('article', { name });

afterEach(() => act(() => user$.next(null)));

describe('HomePage', () => {
  it('accounts / grouped by type with balance, pending and remaining value; closed apart', async () => {
    act(() => user$.next(testUser({ firstName: 'Anna', customerType: 0 })));
    renderPage(<HomePage />, { method: homeServer([closed, prePayment, card, usd, eur]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Anna' })).toBeInTheDocument();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Payment accounts',
      'Pre-payment accounts',
      'Card accounts',
      'Closed accounts',
    ]);
    const euro = accountCard(/Payment account · EUR/);
    expect(within(euro).getByText('€1,520.50')).toBeInTheDocument();
    expect(within(euro).getByText('€20.00')).toBeInTheDocument();
    expect(within(accountCard(/Pre-payment account · EUR/)).getByText('€380.00')).toBeInTheDocument();
    expect(within(accountCard(/Card account · USD/)).getByText('•••• •••• •••• 1111')).toBeInTheDocument();
    const closedList = screen.getByRole('heading', { name: 'Closed accounts' })
      .nextElementSibling as HTMLElement;
    expect(within(closedList).getByText(/Account 3 · GBP/)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /GBP/ })).not.toBeInTheDocument();
  });

  it('account meta / history and statements links; a card to request, or the note that one is requested', async () => {
    renderPage(<HomePage />, { method: homeServer([eur, usd, card]) });
    const euro = await screen.findByRole('article', { name: /Payment account · EUR/ });
    expect(within(euro).getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/history?accountId=5',
    );
    expect(within(euro).getByRole('link', { name: 'Statements' })).toHaveAttribute(
      'href',
      '/statements?accountId=5',
    );
    expect(within(euro).getByRole('link', { name: 'Request a card' })).toHaveAttribute(
      'href',
      '/cards/apply?currency=EUR',
    );
    const dollar = accountCard(/Payment account · USD/);
    expect(within(dollar).getByText('Card requested')).toBeInTheDocument();
    expect(within(dollar).queryByRole('link', { name: 'Request a card' })).not.toBeInTheDocument();
  });

  it('payment instructions / New badge; opening shows the details with copy buttons and sets it viewed', async () => {
    const method = homeServer([eur, usd]);
    renderPage(<HomePage />, { method });
    const euro = await screen.findByRole('article', { name: /Payment account · EUR/ });
    const open = await within(euro).findByRole('button', { name: 'Payment instructions New' });
    // Only accounts with an instruction offer one.
    expect(
      within(accountCard(/Payment account · USD/)).queryByRole('button', { name: /Payment instructions/ }),
    ).toBeNull();
    const ui = userEvent.setup();
    await ui.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Payment instructions' });
    expect(within(dialog).getByText('LT12 1000 0111 0100 1000')).toBeInTheDocument();
    expect(within(dialog).getByText('DEMOLT2X')).toBeInTheDocument();
    expect(within(dialog).getByText('Anna Simple')).toBeInTheDocument();
    expect(within(dialog).getByText('ACC-5')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsOf(method, 'setInstructionViewed')).toEqual([[{ instructionId: 7005 }, { popup: false }]]),
    );
    await ui.click(within(dialog).getByRole('button', { name: 'Copy SWIFT' }));
    // userEvent stands in for the system clipboard.
    expect(await navigator.clipboard.readText()).toBe('DEMOLT2X');
    expect(within(dialog).getByText('Copied to the clipboard')).toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(euro).getByRole('button', { name: 'Payment instructions' })).toBeInTheDocument();
  });

  it('viewed instruction / no badge, and opening it does not set it viewed again', async () => {
    const method = homeServer([eur], {
      getPaymentInstructions: () => ({ instructions: { instruction: [instruction(5, { viewed: true })] } }),
    });
    renderPage(<HomePage />, { method });
    const open = await screen.findByRole('button', { name: 'Payment instructions' });
    await userEvent.setup().click(open);
    expect(screen.getByRole('dialog', { name: 'Payment instructions' })).toBeInTheDocument();
    expect(callsOf(method, 'setInstructionViewed')).toHaveLength(0);
  });

  it('add a currency / the dictionary less held and crypto currencies; opening one reads the balances again', async () => {
    const method = homeServer([eur, usd]);
    renderPage(<HomePage />, { method });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Add a currency' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a currency' });
    const select = await within(dialog).findByLabelText('Currency');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a currency', 'GBP · Pound sterling']);
    await ui.click(within(dialog).getByRole('button', { name: 'Open the account' }));
    expect(select).toHaveAccessibleDescription('Choose a currency');
    expect(callsOf(method, 'addCurrency')).toHaveLength(0);
    await ui.selectOptions(select, 'GBP');
    await ui.click(within(dialog).getByRole('button', { name: 'Open the account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(method, 'addCurrency')).toEqual([[{ currencyCode: 'GBP' }, { popup: false }]]);
    expect(await screen.findByRole('article', { name: /Payment account · GBP/ })).toBeInTheDocument();
    expect(callsOf(method, 'balanceInquiry')).toHaveLength(2);
  });

  it('create a crypto wallet / the new address with a copy button; the wallet joins the accounts', async () => {
    const method = homeServer([eur]);
    renderPage(<HomePage />, { method });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Create a crypto wallet' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a crypto wallet' });
    await ui.selectOptions(within(dialog).getByLabelText('Crypto currency'), 'BTC');
    await ui.click(within(dialog).getByRole('button', { name: 'Create the wallet' }));
    expect(await within(dialog).findByText('bc1qnewwallet')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy the wallet address' })).toBeInTheDocument();
    expect(callsOf(method, 'createWallet')).toEqual([[{ currencyCode: 'BTC' }, { popup: false }]]);
    await ui.click(within(dialog).getByRole('button', { name: 'Done' }));
    const wallet = await screen.findByRole('article', { name: /Crypto wallet · BTC/ });
    expect(within(wallet).getByText('bc1qnewwallet')).toBeInTheDocument();
  });

  it('balances fail / error with a retry that reads them again', async () => {
    let fail = true;
    const method = homeServer([eur], {
      balanceInquiry: () => {
        if (fail) throw new Error('Server is not available');
        return { accounts: { account: [eur] } };
      },
    });
    renderPage(<HomePage />, { method });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your accounts');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: /Payment account · EUR/ })).toBeInTheDocument();
  });
});
