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
  /** Masked card number of a card account (spec 02 §9), for lists. */
  cardNumber?: string;
  /** Enrolled for online payments (3-D Secure). */
  cardEnrolled?: boolean;
  /** Crypto wallets: the address (create wallet, spec 02 §7). */
  address?: string;
}

export interface BalanceInquiryRequest {
  /** Acting company's customer id: only its accounts are returned (spec 02 §5). */
  customerId?: number;
}

/** The answer holds `accounts.account`, one item or a list (spec 02 §7). */
export interface BalanceInquiryResponse {
  accounts: { account: Account | Account[] };
}

/** Payment instruction (spec 02 §3): how to pay into an account by bank transfer. */
export interface PaymentInstruction {
  id: number;
  accountId: number;
  currencyCode: string;
  bankAccountNumber: string;
  bankName: string;
  swift: string;
  beneficiaryName: string;
  /** The reference the payer must quote. */
  reference: string;
  viewed: boolean;
}
export interface PaymentInstructionsResponse {
  instructions: { instruction: PaymentInstruction | PaymentInstruction[] };
}
/** Set instruction viewed (spec 02 §7). */
export interface InstructionViewedRequest {
  instructionId: number;
}

/** Add currency (spec 02 §7): opens a payment account in that currency. */
export interface AddCurrencyRequest {
  currencyCode: string;
}
export interface AddCurrencyResponse {
  accountId: number;
}
/** Create wallet (spec 02 §7): a crypto account; the answer holds its address. */
export interface CreateWalletRequest {
  currencyCode: string;
}
export interface CreateWalletResponse {
  accountId: number;
  address: string;
}
/** Currencies a wallet can be created in. */
export const CRYPTO_CURRENCIES = ['BTC', 'ETH', 'USDT'] as const;

/**
 * A receive link: a public page (`/receive/{id}`, spec 02 §2) that tells a payer how to pay the customer,
 * optionally for an amount.
 */
export interface CreateReceiveLinkRequest {
  accountId: number;
  amount?: DecimalString;
  note?: string;
}
export interface CreateReceiveLinkResponse {
  id: string;
}
export interface ReceiveInfoRequest {
  id: string;
}
export interface ReceiveInfo {
  id: string;
  payeeName: string;
  currencyCode: string;
  amount?: DecimalString;
  note?: string;
  /** The payee's e-mail for a person-to-person payment inside the product. */
  p2pEmail: string;
  bankAccountNumber: string;
  bankName: string;
  swift: string;
  reference: string;
  created: string;
}
