import { availableCardActions } from '@portal/api/cards';
import { CARD_STATUS, type Account } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { balances, cardAccount, paymentAccount } from '../testing/fixtures';
import { callsOf, methodWith, renderCards } from '../testing/render-cards';

const noRequirements = () => ({ requirements: [] });

/** The actions the page offers, read from their data-action attributes. */
async function offeredActions(): Promise<string[]> {
  await screen.findByRole('heading', { level: 2, name: 'What you can do' });
  return [...document.querySelectorAll('[data-action]')].map((element) =>
    element.getAttribute('data-action')!,
  );
}

const TYPES = [
  { cardIsVirtual: false, subType: 'PREPAID' },
  { cardIsVirtual: false, subType: 'DEBIT' },
  { cardIsVirtual: true, subType: 'PREPAID' },
  { cardIsVirtual: true, subType: 'DEBIT' },
] as const;

const CASES: [string, Account][] = [
  ...Object.entries(CARD_STATUS).flatMap(([status, accountStatusId]) =>
    TYPES.map(
      ({ cardIsVirtual, subType }) =>
        [
          `${status} ${cardIsVirtual ? 'virtual' : 'physical'} ${subType.toLowerCase()}`,
          cardAccount({ accountStatusId, cardIsVirtual, subType }),
        ] as [string, Account],
    ),
  ),
  // Reissue under way (upgrade shipping), enrolled already, and expired by date rather than by status.
  [
    'expired physical prepaid with a reissue submitted',
    cardAccount({ accountStatusId: CARD_STATUS.expired, cardReissuedStatusId: CARD_STATUS.submitted }),
  ],
  ['active physical prepaid enrolled', cardAccount({ cardEnrolled: true })],
  ['active physical prepaid past its expiry date', cardAccount({ cardExpiryMonth: 1, cardExpiryYear: 2020 })],
];

describe('CardDetailsPage', () => {
  it.each(CASES)('%s / exactly the actions availableCardActions offers', async (_name, account) => {
    renderCards(
      `/cards/${account.accountId}`,
      methodWith({ balanceInquiry: () => balances(account), getCrossPlatformRequirements: noRequirements }),
    );
    const expected = availableCardActions(account);
    if (expected.length === 0) {
      expect(
        await screen.findByText('This card offers no actions in its current status.'),
      ).toBeInTheDocument();
      expect(document.querySelectorAll('[data-action]')).toHaveLength(0);
    } else expect(await offeredActions()).toEqual(expected);
  });

  it('each action / named by its text, links to history and PIN change', async () => {
    const account = cardAccount();
    renderCards(
      '/cards/501',
      methodWith({ balanceInquiry: () => balances(account), getCrossPlatformRequirements: noRequirements }),
    );
    const list = await screen.findByRole('list', { name: 'What you can do' });
    expect(within(list).getByRole('link', { name: 'Transaction history' })).toHaveAttribute(
      'href',
      '/history?accountId=501',
    );
    expect(within(list).getByRole('link', { name: 'Change PIN' })).toHaveAttribute('href', '/card/501/pin');
    expect(within(list).getByRole('button', { name: 'Pause card' })).toHaveAttribute('data-action', 'pause');
    expect(screen.getByTestId('card-balance')).toHaveTextContent('€120.50');
    expect(screen.getByRole('heading', { level: 1, name: 'Prepaid card' })).toBeInTheDocument();
  });

  it('pause then unpause / each confirmed, called and the accounts read again', async () => {
    let account = cardAccount();
    const method = methodWith({
      balanceInquiry: () => balances(account),
      getCrossPlatformRequirements: noRequirements,
      cardPause: () => {
        account = { ...account, accountStatusId: CARD_STATUS.paused };
        return { responseCode: '00', responseDescription: 'Success' };
      },
      cardUnpause: () => {
        account = { ...account, accountStatusId: CARD_STATUS.active };
        return { responseCode: '00', responseDescription: 'Success' };
      },
    });
    renderCards('/cards/501', method);
    const ui = userEvent.setup();

    await ui.click(await screen.findByRole('button', { name: 'Pause card' }));
    let dialog = screen.getByRole('dialog', { name: 'Pause this card?' });
    expect(callsOf(method, 'cardPause')).toHaveLength(0);
    await ui.click(within(dialog).getByRole('button', { name: 'Pause card' }));
    expect(await within(dialog).findByText('The card is paused.')).toBeInTheDocument();
    expect(callsOf(method, 'cardPause')).toEqual([{ accountId: 501 }]);
    await ui.click(within(dialog).getByRole('button', { name: 'Done' }));

    await ui.click(await screen.findByRole('button', { name: 'Resume card' }));
    dialog = screen.getByRole('dialog', { name: 'Resume this card?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Resume card' }));
    expect(await within(dialog).findByText('The card is active again.')).toBeInTheDocument();
    expect(callsOf(method, 'cardUnpause')).toEqual([{ accountId: 501 }]);
    await ui.click(within(dialog).getByRole('button', { name: 'Done' }));

    expect(await screen.findByRole('button', { name: 'Pause card' })).toBeInTheDocument();
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    expect(callsOf(method, 'balanceInquiry')).toHaveLength(3);
  });

  it('block refused / the server’s responseDescription in the dialog, irreversible wording', async () => {
    const account = cardAccount();
    const method = methodWith({
      balanceInquiry: () => balances(account),
      getCrossPlatformRequirements: noRequirements,
      cardBlock: () => {
        throw ApiError.fromBody({
          responseCode: 'CNA',
          responseDescription: 'Blocking is not available for this card',
        });
      },
    });
    renderCards('/cards/501', method);
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Block card' }));
    const dialog = screen.getByRole('dialog', { name: 'Block this card for good?' });
    expect(dialog).toHaveTextContent('Blocking cannot be undone');
    await ui.click(within(dialog).getByRole('button', { name: 'Block card permanently' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Blocking is not available for this card',
    );
  });

  it('activation / fee account, the chosen option’s nested field, then the PIN shown once', async () => {
    const account = cardAccount({ accountStatusId: CARD_STATUS.shipped });
    const method = methodWith({
      balanceInquiry: () => balances(account, paymentAccount()),
      getCrossPlatformRequirements: noRequirements,
      getCardActivationData: () => ({
        fees: '5.00',
        feeCurrency: 'EUR',
        extraParams: [
          {
            name: 'lastFourDigits',
            label: 'Last four digits',
            type: 'text',
            required: true,
            pattern: '\\d{4}',
          },
          {
            name: 'deliveryConfirmation',
            label: 'Card delivery',
            type: 'select',
            required: true,
            options: [
              {
                value: 'received',
                label: 'I have received the card',
                extraParams: [{ name: 'receivedDate', label: 'Date received', type: 'text', required: true }],
              },
            ],
          },
        ],
      }),
      cardActivation: () => ({ responseCode: '00', responseDescription: 'Success', pinCode: '4821' }),
    });
    renderCards('/cards/501', method);
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Activate card' }));
    const dialog = screen.getByRole('dialog', { name: 'Activate card' });
    expect(await within(dialog).findByText('€5.00')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Date received/)).not.toBeInTheDocument();

    await ui.click(within(dialog).getByRole('button', { name: 'Activate card' }));
    expect(within(dialog).getByLabelText(/Last four digits/)).toHaveAccessibleDescription(
      'Fill in this field',
    );
    expect(within(dialog).getByLabelText(/Pay the fee from/)).toHaveAccessibleDescription(
      'Choose the account to pay the fee from',
    );
    expect(callsOf(method, 'cardActivation')).toHaveLength(0);

    await ui.type(within(dialog).getByLabelText(/Last four digits/), '1234');
    await ui.selectOptions(within(dialog).getByLabelText(/Card delivery/), 'received');
    await ui.type(within(dialog).getByLabelText(/Date received/), '2024-01-02');
    await ui.selectOptions(within(dialog).getByLabelText(/Pay the fee from/), '9');
    await ui.click(within(dialog).getByRole('button', { name: 'Activate card' }));

    const done = await screen.findByRole('dialog', { name: 'Your card is active' });
    expect(callsOf(method, 'cardActivation')).toEqual([
      {
        accountId: 501,
        extraParams: { lastFourDigits: '1234', deliveryConfirmation: 'received', receivedDate: '2024-01-02' },
        feeAccountId: 9,
      },
    ]);
    expect(within(done).getByTestId('activation-pin')).toHaveTextContent('4821');
    expect(within(done).getByRole('alert')).toHaveTextContent('Memorise this PIN now');
    await ui.click(within(done).getByRole('button', { name: 'I have memorised it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('4821')).not.toBeInTheDocument();
  });

  it('load card / amount checked against the account balance and minor units, then loaded', async () => {
    const account = cardAccount();
    const method = methodWith({
      balanceInquiry: () =>
        balances(account, paymentAccount(), paymentAccount({ accountId: 10, currencyCode: 'USD' })),
      getCrossPlatformRequirements: noRequirements,
      cardLoad: () => ({ responseCode: '00', responseDescription: 'Success', transactionId: 77 }),
    });
    renderCards('/cards/501', method);
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Load card' }));
    const dialog = screen.getByRole('dialog', { name: 'Load card' });
    const from = within(dialog).getByLabelText(/From account/);
    expect(
      within(from)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an account', 'Account 9 · €300.00']);
    const amount = within(dialog).getByLabelText(/Amount/);
    await ui.type(amount, '300.01');
    await ui.click(within(dialog).getByRole('button', { name: 'Load card' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('more than the account’s balance'));
    await ui.clear(amount);
    await ui.type(amount, '1.234');
    await ui.click(within(dialog).getByRole('button', { name: 'Load card' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Use at most 2 decimal places'));
    expect(callsOf(method, 'cardLoad')).toHaveLength(0);

    await ui.clear(amount);
    await ui.type(amount, '25.5');
    await ui.click(within(dialog).getByRole('button', { name: 'Load card' }));
    expect(await within(dialog).findByText('€25.50 has been loaded to the card.')).toBeInTheDocument();
    expect(callsOf(method, 'cardLoad')).toEqual([{ accountId: 501, fromAccountId: 9, amount: '25.5' }]);
  });

  it('card details / number masked and CVV hidden until revealed', async () => {
    const account = cardAccount();
    renderCards(
      '/cards/501',
      methodWith({
        balanceInquiry: () => balances(account),
        getCrossPlatformRequirements: noRequirements,
        getCardDetails: () => ({
          accountId: 501,
          cardNumber: '5375410000001234',
          cardHolderName: 'ANA POPESCU',
          cardExpiryMonth: 9,
          cardExpiryYear: 2031,
          cvv: '321',
        }),
      }),
    );
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Card details' }));
    const dialog = screen.getByRole('dialog', { name: 'Card details' });
    expect(await within(dialog).findByTestId('card-number')).toHaveTextContent('•••• •••• •••• 1234');
    expect(within(dialog).getByTestId('card-cvv')).toHaveTextContent('Hidden');
    expect(within(dialog).getByText('09/31')).toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: 'Show number' }));
    expect(within(dialog).getByTestId('card-number')).toHaveTextContent('5375 4100 0000 1234');
    await ui.click(within(dialog).getByRole('button', { name: 'Show CVV' }));
    expect(within(dialog).getByTestId('card-cvv')).toHaveTextContent('321');
    expect(within(dialog).getByRole('button', { name: 'Hide CVV' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('requirements / tax number asked and saved', async () => {
    const account = cardAccount({ currencyCode: 'USD' });
    let requirements = ['taxNumber'];
    const method = methodWith({
      balanceInquiry: () => balances(account),
      getCrossPlatformRequirements: () => ({ requirements }),
      updateTaxNumber: () => {
        requirements = [];
        return {};
      },
    });
    renderCards('/cards/501', method);
    const ui = userEvent.setup();
    expect(await screen.findByText('Your tax number is needed.')).toBeInTheDocument();
    await ui.type(screen.getByLabelText(/Tax number/), 'AB123456');
    await ui.click(screen.getByRole('button', { name: 'Save tax number' }));
    expect(await screen.findByText('Your tax number has been saved.')).toBeInTheDocument();
    expect(callsOf(method, 'updateTaxNumber')).toEqual([{ taxId: 'AB123456' }]);
    await waitFor(() => expect(screen.queryByText('Your tax number is needed.')).not.toBeInTheDocument());
  });

  it.each([
    ['an unknown id', '/cards/999'],
    ['a payment account', '/cards/9'],
  ])('%s / the not-found state', async (_name, path) => {
    renderCards(path, methodWith({ balanceInquiry: () => balances(cardAccount(), paymentAccount()) }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Card not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All cards' })).toHaveAttribute('href', '/cards');
  });
});
