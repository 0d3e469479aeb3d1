import type {
  AllowedIp,
  ApiKey,
  ApiRequestLogItem,
  MerchantPaymentRequest,
  Webhook,
  WebhookRequestLogItem,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { minorUnitsOf } from '../../../money/fees';
import type {
  merchantAllowedIps,
  merchantApiKeys,
  merchantApiRequests,
  merchantPaymentRequests,
  merchantWebhookRequests,
  merchantWebhooks,
} from './tables';

/**
 * The rows of the merchant webhooks slice and the `@portal/api` answers they become (the repository maps them, so
 * the operations never see a column).
 */

export type WebhookRow = typeof merchantWebhooks.$inferSelect;
export type WebhookInsert = typeof merchantWebhooks.$inferInsert;
/** A row of the webhook request log: one attempt of a delivery. */
export type LogRow = typeof merchantWebhookRequests.$inferSelect;
export type LogInsert = typeof merchantWebhookRequests.$inferInsert;
export type ApiKeyRow = typeof merchantApiKeys.$inferSelect;
export type ApiKeyInsert = typeof merchantApiKeys.$inferInsert;
export type ApiRequestInsert = typeof merchantApiRequests.$inferInsert;
export type AllowedIpRow = typeof merchantAllowedIps.$inferSelect;
export type AllowedIpInsert = typeof merchantAllowedIps.$inferInsert;
export type PaymentRequestRow = typeof merchantPaymentRequests.$inferSelect;
export type PaymentRequestInsert = typeof merchantPaymentRequests.$inferInsert;

/** An amount in the currency's minor units ("12.50000000" EUR as "12.50"). */
export const moneyText = (amount: Decimal.Value, currencyCode: string): string =>
  new Decimal(amount).toFixed(minorUnitsOf(currencyCode));

/** A webhook as its merchant sees it: the secret only by its last characters. */
export const toWebhook = (row: WebhookRow): Webhook => ({
  id: row.id,
  customerId: row.customerId,
  name: row.name,
  enabled: row.enabled,
  url: row.url,
  secretHint: row.secret.slice(-4),
  createdAt: row.createdAt.toISOString(),
});

/** An API key as its merchant sees it: never the key, only its prefix. */
export const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** An allowed IP range. */
export const toAllowedIp = (row: AllowedIpRow): AllowedIp => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled,
  ipFrom: row.ipFrom,
  ipTo: row.ipTo,
});

/** A call of the public merchant API, as its log shows it. */
export const toApiRequest = (row: typeof merchantApiRequests.$inferSelect): ApiRequestLogItem => ({
  id: row.id,
  apiKeyId: row.apiKeyId,
  method: row.method,
  path: row.path,
  statusCode: row.statusCode,
  ip: row.ip,
  error: row.error,
  durationMs: row.durationMs,
  createdAt: row.createdAt.toISOString(),
});

/** An attempt of a webhook delivery, as the webhook request log shows it. */
export function toLogItem(row: LogRow): WebhookRequestLogItem {
  return {
    id: row.id,
    webhookId: row.webhookId,
    url: row.url,
    event: row.event,
    eventId: row.eventId,
    attempt: row.attempt,
    status: row.status,
    requestHeaders: row.requestHeaders,
    requestBody: row.requestBody,
    responseStatus: row.responseStatus,
    responseBody: row.responseBody,
    error: row.error,
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    replayOf: row.replayOf,
  };
}

/** A payment request of the public merchant API, its amount in the currency's minor units. */
export const toPaymentRequest = (row: PaymentRequestRow): MerchantPaymentRequest => ({
  id: row.id,
  amount: moneyText(row.amount, row.currencyCode),
  currencyCode: row.currencyCode,
  description: row.description,
  reference: row.reference,
  payerEmail: row.payerEmail,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});
