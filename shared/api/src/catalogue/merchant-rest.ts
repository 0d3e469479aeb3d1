import { CHANGES, REVEALS_SECRET, type OperationAccess } from './authorization';

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
