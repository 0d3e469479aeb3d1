import type { TFunction } from 'i18next';
import type { Account } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';

/** One line naming an account with its balance, for selects: "EUR · Account 1001 · €5,000.00". */
export function accountOptionLabel(t: TFunction<'transfers'>, account: Account, language: string): string {
  return t('shared.accountOption', {
    currency: account.currencyCode,
    id: account.accountId,
    balance: formatMoney(String(account.balance), account.currencyCode, language),
  });
}
