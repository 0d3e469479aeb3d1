import { testUser } from '@portal/session/testing';
import { quickActionsFor } from './quick-actions';

const keys = (user: Parameters<typeof quickActionsFor>[0]) =>
  quickActionsFor(user).map((action) => action.key);
const NO_FLAGS = testUser().permissions;

describe('quickActionsFor', () => {
  it('a personal customer / send, add money, exchange, cards, with their pages', () => {
    expect(quickActionsFor(testUser({ customerType: 0, accessRight: 2 }))).toEqual([
      { key: 'send', path: '/transfer/p2p' },
      { key: 'addMoney', path: '/receive' },
      { key: 'exchange', path: '/transfer/account' },
      { key: 'cards', path: '/cards' },
    ]);
  });

  it('a business user without a p2p permission flag / no send (spec 02 §6)', () =>
    expect(keys(testUser({ customerType: 1, accessRight: 2 }))).toEqual(['addMoney', 'exchange', 'cards']));

  it('a business user with sendMoneyUser / send as well', () =>
    expect(
      keys(testUser({ customerType: 1, accessRight: 2, permissions: { ...NO_FLAGS, sendMoneyUser: true } })),
    ).toEqual(['send', 'addMoney', 'exchange', 'cards']));

  it('a settlement sub-account / exchange between own accounts, no send', () =>
    expect(
      keys(
        testUser({
          customerType: 0,
          accessRight: 2,
          isSubAccount: true,
          permissions: { ...NO_FLAGS, settlementAccount: true },
        }),
      ),
    ).toEqual(['addMoney', 'exchange', 'cards']));

  it('a read-only business user (right 1) / only cards to look at', () =>
    expect(keys(testUser({ customerType: 1, accessRight: 1 }))).toEqual(['cards']));

  it('a representative (no balanceInfo) / no cards either: nothing they could open', () =>
    expect(keys(testUser({ customerType: 1, accessRight: 1, isRepresentative: true }))).toEqual([]));

  it('support acting as the customer / moves no money: cards only', () =>
    expect(keys(testUser({ customerType: 0, accessRight: 2, supportActing: true }))).toEqual(['cards']));

  it('no user yet / nothing', () => expect(quickActionsFor(null)).toEqual([]));
});
