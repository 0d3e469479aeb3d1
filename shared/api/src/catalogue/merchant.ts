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

import type { DecimalString } from './accounts';

// Imported from here by the webhook signature rules (../merchant-webhooks.ts).
export { WEBHOOK_SIGNATURE_TOLERANCE_SECONDS } from './merchant-webhooks';

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
