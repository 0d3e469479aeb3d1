import { ACCOUNT_TYPES, CARD_ACCOUNT_TYPE_RANGE, type Account } from '@portal/api/contract';
import { remainingValue } from '@portal/api/money';

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
      return account.type >= CARD_ACCOUNT_TYPE_RANGE.from && account.type <= CARD_ACCOUNT_TYPE_RANGE.to
        ? 'card'
        : 'other';
  }
}

export interface AccountView {
  account: Account;
  kind: AccountKind;
  /** spec 02 §3: for pre-payment accounts, |minimum balance| + balance. */
  remainingValue?: string;
}

const ORDER: AccountKind[] = ['payment', 'prePayment', 'receiving', 'card', 'other'];

/** Live accounts by kind then currency, and closed ones (type 11) apart (spec 02 §4). */
export function groupAccounts(accounts: readonly Account[]): { live: AccountView[]; closed: AccountView[] } {
  const views = accounts.map<AccountView>((account) => {
    const kind = accountKind(account);
    return kind === 'prePayment'
      ? { account, kind, remainingValue: remainingValue(account.balance, account.accountBalanceMin) }
      : { account, kind };
  });
  const live = views
    .filter((view) => view.kind !== 'closed')
    .sort(
      (a, b) =>
        ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) ||
        a.account.currencyCode.localeCompare(b.account.currencyCode),
    );
  return { live, closed: views.filter((view) => view.kind === 'closed') };
}
