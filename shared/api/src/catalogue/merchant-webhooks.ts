import { type MerchantRestEnvelope } from './merchant-rest';

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
