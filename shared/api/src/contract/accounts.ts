/** Accounts and balances (spec 02 §3). */

/** A decimal amount as its exact string, e.g. `"1520.50"`: money is never a float. */
export type DecimalString = string;

/** Account types named by the product (spec 02 §3, §9). */
export const ACCOUNT_TYPES = {
  payment: 1001,
  prePayment: 4001,
  receiving: 4002,
  closed: 11,
} as const;

/** Card product types lie in this range (spec 02 §3). */
export const CARD_ACCOUNT_TYPE_RANGE = { from: 2006, to: 2135 } as const;

export interface Account {
  accountId: number;
  type: number;
  subType?: 'PREPAID' | 'DEBIT';
  accountStatusId: number;
  currencyCode: string;
  balance: DecimalString;
  accountBalanceMin: DecimalString;
  pendingAmount: DecimalString;
  settlementAccountId?: number;
  customerId: number;
  cardIsVirtual?: boolean;
  cardReissuedStatusId?: number;
  cardExpiryMonth?: number;
  cardExpiryYear?: number;
  cardAliasName?: string;
}

export interface BalanceInquiryRequest {
  /** Acting company's customer id: only its accounts are returned (spec 02 §5). */
  customerId?: number;
}

/** The answer holds `accounts.account`, one item or a list (spec 02 §7). */
export interface BalanceInquiryResponse {
  accounts: { account: Account | Account[] };
}
