import type { TFunction } from 'i18next';
import type { Account, CheckPayeeResponse, P2pTransferRequest } from '@portal/api/contract';
import { isCheckableEmail } from '@portal/api/validation';
import { amountProblem, amountProblemText, parseAmount } from '../../../shared/amount';
import {
  EMPTY_STANDING_ORDER,
  standingOrderErrors,
  standingOrderErrorTexts,
  subscriptionFields,
  type StandingOrderValues,
} from '../../../shared/standing-order';

/** The p2p form (spec 02 §7 "P2P: Transfer"). */
export interface P2pValues extends StandingOrderValues {
  accountId?: number;
  toEmail: string;
  /** As typed. */
  amount: string;
  note: string;
  reference: string;
  couponCode: string;
  /** "Save as template" name; empty saves nothing. */
  templateName: string;
}

export const EMPTY_P2P: P2pValues = {
  ...EMPTY_STANDING_ORDER,
  toEmail: '',
  amount: '',
  note: '',
  reference: '',
  couponCode: '',
  templateName: '',
};

/** Ours: lengths a payment message keeps across banks. */
export const P2P_LENGTHS = { note: 140, reference: 35, templateName: 50 } as const;

export type P2pField =
  | 'accountId'
  | 'toEmail'
  | 'amount'
  | 'note'
  | 'reference'
  | 'couponCode'
  | 'templateName'
  | 'frequency'
  | 'endDate'
  | 'count';
export type P2pErrors = Partial<Record<P2pField, string>>;

/**
 * Checks the form: an account; a payee e-mail that passes the spec's rule (spec 02 §5) and, once checked, exists
 * and is not blacklisted; an amount in the account currency's minor units over 0; lengths; standing order.
 */
export function validateP2p(
  values: P2pValues,
  context: { account?: Account; payee?: CheckPayeeResponse; today?: string },
  t: TFunction<'transfers'>,
): P2pErrors {
  const errors: P2pErrors = {};
  if (!values.accountId) errors.accountId = t('p2p.errors.accountRequired');
  const email = values.toEmail.trim();
  if (email === '') errors.toEmail = t('p2p.errors.emailRequired');
  else if (!isCheckableEmail(email)) errors.toEmail = t('p2p.errors.emailInvalid');
  else if (context.payee && !context.payee.exist) errors.toEmail = t('p2p.payee.notFound');
  else if (context.payee?.outBlacklist) errors.toEmail = t('p2p.payee.blacklisted');
  const problem = amountProblem(values.amount, { currencyCode: context.account?.currencyCode });
  if (problem) errors.amount = amountProblemText(t, problem, context.account?.currencyCode);
  for (const field of ['note', 'reference', 'templateName'] as const)
    if (values[field].trim().length > P2P_LENGTHS[field])
      errors[field] = t('p2p.errors.tooLong', { max: P2P_LENGTHS[field] });
  return { ...errors, ...standingOrderErrorTexts(t, standingOrderErrors(values, context.today)) };
}

/** The submit's fields (spec 02 §7), without the idempotency key and the operation being amended. */
export function toP2pRequest(values: P2pValues, account: Account): P2pTransferRequest {
  const optional = (value: string) => value.trim() || undefined;
  return {
    accountId: account.accountId,
    amount: parseAmount(values.amount) ?? values.amount,
    currency: account.currencyCode,
    toEmail: values.toEmail.trim(),
    note: optional(values.note),
    reference: optional(values.reference),
    couponCode: optional(values.couponCode),
    templateName: optional(values.templateName),
    platform: 'web',
    ...subscriptionFields(values),
  };
}

/** Server field names → the form's. */
export const P2P_SERVER_FIELDS: Readonly<Record<string, P2pField>> = {
  accountId: 'accountId',
  toEmail: 'toEmail',
  amount: 'amount',
  note: 'note',
  reference: 'reference',
  couponCode: 'couponCode',
  templateName: 'templateName',
  subscriptionFrequency: 'frequency',
  subscriptionEndDate: 'endDate',
  subscriptionTransactions: 'count',
};
