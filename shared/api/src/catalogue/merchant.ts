/**
 * Merchant tools (spec 03 §2 merchant routes, §3 "Merchant items", §5 reputation and identity filters, §6 full-access
 * rule and "webhook, key and allowed-IP calls use the business customer id", §7 "Merchant tools", §8 merchant popups,
 * §9 page sizes; issue 33).
 *
 * Two kinds of calls, as the spec names them:
 * - REST under `MERCHANT_REST_PATH` (`public-api/...`): webhooks, their request log, API keys, the API request log and
 *   allowed IPs. Each carries the business `customerId` (query or body). Answers carry the method API's envelope
 *   (`responseCode` `00` on success; `TA1` with `validationErrors` on bad input; `ENOA` 403; `NF` 404) beside the data.
 * - Named operations of the method API (declared in methods.ts): subscribers, installments, identity verification,
 *   reputation, IPN messages and settings, payment-notification settings, logos and saved buttons.
 *
 * Beyond the spec (issue 33): the sandbox really delivers webhook events (signed, retried with back-off, logged), a
 * logged delivery can be replayed, and a small public merchant API (`MERCHANT_API_PATH`) accepts the API keys and
 * enforces the allowed IPs, so the API log has real entries. Names the spec does not give are ours.
 */
import { CHANGES, REVEALS_SECRET, type OperationAccess } from './authorization';
import type { DecimalString } from './accounts';

// ---------------------------------------------------------------------------------------------------------------
// Constants (spec 03 §9, §3)

/** spec 03 §9 page sizes. */
export const MERCHANT_PAGE_SIZES = {
  subscribers: 50,
  reputation: 100,
  ipn: 25,
  logos: 1000,
  identities: 1000,
  webhookLog: 20,
} as const;

/** spec 03 §3 "IPN settings": defaults of notifyStatusId and statusId. */
export const IPN_SETTINGS_DEFAULTS = { notifyStatusId: 1, statusId: 1 } as const;

/** spec 03 §9: "A further IPN page exists when page size times page is at most the total." */
export function hasFurtherIpnPage(
  pageNumber: number,
  totalCount: number,
  pageSize: number = MERCHANT_PAGE_SIZES.ipn,
) {
  return pageSize * pageNumber <= totalCount;
}

// ---------------------------------------------------------------------------------------------------------------
// REST paths (spec 03 §7 "Merchant tools"), relative to the back-end base URL

export const MERCHANT_REST_PATH = '/public-api';

export const MERCHANT_REST_PATHS = {
  /** `POST` creates (customerId, name, enabled, url); `GET ?customerId` lists. */
  webhooks: '/public-api/webhook',
  /** `PUT` updates, `DELETE` deletes (`?customerId`). */
  webhook: '/public-api/webhook/:id',
  /** `POST` (customerId, url): sends a `ping` event now and answers what the target answered. */
  webhookPing: '/public-api/webhook/ping',
  /** `GET` (customerId, limit 20, optional query, fromDate, toDate, cursor): the delivery log. */
  webhookRequests: '/public-api/webhookRequest',
  /** Ours: `POST` (customerId) delivers a logged request again, as a new logged attempt. */
  webhookReplay: '/public-api/webhookRequest/:id/replay',
  /** `POST` creates (the secret answered once), `GET ?customerId` lists. */
  apiKeys: '/public-api/apikey',
  /** `GET`, `PUT` (name, enabled), `DELETE` (`?customerId`). */
  apiKey: '/public-api/apikey/:id',
  /** `GET ?customerId&apiKeyId&fromDate&toDate`: the public merchant API's request log for one key. */
  apiRequests: '/public-api/apirequest',
  /** `POST` creates, `GET ?customerId` lists. */
  allowedIps: '/public-api/allowedip',
  /** `GET`, `PUT`, `DELETE` (`?customerId`). */
  allowedIp: '/public-api/allowedip/:id',
} as const;

export type MerchantRestOperation =
  | 'listWebhooks'
  | 'createWebhook'
  | 'updateWebhook'
  | 'deleteWebhook'
  | 'pingWebhook'
  | 'listWebhookRequests'
  | 'replayWebhookRequest'
  | 'listApiKeys'
  | 'getApiKey'
  | 'createApiKey'
  | 'updateApiKey'
  | 'deleteApiKey'
  | 'listApiRequests'
  | 'listAllowedIps'
  | 'getAllowedIp'
  | 'createAllowedIp'
  | 'updateAllowedIp'
  | 'deleteAllowedIp';

/**
 * Access per REST operation, enforced by the sandbox before the handler for the business customer named by
 * `customerId` (spec 03 §6: "The merchant API key, API log and webhook log need full access rights"): all of them need
 * full access (right 2); creating a key or a webhook answers its secret once, so never to an administrator acting.
 */
export const MERCHANT_REST_ACCESS: Record<MerchantRestOperation, OperationAccess> = {
  listWebhooks: { ...CHANGES, adminActing: true },
  createWebhook: REVEALS_SECRET,
  updateWebhook: CHANGES,
  deleteWebhook: CHANGES,
  pingWebhook: CHANGES,
  listWebhookRequests: { ...CHANGES, adminActing: true },
  replayWebhookRequest: CHANGES,
  listApiKeys: { ...CHANGES, adminActing: true },
  getApiKey: { ...CHANGES, adminActing: true },
  createApiKey: REVEALS_SECRET,
  updateApiKey: CHANGES,
  deleteApiKey: CHANGES,
  listApiRequests: { ...CHANGES, adminActing: true },
  listAllowedIps: { ...CHANGES, adminActing: true },
  getAllowedIp: { ...CHANGES, adminActing: true },
  createAllowedIp: CHANGES,
  updateAllowedIp: CHANGES,
  deleteAllowedIp: CHANGES,
};

/** The REST answers' envelope (spec 03 §8: a failed create, or an allowed-IP answer with errors, opens the popup). */
export interface MerchantRestEnvelope {
  responseCode: string;
  responseDescription?: string;
  validationErrors?: string[];
}

// ---------------------------------------------------------------------------------------------------------------
// Webhooks (spec 03 §3 "Webhook", "Webhook request log")

/** The events the sandbox delivers (ours: the spec names none; issue 33 item 2). */
export const WEBHOOK_EVENT_TYPES = [
  'ping',
  'payment.received',
  'payment.refunded',
  'subscription.created',
  'subscription.cancelled',
  'ipn.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Headers of every delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, and the timestamp alone. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Portal-Signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'X-Portal-Timestamp';
export const WEBHOOK_EVENT_HEADER = 'X-Portal-Event';
export const WEBHOOK_DELIVERY_HEADER = 'X-Portal-Delivery';
/** A receiver refuses a signature older than this (replay protection); the tester says so too. */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;
/** Retries after a failed delivery (the first attempt is immediate): back-off in seconds. Then the delivery fails. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [10, 60, 300, 1800] as const;
/** A target that does not answer within this is a failed attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of a target's answer body the log keeps. */
export const WEBHOOK_LOGGED_BODY_LIMIT = 4096;

export interface Webhook {
  id: number;
  customerId: number;
  name: string;
  enabled: boolean;
  url: string;
  /** The last 4 characters of the signing secret (the secret itself is answered once, on create). */
  secretHint: string;
  createdAt: string;
}

export interface CreateWebhookRequest {
  customerId: number;
  name: string;
  enabled: boolean;
  url: string;
}
export type UpdateWebhookRequest = CreateWebhookRequest;

export interface WebhookListResponse extends MerchantRestEnvelope {
  webhooks: Webhook[];
}
export interface CreateWebhookResponse extends MerchantRestEnvelope {
  webhook: Webhook;
  /** The signing secret, shown once (`whsec_` + 32 random bytes in hex); stored so the sandbox can sign. */
  secret: string;
}
export interface WebhookResponse extends MerchantRestEnvelope {
  webhook: Webhook;
}

export interface PingWebhookRequest {
  customerId: number;
  url: string;
}
export interface PingWebhookResponse extends MerchantRestEnvelope {
  request: WebhookRequestLogItem;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'retrying' | 'failed';

/** One attempt to deliver an event to a target, as logged. */
export interface WebhookRequestLogItem {
  id: number;
  /** `null` for a ping to a URL that is no saved webhook. */
  webhookId: number | null;
  url: string;
  event: WebhookEventType;
  /** The event's id: a replay or a retry delivers the same event again (same id), the receiver can de-duplicate. */
  eventId: string;
  attempt: number;
  status: WebhookDeliveryStatus;
  requestHeaders: Record<string, string>;
  requestBody: string;
  /** `null` when the target did not answer (refused, time-out, refused target). */
  responseStatus: number | null;
  responseBody: string | null;
  /** Why no answer came, when none did. */
  error: string | null;
  durationMs: number | null;
  createdAt: string;
  /** When the next retry runs, while `retrying`. */
  nextAttemptAt: string | null;
  /** The log item this one replays, if it is a replay. */
  replayOf: number | null;
}

export interface WebhookRequestsQuery {
  customerId: number;
  limit: number;
  /** Matches the URL, the event type or the event id. */
  query?: string;
  /** `YYYY-MM-DD`, inclusive. */
  fromDate?: string;
  toDate?: string;
  /** Opaque; `next` or `prev` of a previous answer. */
  cursor?: string;
}
export interface WebhookRequestsResponse extends MerchantRestEnvelope {
  items: WebhookRequestLogItem[];
  /** How many items match the filters in all. */
  count: number;
  /** The cursor of this page, and of the next and previous ones (`null` where there is none). */
  current: string | null;
  next: string | null;
  prev: string | null;
}

/** The event body every delivery posts (JSON). */
export interface WebhookEvent<T = Record<string, unknown>> {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  customerId: number;
  data: T;
}

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

// ---------------------------------------------------------------------------------------------------------------
// Named operations (method API, methods.ts)

export interface PageRequest {
  pageSize: number;
  pageNumber: number;
}

/** spec 03 §3 "Subscription (subscriptionId)". */
export interface Subscriber {
  subscriptionId: number;
  customerName: string;
  email: string;
  planName: string;
  amount: DecimalString;
  currencyCode: string;
  /** `month`, `week`, `year`. */
  period: 'week' | 'month' | 'year';
  status: 'active' | 'cancelled' | 'pastDue';
  startedAt: string;
  /** `null` once cancelled. */
  nextPaymentAt: string | null;
  cancelledAt: string | null;
}
export interface SubscribersResponse {
  subscribers: Subscriber[];
  totalCount: number;
}
export interface CancelSubscriptionRequest {
  subscriptionId: number;
}

export interface Installment {
  installmentId: number;
  customerName: string;
  email: string;
  description: string;
  total: DecimalString;
  paid: DecimalString;
  currencyCode: string;
  count: number;
  paidCount: number;
  /** `null` when paid off. */
  nextDueDate: string | null;
  status: 'active' | 'paidOff' | 'overdue';
}
export interface InstallmentsResponse {
  installments: Installment[];
  totalCount: number;
}

/** spec 03 §3 "Identity verification: fee.amount, fee.currencyCode, identities". */
export interface IdentityFeeRequest {
  accountId: number;
}
export interface IdentityFeeResponse {
  fee: { amount: DecimalString; currencyCode: string };
}
export interface IdentityListRequest extends PageRequest {
  /** Filters; spec 03 §5 "Identity list filters drop empty values": an empty one is not sent. */
  email?: string;
  status?: IdentityVerificationStatus;
  fromDate?: string;
  toDate?: string;
}
export type IdentityVerificationStatus = 'pending' | 'verified' | 'rejected';
export interface IdentityVerification {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  status: IdentityVerificationStatus;
  /** The fee paid, and the account it was taken from. */
  fee: { amount: DecimalString; currencyCode: string };
  accountId: number;
  createdAt: string;
  decidedAt: string | null;
}
export interface IdentityListResponse {
  identities: IdentityVerification[];
  totalCount: number;
}
/** Asks the bank to verify a person the merchant deals with; the fee is taken from the account (decimal). */
export interface CreateIdentityRequest {
  accountId: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** Reputation of a payer by e-mail (spec 03 §5: the search trims the e-mail; §9 page 100). */
export interface ReputationRequest extends PageRequest {
  email?: string;
}
export interface ReputationItem {
  email: string;
  paymentsCount: number;
  refundsCount: number;
  disputesCount: number;
  /** 0 to 100, higher is better. */
  score: number;
  level: 'good' | 'neutral' | 'risky';
  firstSeenAt: string;
  lastSeenAt: string;
}
export interface ReputationResponse {
  items: ReputationItem[];
  totalCount: number;
}

/** spec 03 §3 "IPN message (id)". */
export type IpnMessageStatus = 'sent' | 'failed' | 'confirmed';
export interface IpnMessage {
  id: number;
  transactionId: number;
  amount: DecimalString;
  currencyCode: string;
  payerEmail: string;
  notifyUrl: string;
  status: IpnMessageStatus;
  /** Of the last attempt; `null` when the URL did not answer. */
  responseStatus: number | null;
  attempts: number;
  createdAt: string;
  confirmedAt: string | null;
}
export interface IpnMessageDetail extends IpnMessage {
  /** The posted body (form-encoded, as IPN is) and what the merchant's URL answered. */
  body: string;
  responseBody: string | null;
}
export interface IpnMessagesResponse {
  messages: IpnMessage[];
  totalCount: number;
}
export interface IpnMessageRequest {
  id: number;
}
/** spec 03 §3 "IPN settings: notifyUrl, notifyStatusId, statusId (defaults 1 and 1)"; 1 on, 0 off (ours). */
export interface IpnSettings {
  notifyUrl: string;
  notifyStatusId: number;
  statusId: number;
  /** Whether a secret key was made (the key itself is answered once, by `newIpnSecretKey`). */
  hasSecretKey: boolean;
}
export type UpdateIpnSettingsRequest = Omit<IpnSettings, 'hasSecretKey'>;
export interface SecretKeyResponse {
  secretKey: string;
}
/** spec 03 §3 "Payment-notification settings: statusId". */
export interface PaymentNotificationSettings {
  statusId: number;
  hasSecretKey: boolean;
}
export interface UpdatePaymentNotificationSettingsRequest {
  statusId: number;
}

/** spec 03 §3 "Logo: id, name, isDefault, file". */
export interface Logo {
  id: number;
  name: string;
  isDefault: boolean;
  /** Where the image is served (under the back-end base URL). */
  file: string;
  contentType: string;
  size: number;
}
export interface LogosResponse {
  logos: Logo[];
  totalCount: number;
}
/** Multipart: these fields as `data`, the image as `file[]` (spec 03 §7). */
export interface CreateLogoRequest {
  name: string;
  isDefault?: boolean;
}
export interface LogoRequest {
  id: number;
}
export interface UpdateLogoRequest {
  id: number;
  name: string;
  isDefault: boolean;
}
export const LOGO_FILE_PART = 'file[]';
export const LOGO_MAX_BYTES = 1_048_576;
export const LOGO_ACCEPT = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;
/** The name endings the method API accepts for a logo (MethodFile.accept); the bytes must be one of LOGO_ACCEPT. */
export const LOGO_FILE_ENDINGS = ['.png', '.jpg', '.jpeg', '.svg', '.webp'] as const;

/** spec 03 §3 "Saved button: id plus form data". The form data is ours. */
export const BUTTON_TYPES = ['buyNow', 'donate', 'subscribe'] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];
export interface SavedButtonForm {
  name: string;
  buttonType: ButtonType;
  itemName: string;
  itemNumber?: string;
  /** Fixed amount; for `donate` it may be left out (the payer chooses). */
  amount?: DecimalString;
  currencyCode: string;
  /** The merchant's account paid into. */
  accountId: number;
  /** For `subscribe`. */
  period?: 'week' | 'month' | 'year';
  logoId?: number;
  buttonText: string;
  buttonColor: 'blue' | 'green' | 'black' | 'white';
  successUrl?: string;
  cancelUrl?: string;
}
export interface SavedButton extends SavedButtonForm {
  id: number;
  createdAt: string;
  updatedAt: string;
}
export interface SavedButtonsResponse {
  buttons: SavedButton[];
  totalCount: number;
}
export interface SavedButtonRequest {
  id: number;
}
export type UpdateSavedButtonRequest = SavedButtonForm & { id: number };
