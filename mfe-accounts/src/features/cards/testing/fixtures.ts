import { ACCOUNT_TYPES, CARD_STATUS, type Account } from '@portal/api/catalogue';

/** A card product type inside the card range (spec 02 §3). */
export const CARD_TYPE = 2010;
const nextYear = new Date().getFullYear() + 2;

/** A card account: an active physical prepaid EUR card unless told otherwise. */
export function cardAccount(overrides: Partial<Account> = {}): Account {
  return {
    accountId: 501,
    type: CARD_TYPE,
    subType: 'PREPAID',
    accountStatusId: CARD_STATUS.active,
    currencyCode: 'EUR',
    balance: '120.50',
    accountBalanceMin: '0',
    pendingAmount: '0',
    customerId: 1,
    cardIsVirtual: false,
    cardExpiryMonth: 9,
    cardExpiryYear: nextYear,
    cardNumber: '5375 4100 0000 1234',
    ...overrides,
  };
}

/** A payment account (type 1001) that can pay for a card. */
export function paymentAccount(overrides: Partial<Account> = {}): Account {
  return {
    accountId: 9,
    type: ACCOUNT_TYPES.payment,
    accountStatusId: CARD_STATUS.active,
    currencyCode: 'EUR',
    balance: '300.00',
    accountBalanceMin: '0',
    pendingAmount: '0',
    customerId: 1,
    ...overrides,
  };
}

/** The balance inquiry's answer for these accounts. */
export const balances = (...accounts: Account[]) => ({ accounts: { account: accounts } });
