import type { Account } from '@portal/api/catalogue';
import { testAccount } from '../features/balances/testing/render';
import {
  accountKind,
  defaultAccountId,
  groupAccounts,
  heldCurrencies,
  historyAccounts,
} from './account-groups';

const account = (
  accountId: number,
  type: number,
  currencyCode: string,
  balance = '0.00',
  accountBalanceMin = '0.00',
  extra: Partial<Account> = {},
): Account => testAccount({ accountId, type, currencyCode, balance, accountBalanceMin, ...extra });

describe('accountKind (spec 02 §3)', () => {
  it.each([
    [1001, 'payment'],
    [4001, 'prePayment'],
    [4002, 'receiving'],
    [11, 'closed'],
    [2006, 'card'],
    [2135, 'card'],
    [2136, 'other'],
  ])('type %i / %s', (type, kind) => expect(accountKind({ type })).toBe(kind));
});

describe('groupAccounts', () => {
  it('mixed accounts / groups by type in order, each by currency; closed apart', () => {
    const { groups, closed } = groupAccounts([
      account(1, 4002, 'GBP'),
      account(2, 11, 'GBP'),
      account(3, 1001, 'USD'),
      account(4, 4001, 'EUR', '-120.00', '-500.00'),
      account(5, 1001, 'EUR'),
      account(6, 1001, 'BTC', '0', '0', { address: 'bc1qexample' }),
      account(7, 2010, 'EUR', '5', '0', { settlementAccountId: 5, subType: 'DEBIT' }),
    ]);
    expect(groups.map((group) => [group.key, group.views.map((view) => view.account.accountId)])).toEqual([
      ['payment', [5, 3]],
      ['crypto', [6]],
      ['prePayment', [4]],
      ['receiving', [1]],
      ['card', [7]],
    ]);
    expect(closed.map((view) => view.account.accountId)).toEqual([2]);
  });

  it('pre-payment account / remaining value is |min| + balance (spec 02 §3)', () => {
    const { groups } = groupAccounts([account(4, 4001, 'EUR', '-120.00', '-500.00')]);
    expect(groups[0]!.views[0]!.meta.remainingValue).toBe('380');
  });

  it('payment account with a card settled from it / card requested, no card to request', () => {
    const { groups } = groupAccounts([
      account(5, 1001, 'EUR'),
      account(7, 2010, 'EUR', '5', '0', { settlementAccountId: 5 }),
    ]);
    const meta = groups[0]!.views[0]!.meta;
    expect(meta.cardIsRequested).toBe(true);
    expect(meta.cardCanBeRequested).toBe(false);
  });
});

describe('historyAccounts and defaultAccountId', () => {
  it('default / the first payment account, not a crypto wallet; closed accounts last', () => {
    const accounts = historyAccounts([
      account(2, 11, 'GBP'),
      account(6, 1001, 'BTC', '0', '0', { address: 'bc1q' }),
      account(1, 4002, 'GBP'),
      account(3, 1001, 'USD'),
    ]);
    expect(accounts.map((item) => item.accountId)).toEqual([3, 6, 1, 2]);
    expect(defaultAccountId(accounts)).toBe(3);
  });

  it('no payment account / the first account; none at all / undefined', () => {
    expect(defaultAccountId([account(1, 4002, 'GBP')])).toBe(1);
    expect(defaultAccountId([])).toBeUndefined();
  });
});

describe('heldCurrencies', () => {
  it('live accounts only / a closed currency can be added again', () => {
    expect([...heldCurrencies([account(1, 1001, 'EUR'), account(2, 11, 'GBP')])]).toEqual(['EUR']);
  });
});
