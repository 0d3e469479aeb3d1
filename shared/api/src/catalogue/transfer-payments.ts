import type { DecimalString } from './accounts';
import { type TransferType, type SubscriptionFields, type IdempotentRequest } from './transfer-basics';

// Exchange, fees, limits (spec 02 §5, §7)

export interface ExchangeRateRequest {
  fromCurrencyCode: string;
  toCurrencyCode: string;
}
export interface ExchangeRateResponse {
  exchangeRate: DecimalString;
}
export interface DefaultRate {
  fromCurrencyCode: string;
  toCurrencyCode: string;
  rate: DecimalString;
}
export interface DefaultRatesResponse {
  rates: { rate: DefaultRate[] };
}
/** Payment meta (spec 02 §3): what the payee gets and what it costs. */
export interface PaymentMeta {
  exchangeRate: DecimalString;
  toAmount: DecimalString;
  fee: DecimalString;
}
export interface BetweenAccountsFeeRequest {
  amount: DecimalString;
  fromAccountId: number;
  toAccountId: number;
}
export type LimitType = 'betweenAccounts' | 'p2p' | 'withdrawals';
/** Max amount (spec 02 §7): the most that can leave the account with its fee, now. */
export interface MaxAmountRequest {
  fromAccountId: number;
  toAccountId?: number;
  /** `betweenAccounts`, `p2p` or an external type. */
  operation: TransferType;
  amount?: DecimalString;
  minAmount?: DecimalString;
  countryCode?: string;
}
export interface MaxAmountResponse {
  maxAmount: DecimalString;
  minAmount: DecimalString;
  currencyCode: string;
}
export interface LimitsRequest {
  type: LimitType;
  countryCode?: string;
  fromAccountId?: number;
}
export type LimitPeriod = 'transaction' | 'day' | 'month';
/** One limit (the spec shows no fields): the ceiling, what is used of it in the period and what remains. */
export interface CustomerLimit {
  period: LimitPeriod;
  currencyCode: string;
  max: DecimalString;
  used: DecimalString;
  remaining: DecimalString;
}
export interface LimitsResponse {
  limits: CustomerLimit[];
}

// Between own accounts (spec 02 §7)

export interface BetweenAccountsTransferRequest extends SubscriptionFields, IdempotentRequest {
  /** What leaves `fromAccount`, in its currency. */
  amount: DecimalString;
  currency: string;
  fromAccount: number;
  toAccount: number;
}
/** spec 02 §3: responseCode, responseDescription, transactionId, link, fee, field (the envelope holds the first two). */
export interface BetweenAccountsTransferResponse {
  /** The journal, once the money moved (absent while the transfer waits in the approval queue). */
  transactionId?: number;
  /** The queued request, when a business initiator's transfer waits for approval (right 3, spec 02 §4, §6). */
  operationId?: string;
  approvalTransactionCreated?: boolean;
  fee: DecimalString;
  toAmount: DecimalString;
  exchangeRate: DecimalString;
  /** The history entry of the transfer. */
  link: string;
  /** The field a refusal is about, e.g. `amount`. */
  field?: string;
}
