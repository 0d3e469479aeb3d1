import type { Account, HistoryTransaction, PaymentInstruction } from '@portal/api/catalogue';
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

const RATES = [
  { fromCurrencyCode: 'EUR', toCurrencyCode: 'USD', rate: '1.08' },
  { fromCurrencyCode: 'EUR', toCurrencyCode: 'GBP', rate: '0.85' },
];

const line = (
  fields: Partial<HistoryTransaction> & Pick<HistoryTransaction, 'transactionId' | 'accountId'>,
) =>
  ({
    transactionDate: '2026-11-20T10:00:00Z',
    operationType: 'p2p',
    direction: 'out',
    status: 'completed',
    amount: '-10.00',
    fee: '0',
    currencyCode: 'EUR',
    description: 'Transfer',
    counterpartyName: 'Someone',
    ...fields,
  }) as HistoryTransaction;

/** Three lines on the EUR account, four on the USD one: the newest five of both, newest first. */
const HISTORY: HistoryTransaction[] = [
  line({
    transactionId: 1,
    accountId: 5,
    transactionDate: '2026-11-01T09:00:00Z',
    counterpartyName: 'Oldest',
  }),
  line({
    transactionId: 2,
    accountId: 5,
    transactionDate: '2026-11-25T09:00:00Z',
    amount: '250.00',
    direction: 'in',
    counterpartyName: 'Employer GmbH',
  }),
  line({ transactionId: 3, accountId: 5, transactionDate: '2026-11-10T09:00:00Z', counterpartyName: 'Shop' }),
  ...[4, 5, 6, 7].map((id) =>
    line({
      transactionId: id,
      accountId: 6,
      currencyCode: 'USD',
      transactionDate: `2026-11-${10 + id}T09:00:00Z`,
      amount: '-1.50',
      status: id === 7 ? 'processing' : 'completed',
      counterpartyName: `Payee ${id}`,
    }),
  ),
];

/** The EUR account's last days: 1,000.00 → 1,520.50 (+52%). */
const TREND = {
  accountId: 5,
  currencyCode: 'EUR',
  points: [
    { date: '2026-11-24', balance: '1000.00' },
    { date: '2026-11-25', balance: '1250.00' },
    { date: '2026-11-26', balance: '1520.50' },
  ],
};

function homeServer(
  accounts: Account[],
  overrides: Record<string, (request: Record<string, unknown>) => unknown> = {},
) {
  let held = [...accounts];
  return methodServer({
    balanceInquiry: () => ({ accounts: { account: held } }),
    getPaymentInstructions: () => ({ instructions: { instruction: instruction(5) } }),
    setInstructionViewed: () => ({}),
    getDefaultExchangeRates: () => ({ rates: { rate: RATES } }),
    getTransactionHistory: ({ accountId }) => ({
      transactions: { transaction: HISTORY.filter((line) => line.accountId === accountId) },
      results: 1,
    }),
    getBalanceHistory: () => ({ accounts: [TREND] }),
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
    await screen.findByRole('heading', { name: 'Payment accounts' });
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Total balance',
      'Payment accounts',
      'Pre-payment accounts',
      'Card accounts',
      'Recent activity',
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

  it('account meta / one actions menu per tile: history, statements, a card to request; or the note', async () => {
    const { location } = renderPage(<HomePage />, { method: homeServer([eur, usd, card]) });
    const euro = await screen.findByRole('article', { name: /Payment account · EUR/ });
    // The pills are gone: one menu button per tile.
    expect(within(euro).queryByRole('link')).toBeNull();
    const ui = userEvent.setup();
    await ui.click(within(euro).getByRole('button', { name: /^Actions for Payment account · EUR/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'History',
      'Statements',
      'Payment instructionsNew',
      'Request a card',
    ]);
    await ui.click(screen.getByRole('menuitem', { name: 'Statements' }));
    expect(`${location.pathname}${location.search}`).toBe('/statements?accountId=5');
    const dollar = accountCard(/Payment account · USD/);
    expect(within(dollar).getByText('Card requested')).toBeInTheDocument();
    await ui.click(within(dollar).getByRole('button', { name: 'Actions for Payment account · USD' }));
    expect(screen.queryByRole('menuitem', { name: 'Request a card' })).not.toBeInTheDocument();
    await ui.keyboard('{Escape}');
    await ui.click(within(accountCard(/Card account · USD/)).getByRole('button', { name: /^Actions for/ }));
    await ui.click(screen.getByRole('menuitem', { name: 'Card details' }));
    expect(location.pathname).toBe('/cards/9');
  });

  it('tile menu by keyboard / arrows move, Enter opens the history of the account', async () => {
    const { location } = renderPage(<HomePage />, { method: homeServer([eur]) });
    const euro = await screen.findByRole('article', { name: /Payment account · EUR/ });
    const button = within(euro).getByRole('button', { name: /^Actions for Payment account · EUR/ });
    const ui = userEvent.setup();
    button.focus();
    await ui.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'History' })).toHaveFocus();
    await ui.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Request a card' })).toHaveFocus();
    await ui.keyboard('{Escape}');
    expect(button).toHaveFocus();
    await ui.keyboard('{ArrowDown}{Enter}');
    expect(`${location.pathname}${location.search}`).toBe('/history?accountId=5');
  });

  it('total / the accounts converted at the default rates into the main currency, labelled an estimate', async () => {
    const method = homeServer([eur, usd]);
    renderPage(<HomePage />, { method });
    const total = await screen.findByRole('region', { name: 'Total balance' });
    // 1,520.50 + 10.00 / 1.08 = 1,529.759… → ≈ €1,529.76
    expect(await within(total).findByText('≈ €1,529.76')).toBeInTheDocument();
    expect(within(total).getByText('Estimated in EUR at today’s exchange rates')).toBeInTheDocument();
    expect(callsOf(method, 'getDefaultExchangeRates')).toEqual([[{}, { popup: false }]]);
  });

  it('total, a currency without a rate / no total, a note naming it', async () => {
    renderPage(<HomePage />, {
      method: homeServer([eur, testAccount({ accountId: 8, currencyCode: 'CHF', balance: '5.00' })]),
    });
    const total = await screen.findByRole('region', { name: 'Total balance' });
    expect(await within(total).findByText('No total: there is no exchange rate for CHF')).toBeInTheDocument();
    expect(within(total).queryByText(/≈/)).toBeNull();
  });

  it('total, rates fail / says so with a retry that reads them again', async () => {
    let fail = true;
    const method = homeServer([eur, usd], {
      getDefaultExchangeRates: () => {
        if (fail) throw new Error('Server is not available');
        return { rates: { rate: RATES } };
      },
    });
    renderPage(<HomePage />, { method });
    const total = await screen.findByRole('region', { name: 'Total balance' });
    expect(
      await within(total).findByText('We could not load the exchange rates for the total.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(total).getByRole('button', { name: 'Try again' }));
    expect(await within(total).findByText('≈ €1,529.76')).toBeInTheDocument();
  });

  it('recent activity / the newest five across the accounts, asked per account; signed amounts, status', async () => {
    const method = homeServer([eur, usd]);
    renderPage(<HomePage />, { method });
    const activity = await screen.findByRole('region', { name: 'Recent activity' });
    await within(activity).findByText('Employer GmbH');
    const rows = within(activity).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByText(/./)[0]!.textContent)).toEqual([
      'Employer GmbH',
      'Payee 7',
      'Payee 6',
      'Payee 5',
      'Payee 4',
    ]);
    expect(within(rows[0]!).getByText('+€250.00')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Completed')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('-$1.50')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Processing')).toBeInTheDocument();
    expect(within(activity).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/history');
    expect(callsOf(method, 'getTransactionHistory').map(([request]) => request)).toEqual([
      { accountId: 5, pageNumber: 1 },
      { accountId: 6, pageNumber: 1 },
    ]);
  });

  it('recent activity, none / an empty state', async () => {
    renderPage(<HomePage />, {
      method: homeServer([eur], { getTransactionHistory: () => ({ transactions: {}, results: 0 }) }),
    });
    const activity = await screen.findByRole('region', { name: 'Recent activity' });
    expect(await within(activity).findByText('No transactions yet')).toBeInTheDocument();
  });

  it('recent activity fails / an error with a retry', async () => {
    let fail = true;
    renderPage(<HomePage />, {
      method: homeServer([eur], {
        getTransactionHistory: () => {
          if (fail) throw new Error('Server is not available');
          return { transactions: { transaction: HISTORY[1] }, results: 1 };
        },
      }),
    });
    const activity = await screen.findByRole('region', { name: 'Recent activity' });
    expect(await within(activity).findByRole('alert')).toHaveTextContent(
      'We could not load the recent activity',
    );
    fail = false;
    await userEvent.setup().click(within(activity).getByRole('button', { name: 'Try again' }));
    expect(await within(activity).findByText('Employer GmbH')).toBeInTheDocument();
  });

  it('quick actions / a personal customer: send, add money, exchange, cards', async () => {
    act(() => user$.next(testUser({ customerType: 0, accessRight: 2 })));
    renderPage(<HomePage />, { method: homeServer([eur]) });
    const quick = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Send', '/transfer/p2p'],
      ['Add money', '/receive'],
      ['Exchange', '/transfer/account'],
      ['Cards', '/cards'],
    ]);
    await screen.findByRole('article', { name: /Payment account · EUR/ });
  });

  it('trend / a line per account with its words; no line while the history is unknown', async () => {
    renderPage(<HomePage />, { method: homeServer([eur, usd]) });
    const euro = await screen.findByRole('article', { name: /Payment account · EUR/ });
    expect(await within(euro).findByText('Balance rose 52% in the last 30 days')).toBeInTheDocument();
    expect(within(euro).getByTestId('balance-trend').querySelector('path')).toHaveAttribute('d');
    expect(within(accountCard(/Payment account · USD/)).queryByTestId('balance-trend')).toBeNull();
  });

  it('payment instructions / New badge; opening shows the details with copy buttons and sets it viewed', async () => {
    const method = homeServer([eur, usd]);
    renderPage(<HomePage />, { method });
    const euro = await screen.findByRole('article', { name: /Payment account · EUR/ });
    const ui = userEvent.setup();
    // Only accounts with an instruction offer one.
    await ui.click(
      within(accountCard(/Payment account · USD/)).getByRole('button', { name: /^Actions for/ }),
    );
    expect(screen.queryByRole('menuitem', { name: /Payment instructions/ })).toBeNull();
    await ui.keyboard('{Escape}');
    const menu = await within(euro).findByRole('button', {
      name: 'Actions for Payment account · EUR (new payment instructions)',
    });
    await ui.click(menu);
    await ui.click(screen.getByRole('menuitem', { name: 'Payment instructions New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment instructions' });
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
    await ui.click(within(euro).getByRole('button', { name: 'Actions for Payment account · EUR' }));
    expect(screen.getByRole('menuitem', { name: 'Payment instructions' })).toBeInTheDocument();
  });

  it('viewed instruction / no badge, and opening it does not set it viewed again', async () => {
    const method = homeServer([eur], {
      getPaymentInstructions: () => ({ instructions: { instruction: [instruction(5, { viewed: true })] } }),
    });
    renderPage(<HomePage />, { method });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Actions for Payment account · EUR' }));
    await ui.click(screen.getByRole('menuitem', { name: 'Payment instructions' }));
    expect(await screen.findByRole('dialog', { name: 'Payment instructions' })).toBeInTheDocument();
    expect(callsOf(method, 'setInstructionViewed')).toHaveLength(0);
  });

  it('add a currency / the dictionary less held and crypto currencies; opening one reads the balances again', async () => {
    const method = homeServer([eur, usd]);
    renderPage(<HomePage />, { method });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Add a currency' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a currency' });
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
    const dialog = await screen.findByRole('dialog', { name: 'Create a crypto wallet' });
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
