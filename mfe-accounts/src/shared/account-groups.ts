import { ACCOUNT_TYPES, CRYPTO_CURRENCIES, type Account } from '@portal/api/catalogue';
import { deriveAccountMeta, deriveCardMeta, isCardAccount, type AccountMeta } from '@portal/api/cards';

/** Translation key of an account's name by its type (spec 02 §3). */
export type AccountKind = 'payment' | 'prePayment' | 'receiving' | 'card' | 'closed' | 'other';

export function accountKind(account: Pick<Account, 'type'>): AccountKind {
  switch (account.type) {
    case ACCOUNT_TYPES.payment:
      return 'payment';
    case ACCOUNT_TYPES.prePayment:
      return 'prePayment';
    case ACCOUNT_TYPES.receiving:
      return 'receiving';
    case ACCOUNT_TYPES.closed:
      return 'closed';
    default:
      return isCardAccount(account) ? 'card' : 'other';
  }
}

/** A crypto wallet (create wallet, spec 02 §7): an account in a crypto currency, or one that has an address. */
export function isCryptoWallet(account: Pick<Account, 'currencyCode' | 'address'>): boolean {
  return (
    account.address !== undefined || (CRYPTO_CURRENCIES as readonly string[]).includes(account.currencyCode)
  );
}

/** The home page's groups, in display order; crypto wallets apart from the fiat payment accounts. */
export type AccountGroupKey = 'payment' | 'crypto' | 'prePayment' | 'receiving' | 'card' | 'other';
export const ACCOUNT_GROUP_ORDER: readonly AccountGroupKey[] = [
  'payment',
  'crypto',
  'prePayment',
  'receiving',
  'card',
  'other',
];

export interface AccountView {
  account: Account;
  kind: AccountKind;
  group: AccountGroupKey | 'closed';
  /** Derived account meta (spec 02 §3): what the account offers, remaining value of a pre-payment account. */
  meta: AccountMeta;
}

export interface AccountGroup {
  key: AccountGroupKey;
  views: AccountView[];
}

function groupOf(account: Account, kind: AccountKind): AccountView['group'] {
  if (kind === 'closed') return 'closed';
  if (kind !== 'card' && isCryptoWallet(account)) return 'crypto';
  return kind;
}

/** Every account with its kind, group and derived meta. */
export function accountViews(accounts: readonly Account[]): AccountView[] {
  return accounts.map((account) => {
    const kind = accountKind(account);
    return { account, kind, group: groupOf(account, kind), meta: deriveAccountMeta(account, accounts) };
  });
}

/**
 * The home page's layout (spec 02 §9 account type groups 1001, 4001, 4002; closed 11): live accounts in groups by
 * type, each group by currency, empty groups left out; closed accounts (type 11) apart (spec 02 §4).
 */
export function groupAccounts(accounts: readonly Account[]): {
  groups: AccountGroup[];
  closed: AccountView[];
} {
  const views = accountViews(accounts);
  const byCurrency = (a: AccountView, b: AccountView) =>
    a.account.currencyCode.localeCompare(b.account.currencyCode) || a.account.accountId - b.account.accountId;
  const groups = ACCOUNT_GROUP_ORDER.map((key) => ({
    key,
    views: views.filter((view) => view.group === key).sort(byCurrency),
  })).filter((group) => group.views.length > 0);
  return { groups, closed: views.filter((view) => view.group === 'closed').sort(byCurrency) };
}

/** The live accounts whose history the recent activity reads (spec 02 §3 meta: history available). */
export function historyAccountIds(groups: readonly AccountGroup[]): number[] {
  return groups.flatMap((group) =>
    group.views
      .filter((view) => view.meta.transactionHistoryIsAvailable)
      .map((view) => view.account.accountId),
  );
}

/** Currencies the customer holds in live accounts (the "Add a currency" dialog leaves them out). */
export function heldCurrencies(accounts: readonly Account[]): Set<string> {
  return new Set(
    accounts
      .filter((account) => account.type !== ACCOUNT_TYPES.closed)
      .map((account) => account.currencyCode),
  );
}

/**
 * Accounts whose history and statements can be read, in the home page's order with closed ones last: the account
 * meta says so (spec 02 §3), and a card only in the statuses its card meta allows (spec 02 §4).
 */
export function historyAccounts(accounts: readonly Account[]): Account[] {
  const views = accountViews(accounts).filter((view) =>
    view.kind === 'card'
      ? deriveCardMeta(view.account).transactionHistoryIsAvailable
      : view.meta.transactionHistoryIsAvailable,
  );
  const rank = (view: AccountView) =>
    view.group === 'closed' ? ACCOUNT_GROUP_ORDER.length : ACCOUNT_GROUP_ORDER.indexOf(view.group);
  return views
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        a.account.currencyCode.localeCompare(b.account.currencyCode) ||
        a.account.accountId - b.account.accountId,
    )
    .map((view) => view.account);
}

/** The account a page opens on when the link names none: the first payment account, else the first one. */
export function defaultAccountId(accounts: readonly Account[]): number | undefined {
  const payment = accounts.find(
    (account) => account.type === ACCOUNT_TYPES.payment && !isCryptoWallet(account),
  );
  return (payment ?? accounts[0])?.accountId;
}
