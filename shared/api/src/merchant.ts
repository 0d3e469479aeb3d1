/**
 * The merchant tools' REST client for `public-api` (issue 33 items 2, 3; spec 03 §7 "Merchant tools", §6 "Webhook,
 * key and allowed-IP calls use the business customer id", §8; DESIGN §3: one client per back-end service). Its base
 * is `${apiBaseUrl}`; its paths are `MERCHANT_REST_PATHS`; its calls go with the session through the shell's one token
 * source, with the business customer id on every call (`customerId` in the query of a GET or DELETE, in the body of a
 * POST or PUT) and the customer-id header as the method client sends it (spec 01 §6).
 *
 * Failures become the `ApiError` the shell's response popup shows (spec 03 §8 "On failed webhook or API key creation,
 * or an allowed-IP response containing errors, a response popup is shown"): an HTTP error, or an answer whose
 * envelope's `responseCode` is not `00` (TA1 with its validation errors, ENOA, NF). It is published on the bus as
 * `api.error` unless the call says `popup: false` (a read that shows its own error state).
 */
import type { HttpRequestConfig, HttpResponse, RequestContext, TokenSource } from '@portal/api/client';
import {
  MERCHANT_PAGE_SIZES,
  MERCHANT_REST_PATHS,
  RESPONSE_CODES,
  type AllowedIpListResponse,
  type AllowedIpResponse,
  type ApiKeyListResponse,
  type ApiKeyResponse,
  type ApiRequestsQuery,
  type ApiRequestsResponse,
  type CreateAllowedIpRequest,
  type CreateApiKeyRequest,
  type CreateApiKeyResponse,
  type CreateWebhookRequest,
  type CreateWebhookResponse,
  type MerchantRestEnvelope,
  type PingWebhookResponse,
  type WebhookListResponse,
  type WebhookRequestsQuery,
  type WebhookRequestsResponse,
  type WebhookResponse,
} from '@portal/api/catalogue';
import { ApiError } from './errors';
import { dropNulls } from './numeric';
import { createRestClient, customerIdHeader, restPath, type RestCallOptions } from './rest-client';

/** What a call sends besides the business customer id, which the client adds. */
export type WithoutCustomer<T> = Omit<T, 'customerId'>;

export interface MerchantClient {
  listWebhooks(options?: RestCallOptions): Promise<WebhookListResponse>;
  createWebhook(request: WithoutCustomer<CreateWebhookRequest>): Promise<CreateWebhookResponse>;
  updateWebhook(id: number, request: WithoutCustomer<CreateWebhookRequest>): Promise<WebhookResponse>;
  deleteWebhook(id: number): Promise<MerchantRestEnvelope>;
  /** Sends a `ping` to the URL now; the answer holds the logged attempt with what the target answered. */
  pingWebhook(url: string): Promise<PingWebhookResponse>;
  /** spec 03 §7 `GET public-api/webhookRequest` (limit 20, optional query, dates, cursor). */
  webhookRequests(
    query: Omit<WithoutCustomer<WebhookRequestsQuery>, 'limit'>,
    options?: RestCallOptions,
  ): Promise<WebhookRequestsResponse>;
  /** Ours: delivers a logged request again (same event id), answered as a new logged attempt. */
  replayWebhookRequest(id: number): Promise<PingWebhookResponse>;
  listApiKeys(options?: RestCallOptions): Promise<ApiKeyListResponse>;
  getApiKey(id: number, options?: RestCallOptions): Promise<ApiKeyResponse>;
  createApiKey(request: WithoutCustomer<CreateApiKeyRequest>): Promise<CreateApiKeyResponse>;
  updateApiKey(id: number, request: WithoutCustomer<CreateApiKeyRequest>): Promise<ApiKeyResponse>;
  deleteApiKey(id: number): Promise<MerchantRestEnvelope>;
  /** spec 03 §5: asked only once a key is chosen (the caller passes its id). */
  apiRequests(
    query: WithoutCustomer<ApiRequestsQuery>,
    options?: RestCallOptions,
  ): Promise<ApiRequestsResponse>;
  listAllowedIps(options?: RestCallOptions): Promise<AllowedIpListResponse>;
  getAllowedIp(id: number, options?: RestCallOptions): Promise<AllowedIpResponse>;
  createAllowedIp(request: WithoutCustomer<CreateAllowedIpRequest>): Promise<AllowedIpResponse>;
  updateAllowedIp(id: number, request: WithoutCustomer<CreateAllowedIpRequest>): Promise<AllowedIpResponse>;
  deleteAllowedIp(id: number): Promise<MerchantRestEnvelope>;
}

export interface MerchantClientOptions {
  /** The back end (`services.apiBaseUrl`). */
  apiBaseUrl: string;
  tokens: TokenSource;
  /** `actingCustomerId()` is the business customer the calls are for. */
  context: Pick<RequestContext, 'actingCustomerId' | 'isBusiness'>;
}

/** Refuses a call without a business customer to make it for (the sandbox would refuse it anyway). */
function noCustomer(): ApiError {
  return new ApiError({
    kind: 'response',
    title: 'Error',
    message: 'No business customer is chosen.',
    code: 'ENOA',
  });
}

/** An answer with errors is a failure too (spec 03 §8 "an allowed-IP response containing errors"). */
function acceptEnvelope<T>(response: HttpResponse<T>): T {
  const envelope = response.data as MerchantRestEnvelope | undefined;
  if (
    envelope &&
    typeof envelope === 'object' &&
    ((envelope.responseCode !== undefined && envelope.responseCode !== RESPONSE_CODES.success) ||
      (Array.isArray(envelope.validationErrors) && envelope.validationErrors.length > 0))
  )
    throw ApiError.fromBody(envelope, response.status);
  return response.data;
}

export function createMerchantClient({ apiBaseUrl, tokens, context }: MerchantClientOptions): MerchantClient {
  const rest = createRestClient({
    baseUrl: apiBaseUrl,
    tokens,
    accept: acceptEnvelope,
    prepare: (config) => {
      const customerId = context.actingCustomerId();
      if (customerId === undefined) throw noCustomer();
      const withCustomer =
        config.method === 'GET' || config.method === 'DELETE'
          ? { ...config, params: { customerId, ...config.params } }
          : { ...config, data: { customerId, ...dropNulls((config.data ?? {}) as Record<string, unknown>) } };
      return { ...withCustomer, headers: { ...config.headers, ...customerIdHeader(customerId) } };
    },
  });
  const send = <T extends MerchantRestEnvelope>(config: HttpRequestConfig, options?: RestCallOptions) =>
    rest.send<T>(config, options);
  const byId = (path: string, id: number) => restPath(path, { id });
  const P = MERCHANT_REST_PATHS;

  return {
    listWebhooks: (options) => send({ method: 'GET', url: P.webhooks }, options),
    createWebhook: (request) => send({ method: 'POST', url: P.webhooks, data: request }),
    updateWebhook: (id, request) => send({ method: 'PUT', url: byId(P.webhook, id), data: request }),
    deleteWebhook: (id) => send({ method: 'DELETE', url: byId(P.webhook, id) }),
    pingWebhook: (url) => send({ method: 'POST', url: P.webhookPing, data: { url } }),
    webhookRequests: (query, options) =>
      send(
        {
          method: 'GET',
          url: P.webhookRequests,
          params: { limit: MERCHANT_PAGE_SIZES.webhookLog, ...query },
        },
        options,
      ),
    replayWebhookRequest: (id) => send({ method: 'POST', url: byId(P.webhookReplay, id), data: {} }),
    listApiKeys: (options) => send({ method: 'GET', url: P.apiKeys }, options),
    getApiKey: (id, options) => send({ method: 'GET', url: byId(P.apiKey, id) }, options),
    createApiKey: (request) => send({ method: 'POST', url: P.apiKeys, data: request }),
    updateApiKey: (id, request) => send({ method: 'PUT', url: byId(P.apiKey, id), data: request }),
    deleteApiKey: (id) => send({ method: 'DELETE', url: byId(P.apiKey, id) }),
    apiRequests: (query, options) =>
      send({ method: 'GET', url: P.apiRequests, params: { ...query } }, options),
    listAllowedIps: (options) => send({ method: 'GET', url: P.allowedIps }, options),
    getAllowedIp: (id, options) => send({ method: 'GET', url: byId(P.allowedIp, id) }, options),
    createAllowedIp: (request) => send({ method: 'POST', url: P.allowedIps, data: request }),
    updateAllowedIp: (id, request) => send({ method: 'PUT', url: byId(P.allowedIp, id), data: request }),
    deleteAllowedIp: (id) => send({ method: 'DELETE', url: byId(P.allowedIp, id) }),
  };
}
