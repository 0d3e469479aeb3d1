import type { ExternalCard } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { screen, userEvent } from '@portal/testing/render';
import { callsOf, methodWith, renderCards } from '../testing/render-cards';

const pending: ExternalCard = {
  cardId: 7,
  cardNumber: '411111******1111',
  cardHolderName: 'ANA POPESCU',
  cardExpiryMonth: 3,
  cardExpiryYear: 2030,
  cardBrand: 'VISA',
  status: 'pending',
  attemptsLeft: 3,
};

describe('ConfirmCardPage', () => {
  it('wrong amount, then the right one / attempts left, then confirmed with a link to cards', async () => {
    let card = pending;
    const method = methodWith({
      getExternalCard: () => card,
      confirmCard: ({ amount }) => {
        if (amount !== '0.42') {
          card = { ...card, attemptsLeft: card.attemptsLeft - 1 };
          throw ApiError.fromBody({
            responseCode: 'VF',
            responseDescription: `The amount is wrong. Attempts left: ${card.attemptsLeft}.`,
            attemptsLeft: card.attemptsLeft,
          } as never);
        }
        card = { ...card, status: 'confirmed' };
        return card;
      },
    });
    renderCards('/confirm-card/7', method);
    const ui = userEvent.setup();
    const amount = await screen.findByLabelText(/Amount of the charge/);
    expect(screen.getByText(/we made a small charge on it/)).toBeInTheDocument();
    await ui.type(amount, '0.24');
    await ui.click(screen.getByRole('button', { name: 'Confirm card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That is not the amount we charged. 2 attempts left.',
    );
    expect(await screen.findByText('2 attempts left')).toBeInTheDocument();

    await ui.type(amount, '0,42');
    await ui.click(screen.getByRole('button', { name: 'Confirm card' }));
    expect(await screen.findByText('Your card is confirmed')).toBeInTheDocument();
    expect(callsOf(method, 'confirmCard')).toEqual([
      { cardId: 7, amount: '0.24' },
      { cardId: 7, amount: '0.42' },
    ]);
    expect(screen.getByRole('link', { name: 'Go to my cards' })).toHaveAttribute('href', '/cards');
  });

  it('a failed card / the failed state with a way to add it again', async () => {
    renderCards(
      '/confirm-card/7',
      methodWith({ getExternalCard: () => ({ ...pending, status: 'failed', attemptsLeft: 0 }) }),
    );
    expect(await screen.findByText('The card could not be confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a card' })).toHaveAttribute('href', '/add-card');
    expect(screen.queryByLabelText(/Amount of the charge/)).not.toBeInTheDocument();
  });

  it('an unknown card / not found', async () => {
    renderCards(
      '/confirm-card/99',
      methodWith({
        getExternalCard: () => {
          throw ApiError.fromBody({ responseCode: 'NF', responseDescription: 'Card not found' });
        },
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'This card does not exist or is not one of your cards.' }),
    ).toBeInTheDocument();
  });
});
