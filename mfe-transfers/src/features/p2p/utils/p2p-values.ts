import type { Account, P2pTransferRequest } from '@portal/api/catalogue';
import { parseAmount } from '../../../shared/amount';
import {
  EMPTY_STANDING_ORDER,
  subscriptionFields,
  type StandingOrderValues,
} from '../../../shared/standing-order';

/** The p2p form (spec 02 §7 "P2P: Transfer"); `p2pTransferSchema` checks it. */
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
