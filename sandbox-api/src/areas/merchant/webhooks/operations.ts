import {
  MERCHANT_REST_ACCESS,
  MERCHANT_REST_PATHS,
  RESPONSE_CODES,
  type CreateAllowedIpRequest,
  type CreateApiKeyRequest,
  type CreateWebhookRequest,
  type MerchantRestOperation,
  type PingWebhookRequest,
} from '@portal/api/catalogue';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { restDialect, restRefusalCode } from '../../../platform/http/errors';
import { NO_ACCESS_TEXTS } from '../../../platform/customer/service';
import type { Pipeline } from '../../../platform/pipeline/pipeline';
import { restOperation, serveRest, type RestCall, type RestFamily } from '../../../platform/pipeline/rest';
import {
  apiRequestsSchema,
  createAllowedIpSchema,
  createApiKeySchema,
  createWebhookSchema,
  deleteAllowedIpSchema,
  deleteApiKeySchema,
  deleteWebhookSchema,
  getAllowedIpSchema,
  getApiKeySchema,
  listAllowedIpsSchema,
  listApiKeysSchema,
  listWebhooksSchema,
  pingWebhookSchema,
  replaySchema,
  updateAllowedIpSchema,
  updateApiKeySchema,
  updateWebhookSchema,
  webhookRequestsSchema,
} from './schemas';
import { MERCHANT_REST_TEXTS, MerchantRestError, type MerchantRestService } from './service';

export interface MerchantRestRoutesOptions {
  merchant: MerchantRestService;
  pipeline: Pipeline;
}

const INT32_MAX = 2_147_483_647;

/** The envelope of a refusal (contract `MerchantRestEnvelope`). */
function failure(statusCode: number, message: string, errors?: string[]) {
  const responseCode = restRefusalCode(statusCode);
  return { responseCode, responseDescription: message, ...(errors ? { validationErrors: errors } : {}) };
}

const ok = <T extends object>(data: T) => ({ responseCode: RESPONSE_CODES.success, ...data });

/** An id of the path: beyond 32 bits nothing has it. */
const idOf = (request: FastifyRequest, notFound: string) => {
  const id = Number((request.params as { id: string }).id);
  if (id > INT32_MAX) throw new MerchantRestError(404, notFound);
  return id;
};

/** The business customer the call names (`customerId` of the query or the body), once the pipeline allowed it. */
function customerNamed(call: RestCall<never>, named: number | string): Promise<number> {
  const customerId = Number(named);
  if (!Number.isInteger(customerId) || customerId < 1 || customerId > INT32_MAX)
    throw new MerchantRestError(400, MERCHANT_REST_TEXTS.invalid, ['customerId: must be a customer id']);
  return call.actingCustomerId(customerId);
}

type CustomerQuery = { Querystring: { customerId: string } };

/**
 * The merchant's REST tools (spec 03 §7 "Merchant tools", issue 33 items 2 and 3), under `/public-api`: each
 * operation's access is its declaration in MERCHANT_REST_ACCESS, checked by the pipeline for the business customer
 * the call names (`customerId` in the query, or the body; spec 03 §6: full access; a personal customer is refused).
 * Refusals: 400 TA1 with `validationErrors` (bad input, never a 500), 401, 403 ENOA, 404 NF. Nothing is cached.
 */
export function merchantRestOperations(merchant: MerchantRestService) {
  const A = MERCHANT_REST_ACCESS;
  const P = MERCHANT_REST_PATHS;
  const T = MERCHANT_REST_TEXTS;
  /** A call naming its customer in the query: the list and the reads and deletions of one item. */
  const byQuery = (
    name: MerchantRestOperation,
    verb: 'GET' | 'DELETE',
    path: string,
    schema: object,
    answer: (customerId: number, request: FastifyRequest) => Promise<object>,
  ) =>
    restOperation<CustomerQuery>({
      name,
      verb,
      path,
      access: A[name],
      schema,
      handle: async (call) =>
        ok(
          await answer(
            await customerNamed(call as RestCall<never>, call.request.query.customerId),
            call.request,
          ),
        ),
    });
  /** A call naming its customer in the body: creations and updates. */
  const byBody = <B extends { customerId: number }>(
    name: MerchantRestOperation,
    verb: 'POST' | 'PUT',
    path: string,
    schema: object,
    answer: (body: B, request: FastifyRequest, customerId: number) => Promise<object>,
  ) =>
    restOperation<{ Body: B }>({
      name,
      verb,
      path,
      access: A[name],
      schema,
      async handle(call) {
        const body = call.request.body as B;
        const customerId = await customerNamed(call as RestCall<never>, body.customerId);
        return ok(await answer(body, call.request, customerId));
      },
    });
  return [
    // ---- Webhooks -------------------------------------------------------------------------------------------------
    byQuery('listWebhooks', 'GET', P.webhooks, listWebhooksSchema, (customerId) =>
      merchant.listWebhooks(customerId),
    ),
    byBody<CreateWebhookRequest>('createWebhook', 'POST', P.webhooks, createWebhookSchema, (body) =>
      merchant.createWebhook(body),
    ),
    byBody<CreateWebhookRequest>('updateWebhook', 'PUT', P.webhook, updateWebhookSchema, (body, request) =>
      merchant.updateWebhook(idOf(request, T.webhookNotFound), body),
    ),
    byQuery('deleteWebhook', 'DELETE', P.webhook, deleteWebhookSchema, (customerId, request) =>
      merchant.deleteWebhook(customerId, idOf(request, T.webhookNotFound)),
    ),
    byBody<PingWebhookRequest>(
      'pingWebhook',
      'POST',
      P.webhookPing,
      pingWebhookSchema,
      (body, _r, customerId) => merchant.pingWebhook(customerId, body.url),
    ),
    restOperation<{ Querystring: Record<string, string | undefined> & { customerId: string } }>({
      name: 'listWebhookRequests',
      verb: 'GET',
      path: P.webhookRequests,
      access: A.listWebhookRequests,
      schema: webhookRequestsSchema,
      async handle(call) {
        const { customerId: named, limit, ...rest } = call.request.query;
        const customerId = await customerNamed(call as RestCall<never>, named);
        return ok(
          await merchant.listWebhookRequests({
            ...rest,
            customerId,
            limit: limit === undefined ? 0 : Number(limit),
          }),
        );
      },
    }),
    byBody<{ customerId: number }>(
      'replayWebhookRequest',
      'POST',
      P.webhookReplay,
      replaySchema,
      (_body, request, customerId) =>
        merchant.replayWebhookRequest(customerId, idOf(request, T.requestNotFound)),
    ),

    // ---- API keys and the API log ----------------------------------------------------------------------------------
    byQuery('listApiKeys', 'GET', P.apiKeys, listApiKeysSchema, (customerId) =>
      merchant.listApiKeys(customerId),
    ),
    byBody<CreateApiKeyRequest>('createApiKey', 'POST', P.apiKeys, createApiKeySchema, (body) =>
      merchant.createApiKey(body),
    ),
    byQuery('getApiKey', 'GET', P.apiKey, getApiKeySchema, (customerId, request) =>
      merchant.getApiKey(customerId, idOf(request, T.apiKeyNotFound)),
    ),
    byBody<CreateApiKeyRequest>('updateApiKey', 'PUT', P.apiKey, updateApiKeySchema, (body, request) =>
      merchant.updateApiKey(idOf(request, T.apiKeyNotFound), body),
    ),
    byQuery('deleteApiKey', 'DELETE', P.apiKey, deleteApiKeySchema, (customerId, request) =>
      merchant.deleteApiKey(customerId, idOf(request, T.apiKeyNotFound)),
    ),
    byQuery('listApiRequests', 'GET', P.apiRequests, apiRequestsSchema, (customerId, request) => {
      const query = request.query as { apiKeyId: string; fromDate?: string; toDate?: string };
      const apiKeyId = Number(query.apiKeyId);
      if (apiKeyId > INT32_MAX) throw new MerchantRestError(404, T.apiKeyNotFound);
      return merchant.listApiRequests({
        customerId,
        apiKeyId,
        fromDate: query.fromDate,
        toDate: query.toDate,
      });
    }),

    // ---- Allowed IPs -----------------------------------------------------------------------------------------------
    byQuery('listAllowedIps', 'GET', P.allowedIps, listAllowedIpsSchema, (customerId) =>
      merchant.listAllowedIps(customerId),
    ),
    byBody<CreateAllowedIpRequest>('createAllowedIp', 'POST', P.allowedIps, createAllowedIpSchema, (body) =>
      merchant.createAllowedIp(body),
    ),
    byQuery('getAllowedIp', 'GET', P.allowedIp, getAllowedIpSchema, (customerId, request) =>
      merchant.getAllowedIp(customerId, idOf(request, T.allowedIpNotFound)),
    ),
    byBody<CreateAllowedIpRequest>(
      'updateAllowedIp',
      'PUT',
      P.allowedIp,
      updateAllowedIpSchema,
      (body, request) => merchant.updateAllowedIp(idOf(request, T.allowedIpNotFound), body),
    ),
    byQuery('deleteAllowedIp', 'DELETE', P.allowedIp, deleteAllowedIpSchema, (customerId, request) =>
      merchant.deleteAllowedIp(customerId, idOf(request, T.allowedIpNotFound)),
    ),
  ];
}

/** The merchant tools' family: the customer is named by each call, must be a business, and nothing is cached. */
const merchantRestFamily = (merchant: MerchantRestService): RestFamily => ({
  dialect: restDialect({
    body: failure,
    invalid: MERCHANT_REST_TEXTS.invalid,
    fallback: NO_ACCESS_TEXTS.customer,
  }),
  refusals: {
    unknownCustomer: () => new MerchantRestError(403, NO_ACCESS_TEXTS.customer),
    refused: (text) => new MerchantRestError(403, text),
  },
  admits: (customerId) => merchant.assertBusiness(customerId),
  noStore: true,
});

export const merchantRestRoutes: FastifyPluginAsync<MerchantRestRoutesOptions> = async (
  app,
  { merchant, pipeline },
) => serveRest(app, pipeline, merchantRestFamily(merchant), merchantRestOperations(merchant));
