import { CARD_STATUS } from '@portal/api/catalogue';
import { act, screen } from '@portal/testing/render';
import { user$ } from '@portal/session/session';
import { initiator, representative, support, testUser } from '@portal/session/testing';
import { balances, cardAccount, paymentAccount } from '../testing/fixtures';
import { callsOf, methodWith, renderCards } from '../testing/render-cards';

const noRequirements = () => ({ requirements: [] });
const active = cardAccount({ accountId: 300003 });

/** The actions the page offers, read from their data-action attributes. */
async function offeredActions(): Promise<string[]> {
  await screen.findByRole('heading', { level: 2, name: 'What you can do' });
  return [...document.querySelectorAll('[data-action]')].map((element) =>
    element.getAttribute('data-action')!,
  );
}

afterEach(() => act(() => user$.next(null)));

describe('cards and the access policy (issue 22)', () => {
  it('owner / an active card offers its PIN, details and changes', async () => {
    act(() => user$.next(testUser()));
    renderCards(
      '/cards/300003',
      methodWith({ balanceInquiry: () => balances(active), getCrossPlatformRequirements: noRequirements }),
    );
    expect(await offeredActions()).toEqual(
      expect.arrayContaining(['showPin', 'cardDetails', 'changePin', 'pause']),
    );
  });

  it('support acting as the customer / pause and block stay; no PIN, card details or changes', async () => {
    act(() => user$.next(support));
    renderCards(
      '/cards/300003',
      methodWith({ balanceInquiry: () => balances(active), getCrossPlatformRequirements: noRequirements }),
    );
    expect(await offeredActions()).toEqual(['balance', 'transactionHistory', 'cardBlock', 'pause']);
    expect(screen.queryByRole('button', { name: 'Show PIN' })).not.toBeInTheDocument();
  });

  it('support acting / a paused card cannot be unpaused by support', async () => {
    act(() => user$.next(support));
    const paused = cardAccount({ accountId: 300004, accountStatusId: CARD_STATUS.paused });
    renderCards(
      '/cards/300004',
      methodWith({ balanceInquiry: () => balances(paused), getCrossPlatformRequirements: noRequirements }),
    );
    expect(await offeredActions()).not.toContain('unPause');
  });

  it('initiator (right 3) / reads only: the balance and the history', async () => {
    act(() => user$.next(initiator));
    renderCards(
      '/cards/300003',
      methodWith({ balanceInquiry: () => balances(active), getCrossPlatformRequirements: noRequirements }),
    );
    expect(await offeredActions()).toEqual(['balance', 'transactionHistory']);
  });

  it('support acting / a tax number requirement is read, not answered: tax data stays with the customer', async () => {
    act(() => user$.next(support));
    renderCards(
      '/cards/300003',
      methodWith({
        balanceInquiry: () => balances(active),
        getCrossPlatformRequirements: () => ({ requirements: ['taxNumber'] }),
      }),
    );
    expect(await screen.findByText('Your tax number is needed.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Tax number/)).not.toBeInTheDocument();
  });

  it('initiator / the card list offers no card to apply for or add', async () => {
    act(() => user$.next(initiator));
    renderCards('/cards/physical', methodWith({ balanceInquiry: () => balances(active, paymentAccount()) }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your cards' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply for a card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a card of another bank' })).not.toBeInTheDocument();
  });

  it('initiator / the PIN change page is outside the access, and nothing is asked', async () => {
    act(() => user$.next(initiator));
    const method = methodWith({});
    renderCards('/card/300003/pin', method);
    expect(screen.getByRole('heading', { level: 1, name: 'Cards' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Not part of your access' })).toBeInTheDocument();
    expect(method.call).not.toHaveBeenCalled();
  });

  it('representative / cards are accounts with balances: the page says it is outside the access', async () => {
    act(() => user$.next(representative));
    const method = methodWith({});
    renderCards('/cards/physical', method);
    expect(screen.getByRole('heading', { level: 2, name: 'Not part of your access' })).toBeInTheDocument();
    expect(callsOf(method, 'balanceInquiry')).toEqual([]);
  });
});
