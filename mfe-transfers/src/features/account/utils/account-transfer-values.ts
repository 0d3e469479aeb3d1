import type { Account, BetweenAccountsTransferRequest } from '@portal/api/catalogue';
import { parseAmount } from '../../../shared/amount';
import {
  EMPTY_STANDING_ORDER,
  subscriptionFields,
  type StandingOrderValues,
} from '../../../shared/standing-order';

/**
 * The between-own-accounts form (spec 02 §3 "Between-accounts transfer"); `betweenAccountsTransferSchema` checks it.
 */
export interface AccountTransferValues extends StandingOrderValues {
  fromAccountId?: number;
  toAccountId?: number;
  /** As typed. */
  amount: string;
}

export const EMPTY_ACCOUNT_TRANSFER: AccountTransferValues = { ...EMPTY_STANDING_ORDER, amount: '' };

export type AccountTransferField =
  'fromAccountId' | 'toAccountId' | 'amount' | 'frequency' | 'endDate' | 'count';

/** The accounts money can go to: every other account (spec 02 §7; to excludes from). */
export function destinationAccounts(accounts: readonly Account[], fromAccountId?: number): Account[] {
  return accounts.filter((account) => account.accountId !== fromAccountId);
}

/** The submit's fields (spec 02 §7 "Transfer"), without the idempotency key. */
export function toTransferRequest(
  values: AccountTransferValues,
  from: Account,
): BetweenAccountsTransferRequest {
  return {
    amount: parseAmount(values.amount) ?? values.amount,
    currency: from.currencyCode,
    fromAccount: values.fromAccountId ?? 0,
    toAccount: values.toAccountId ?? 0,
    ...subscriptionFields(values),
  };
}

/** Server field names (spec 02 §3) → the form's. */
export const SERVER_FIELDS: Readonly<Record<string, AccountTransferField>> = {
  amount: 'amount',
  fromAccount: 'fromAccountId',
  fromAccountId: 'fromAccountId',
  toAccount: 'toAccountId',
  toAccountId: 'toAccountId',
  subscriptionFrequency: 'frequency',
  subscriptionEndDate: 'endDate',
  subscriptionTransactions: 'count',
};
