import type { DecimalString } from './accounts';
import { type MerchantRestEnvelope } from './merchant-rest';

// ---------------------------------------------------------------------------------------------------------------
// API keys, the API request log and allowed IPs (spec 03 §3)

export interface ApiKey {
  id: number;
  name: string;
  enabled: boolean;
  /** The key's first characters (`mk_live_ab12`), to tell keys apart; the key itself is stored hashed. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}
export interface CreateApiKeyRequest {
  customerId: number;
  name: string;
  enabled: boolean;
}
export type UpdateApiKeyRequest = CreateApiKeyRequest;
export interface ApiKeyListResponse extends MerchantRestEnvelope {
  apiKeys: ApiKey[];
}
export interface ApiKeyResponse extends MerchantRestEnvelope {
  apiKey: ApiKey;
}
export interface CreateApiKeyResponse extends ApiKeyResponse {
  /** The key, shown once: `mk_` + 40 random characters. */
  secret: string;
}

/** spec 03 §3 "API request log filter": id (the key), fromDate, toDate. */
export interface ApiRequestsQuery {
  customerId: number;
  apiKeyId: number;
  fromDate?: string;
  toDate?: string;
}
export interface ApiRequestLogItem {
  id: number;
  apiKeyId: number | null;
  method: string;
  path: string;
  statusCode: number;
  /** The caller's address as the API saw it. */
  ip: string;
  /** Why it was refused, when it was (`ipNotAllowed`, `keyDisabled`, `invalidKey`, a validation message). */
  error: string | null;
  durationMs: number;
  createdAt: string;
}
export interface ApiRequestsResponse extends MerchantRestEnvelope {
  requests: ApiRequestLogItem[];
}

export interface AllowedIp {
  id: number;
  name: string;
  enabled: boolean;
  /** IPv4 or IPv6, both ends of one family; `ipFrom <= ipTo`. A single address has both ends equal. */
  ipFrom: string;
  ipTo: string;
}
export interface CreateAllowedIpRequest {
  customerId: number;
  name: string;
  enabled: boolean;
  ipFrom: string;
  ipTo: string;
}
export type UpdateAllowedIpRequest = CreateAllowedIpRequest;
export interface AllowedIpListResponse extends MerchantRestEnvelope {
  allowedIps: AllowedIp[];
}
export interface AllowedIpResponse extends MerchantRestEnvelope {
  allowedIp: AllowedIp;
}

// ---------------------------------------------------------------------------------------------------------------
// The public merchant API (ours, issue 33 item 3): a merchant's server calls it with an API key

export const MERCHANT_API_PATH = '/merchant-api/v1';
/** `Authorization: Bearer <key>` or this header. */
export const MERCHANT_API_KEY_HEADER = 'X-Api-Key';
export const MERCHANT_API_PATHS = {
  /** `POST` (amount, currencyCode, description, optional reference, optional payerEmail): a payment request. */
  paymentRequests: '/merchant-api/v1/payment-requests',
  /** `GET` one payment request. */
  paymentRequest: '/merchant-api/v1/payment-requests/:id',
  /** `GET` the payments the merchant received (newest first, `?limit` up to 100). */
  payments: '/merchant-api/v1/payments',
  /** `GET` one received payment (a ledger transaction id). */
  payment: '/merchant-api/v1/payments/:id',
  /** `POST` (optional amount): refunds a received payment, fully or in part, to its payer. */
  refund: '/merchant-api/v1/payments/:id/refund',
} as const;

/**
 * The hosted checkout (ours, issue 33 item 4): a saved button's snippet posts its form (form-encoded, from the
 * merchant's site) to this path of the brand's back end, forwarded by the portal's server (gateway-prefixes.json);
 * `GET {path}/{buttonId}` shows the same page, `POST {path}/{buttonId}` creates the payment request. Only the
 * button's id is taken from the post: amount, currency, account and item come from the saved button.
 */
export const MERCHANT_CHECKOUT_PATH = '/checkout';

/** The public API's failures: HTTP status and `{ error, message }`. */
export type MerchantApiError =
  | 'invalidKey'
  | 'keyDisabled'
  | 'ipNotAllowed'
  | 'invalidRequest'
  | 'notFound'
  | 'insufficientFunds'
  | 'rateLimited';

export interface MerchantPaymentRequest {
  id: number;
  amount: DecimalString;
  currencyCode: string;
  description: string;
  reference: string | null;
  payerEmail: string | null;
  status: 'open' | 'paid' | 'cancelled';
  createdAt: string;
}

export interface MerchantPayment {
  id: number;
  amount: DecimalString;
  currencyCode: string;
  payerEmail: string;
  payerName: string;
  description: string;
  refundedAmount: DecimalString;
  createdAt: string;
}
