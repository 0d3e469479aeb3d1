import { ACCOUNT_TYPES, CARD_STATUS } from '@portal/api/catalogue';
import { screen, userEvent, waitFor } from '@portal/testing/render';
import { balances, cardAccount, paymentAccount } from '../testing/fixtures';
import { methodWith, renderCards } from '../testing/render-cards';

const physical = cardAccount({ accountId: 501 });
const virtual = cardAccount({ accountId: 502, cardIsVirtual: true });
const otherVirtual = cardAccount({ accountId: 503, cardIsVirtual: true });

describe('CardsRedirectPage (spec 02 §2)', () => {
  it.each([
    ['a single card', [physical], '/cards/501'],
    [
      'a single virtual card among closed and debit ones',
      [
        virtual,
        cardAccount({ accountId: 504, accountStatusId: CARD_STATUS.canceled }),
        cardAccount({ accountId: 505, type: ACCOUNT_TYPES.closed }),
        cardAccount({ accountId: 506, subType: 'DEBIT' }),
      ],
      '/cards/502',
    ],
    ['physical and virtual cards', [physical, virtual, otherVirtual], '/cards/physical'],
    ['virtual cards only', [virtual, otherVirtual, paymentAccount()], '/cards/virtual'],
    ['no card', [paymentAccount()], '/cards/physical'],
  ])('%s / goes on', async (_name, accounts, target) => {
    renderCards(
      '/cards',
      methodWith({
        balanceInquiry: () => balances(...accounts),
        getCrossPlatformRequirements: () => ({ requirements: [] }),
      }),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(target));
  });

  it('while loading, then failing / a loading state, then the error with a retry', async () => {
    let fail = true;
    renderCards(
      '/cards',
      methodWith({
        balanceInquiry: () => {
          if (fail) throw new Error('Server is not available');
          return balances(physical);
        },
        getCrossPlatformRequirements: () => ({ requirements: [] }),
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your cards…');
    // The heading the server's first paint shows for /cards (app/first-paint.ts), kept until the page goes on.
    expect(screen.getByRole('heading', { level: 1, name: 'Cards' })).toBeInTheDocument();
    expect(
      screen.getByText('Your cards, their status and balance. Open a card to manage it.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your cards');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/cards/501'));
  });

  it('the accounts known / the page keeps its heading and skeleton while it goes on, never an empty frame', async () => {
    renderCards(
      '/cards',
      methodWith({
        balanceInquiry: () => balances(physical, virtual),
        getCrossPlatformRequirements: () => ({ requirements: [] }),
      }),
    );
    // Every render until the list shows has the page's heading: the redirect renders its skeleton with it.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/cards/physical'));
    expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0);
  });
});
