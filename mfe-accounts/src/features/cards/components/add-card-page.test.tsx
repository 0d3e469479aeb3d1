import type { CardBinInfo } from '@portal/api/catalogue';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { callsOf, methodWith, renderCards } from '../testing/render-cards';

const visa: CardBinInfo = {
  binNumber: '411111',
  issuer: 'Sandbox Bank',
  cardBrand: 'VISA',
  cardCategory: 'CLASSIC',
  cardType: 'debit',
  countryCode: 'LT',
  currencyCode: 'EUR',
  isCommercial: false,
  isPrepaid: false,
  valid: true,
  isBlocked: false,
};

const nextYear = String(new Date().getFullYear() + 1);

describe('AddCardPage', () => {
  it('card number / grouped by 4, BIN looked up once by its first 6 digits without spaces, then added', async () => {
    const method = methodWith({
      getExternalCards: () => ({ cards: { card: [] } }),
      getCardBinInfo: () => visa,
      addCard: () => ({ cardId: 31 }),
    });
    renderCards('/add-card', method);
    const ui = userEvent.setup();
    const number = await screen.findByLabelText(/^Card number/);
    await ui.type(number, '41111');
    expect(callsOf(method, 'getCardBinInfo')).toHaveLength(0);
    await ui.type(number, '11111111111');
    expect(number).toHaveValue('4111 1111 1111 1111');
    const bin = await screen.findByRole('group', { name: 'Card recognised' });
    expect(bin).toHaveTextContent('VISA');
    expect(bin).toHaveTextContent('Sandbox Bank');
    expect(bin).toHaveTextContent('Lithuania');
    expect(callsOf(method, 'getCardBinInfo')).toEqual([{ binNumber: '411111' }]);

    await ui.type(screen.getByLabelText(/Cardholder name/), 'Ana Popescu');
    await ui.selectOptions(screen.getByLabelText(/Expiry month/), '3');
    await ui.selectOptions(screen.getByLabelText(/Expiry year/), nextYear);
    await ui.type(screen.getByLabelText(/^CVV/), '123');
    await ui.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/confirm-card/31'));
    expect(callsOf(method, 'addCard')).toEqual([
      {
        cardNumber: '4111111111111111',
        cardHolderName: 'Ana Popescu',
        cardExpiryMonth: 3,
        cardExpiryYear: Number(nextYear),
        cvv: '123',
      },
    ]);
  });

  it('blocked BIN / an error on the number and no submit', async () => {
    const method = methodWith({
      getExternalCards: () => ({ cards: { card: [] } }),
      getCardBinInfo: ({ binNumber }) => ({ ...visa, binNumber, valid: false, isBlocked: true }),
    });
    renderCards('/add-card', method);
    const ui = userEvent.setup();
    const number = await screen.findByLabelText(/^Card number/);
    await ui.type(number, '5555 5555 5555 4444');
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription(
        expect.stringContaining('Cards of this bank cannot be added.'),
      ),
    );
    expect(callsOf(method, 'getCardBinInfo')).toEqual([{ binNumber: '555555' }]);
    expect(screen.getByRole('button', { name: 'Add card' })).toBeDisabled();
    expect(callsOf(method, 'addCard')).toHaveLength(0);
  });

  it('an unknown BIN / refused as well', async () => {
    renderCards(
      '/add-card',
      methodWith({
        getExternalCards: () => ({ cards: { card: [] } }),
        getCardBinInfo: () => ({ ...visa, issuer: '', valid: false, isBlocked: false }),
      }),
    );
    const number = await screen.findByLabelText(/^Card number/);
    await userEvent.setup().type(number, '4000001234567899');
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription(
        expect.stringContaining('This card number is not recognised'),
      ),
    );
    expect(screen.getByRole('button', { name: 'Add card' })).toBeDisabled();
  });

  it('invalid fields / Luhn, holder, past expiry and CVV messages, nothing sent', async () => {
    const method = methodWith({
      getExternalCards: () => ({ cards: { card: [] } }),
      getCardBinInfo: () => visa,
    });
    renderCards('/add-card', method);
    const ui = userEvent.setup();
    const number = await screen.findByLabelText(/^Card number/);
    await ui.type(number, '4111111111111112');
    await screen.findByRole('group', { name: 'Card recognised' });
    const thisYear = String(new Date().getFullYear());
    const month = new Date().getMonth() + 1;
    await ui.selectOptions(screen.getByLabelText(/Expiry year/), thisYear);
    if (month > 1) await ui.selectOptions(screen.getByLabelText(/Expiry month/), String(month - 1));
    await ui.type(screen.getByLabelText(/^CVV/), '12');
    await ui.click(screen.getByRole('button', { name: 'Add card' }));
    expect(number).toHaveAccessibleDescription(
      expect.stringContaining('Check the card number: it is not valid'),
    );
    expect(screen.getByLabelText(/Cardholder name/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter the cardholder name'),
    );
    if (month > 1)
      expect(screen.getByLabelText(/Expiry month/)).toHaveAccessibleDescription('This card has expired');
    expect(screen.getByLabelText(/^CVV/)).toHaveAccessibleDescription(
      expect.stringContaining('3 or 4 digits'),
    );
    expect(callsOf(method, 'addCard')).toHaveLength(0);
  });

  it('cards added before / status, and a Confirm link for a pending one', async () => {
    renderCards(
      '/add-card',
      methodWith({
        getExternalCards: () => ({
          cards: {
            card: [
              {
                cardId: 7,
                cardNumber: '411111******1111',
                cardHolderName: 'ANA',
                cardExpiryMonth: 3,
                cardExpiryYear: 2030,
                cardBrand: 'VISA',
                status: 'pending',
                attemptsLeft: 3,
              },
              {
                cardId: 8,
                cardNumber: '555555******4444',
                cardHolderName: 'ANA',
                cardExpiryMonth: 4,
                cardExpiryYear: 2031,
                cardBrand: 'MASTERCARD',
                status: 'confirmed',
                attemptsLeft: 3,
              },
            ],
          },
        }),
      }),
    );
    const list = await screen.findByRole('region', { name: 'Your cards of other banks' });
    expect(await within(list).findByText('Waiting for confirmation')).toBeInTheDocument();
    expect(within(list).getByText('Confirmed')).toBeInTheDocument();
    const links = within(list).getAllByRole('link', { name: /Confirm card/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/confirm-card/7');
  });
});
