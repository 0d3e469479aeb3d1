import type { TFunction } from 'i18next';
import type { Account, BetweenAccountsTransferRequest } from '@portal/api/contract';
import { amountProblem, amountProblemText, parseAmount } from '../../../shared/amount';
import {
  EMPTY_STANDING_ORDER,
  standingOrderErrors,
  standingOrderErrorTexts,
  subscriptionFields,
  type StandingOrderValues,
} from '../../../shared/standing-order';

/** The between-own-accounts form (spec 02 §3 "Between-accounts transfer"). */
export interface AccountTransferValues extends StandingOrderValues {
  fromAccountId?: number;
  toAccountId?: number;
  /** As typed. */
  amount: string;
}

export const EMPTY_ACCOUNT_TRANSFER: AccountTransferValues = { ...EMPTY_STANDING_ORDER, amount: '' };

export type AccountTransferField =
  'fromAccountId' | 'toAccountId' | 'amount' | 'frequency' | 'endDate' | 'count';
export type AccountTransferErrors = Partial<Record<AccountTransferField, string>>;

/** The accounts money can go to: every other account (spec 02 §7; to excludes from). */
export function destinationAccounts(accounts: readonly Account[], fromAccountId?: number): Account[] {
  return accounts.filter((account) => account.accountId !== fromAccountId);
}

/**
 * Checks the form: both accounts, different; an amount in the source currency's minor units, over 0 and at most
 * the max amount when known; the standing-order fields when on.
 */
export function validateAccountTransfer(
  values: AccountTransferValues,
  context: { from?: Account; maxAmount?: string; maxText?: string; today?: string },
  t: TFunction<'transfers'>,
): AccountTransferErrors {
  const errors: AccountTransferErrors = {};
  if (!values.fromAccountId) errors.fromAccountId = t('account.errors.fromRequired');
  if (!values.toAccountId) errors.toAccountId = t('account.errors.toRequired');
  else if (values.toAccountId === values.fromAccountId) errors.toAccountId = t('account.errors.sameAccount');
  const problem = amountProblem(values.amount, {
    currencyCode: context.from?.currencyCode,
    max: context.maxAmount,
  });
  if (problem)
    errors.amount = amountProblemText(
      t,
      problem,
      context.from?.currencyCode,
      context.maxText ?? context.maxAmount,
    );
  return { ...errors, ...standingOrderErrorTexts(t, standingOrderErrors(values, context.today)) };
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
