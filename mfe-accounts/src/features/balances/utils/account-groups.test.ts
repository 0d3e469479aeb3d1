import type { Account } from '@portal/api/contract';
import { accountKind, groupAccounts } from './account-groups';

const account = (
  accountId: number,
  type: number,
  currencyCode: string,
  balance = '0.00',
  accountBalanceMin = '0.00',
): Account => ({
  accountId,
  type,
  currencyCode,
  balance,
  accountBalanceMin,
  pendingAmount: '0.00',
  accountStatusId: 2,
  customerId: 1,
});

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
  it('mixed accounts / closed apart, live ordered payment, pre-payment, receiving then by currency', () => {
    const { live, closed } = groupAccounts([
      account(1, 4002, 'GBP'),
      account(2, 11, 'GBP'),
      account(3, 1001, 'USD'),
      account(4, 4001, 'EUR', '-120.00', '-500.00'),
      account(5, 1001, 'EUR'),
    ]);
    expect(live.map((v) => v.account.accountId)).toEqual([5, 3, 4, 1]);
    expect(closed.map((v) => v.account.accountId)).toEqual([2]);
  });
  it('pre-payment account / remaining value is |min| + balance', () => {
    const { live } = groupAccounts([account(4, 4001, 'EUR', '-120.00', '-500.00')]);
    expect(live[0]!.remainingValue).toBe('380');
  });
  it('payment account / no remaining value', () => {
    expect(groupAccounts([account(1, 1001, 'EUR', '10')]).live[0]!.remainingValue).toBeUndefined();
  });
});
