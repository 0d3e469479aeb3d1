import type { TFunction } from 'i18next';
import type { Account } from '@portal/api/catalogue';
import { maskCardNumber } from '@portal/api/cards';
import { accountKind, isCryptoWallet } from './account-groups';

/** The name of an account as the customer knows it: a card's alias, else its kind (spec 02 §3). */
export function accountName(t: TFunction<'accounts'>, account: Account): string {
  const kind = accountKind(account);
  if (kind === 'card') return account.cardAliasName?.trim() || t('accountType.card');
  if (kind !== 'closed' && isCryptoWallet(account)) return t('accountType.crypto');
  return t(`accountType.${kind}`);
}

/** The number shown under the name: a card's masked number (spec 02 §5), else the account number. */
export function accountNumberText(t: TFunction<'accounts'>, account: Account): string {
  return account.cardNumber
    ? maskCardNumber(account.cardNumber)
    : t('accountNumber', { id: account.accountId });
}

/** One line naming an account, for selects: "Payment account · EUR · Account 1001". */
export function accountLabel(t: TFunction<'accounts'>, account: Account): string {
  return [accountName(t, account), account.currencyCode, accountNumberText(t, account)].join(' · ');
}
