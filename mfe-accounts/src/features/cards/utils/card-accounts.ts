import { isCardAccount, liveCardAccounts } from '@portal/api/cards';
import { ACCOUNT_TYPES, CARD_STATUS, type Account } from '@portal/api/catalogue';

/** The two card lists (spec 02 §2: cards/physical and cards/virtual). */
export type CardKind = 'physical' | 'virtual';

/** Accounts share the status ids of cards: 2 is active (spec 02 §3). */
const ACTIVE = CARD_STATUS.active;

export const cardKindOf = (account: Pick<Account, 'cardIsVirtual'>): CardKind =>
  account.cardIsVirtual === true ? 'virtual' : 'physical';

/**
 * A closed account (type 11) that was a card. Closing moves the account out of the card type range, so only the
 * card fields it keeps tell it apart from a closed payment account.
 */
function isClosedCard(account: Account): boolean {
  return (
    account.type === ACCOUNT_TYPES.closed &&
    (account.subType !== undefined || account.cardNumber !== undefined || account.cardIsVirtual !== undefined)
  );
}

/**
 * The cards a list shows: the live card accounts of the `cards` route (prepaid, not closed, not cancelled,
 * spec 02 §2) plus live debit cards, which the redirect does not count but the customer still holds.
 */
export function liveCardsOfKind(accounts: readonly Account[], kind: CardKind): Account[] {
  const live = new Set(liveCardAccounts(accounts));
  return accounts.filter(
    (account) =>
      cardKindOf(account) === kind &&
      (live.has(account) ||
        (isCardAccount(account) &&
          account.subType === 'DEBIT' &&
          account.accountStatusId !== CARD_STATUS.canceled)),
  );
}

/** Closed (type 11) and cancelled cards of a kind, listed apart from the live ones (spec 02 §4). */
export function closedCardsOfKind(accounts: readonly Account[], kind: CardKind): Account[] {
  return accounts.filter(
    (account) =>
      cardKindOf(account) === kind &&
      (isClosedCard(account) || (isCardAccount(account) && account.accountStatusId === CARD_STATUS.canceled)),
  );
}

/**
 * The customer's own accounts that can pay for a card in a currency: active, not cards, not closed, same currency
 * (the card load, activation and application fees).
 */
export function ownFundingAccounts(accounts: readonly Account[], currencyCode: string): Account[] {
  return accounts.filter(
    (account) =>
      !isCardAccount(account) &&
      account.type !== ACCOUNT_TYPES.closed &&
      account.accountStatusId === ACTIVE &&
      account.currencyCode === currencyCode,
  );
}

/** The text key of a card's product name, by its kind and sub-type. */
export function productKey(account: Pick<Account, 'cardIsVirtual' | 'subType'>): string {
  const sub = account.subType === 'DEBIT' ? 'debit' : 'prepaid';
  return `cards.product.${sub}${cardKindOf(account) === 'virtual' ? 'Virtual' : 'Physical'}`;
}
