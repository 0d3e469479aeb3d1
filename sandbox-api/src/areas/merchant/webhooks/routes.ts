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
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { answerRefusalsIn, restDialect, restRefusalCode } from '../../../platform/http/errors';
import { signInCheck, type Authenticator } from '../../../platform/pipeline/authenticate';
import { authorizeActing } from '../../../platform/pipeline/acting-customer';
import { NO_ACCESS_TEXTS, type CustomerService } from '../../../platform/customer/service';
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
  auth: Authenticator;
  customers: CustomerService;
}

const INT32_MAX = 2_147_483_647;

/** The envelope of a refusal (contract `MerchantRestEnvelope`). */
function failure(statusCode: number, message: string, errors?: string[]) {
  const responseCode = restRefusalCode(statusCode);
  return { responseCode, responseDescription: message, ...(errors ? { validationErrors: errors } : {}) };
}

const ok = <T extends object>(data: T) => ({ responseCode: RESPONSE_CODES.success, ...data });

/**
 * The merchant's REST tools (spec 03 §7 "Merchant tools", issue 33 items 2 and 3), under `/public-api`: each
 * operation's access is its declaration in MERCHANT_REST_ACCESS, checked before the handler for the business
 * customer the call names (`customerId` in the query, or the body; spec 03 §6: full access; a personal customer is
 * refused). Refusals: 400 TA1 with `validationErrors` (bad input, never a 500), 401, 403 ENOA, 404 NF.
 */
export const merchantRestRoutes: FastifyPluginAsync<MerchantRestRoutesOptions> = async (
  app,
  { merchant, auth, customers },
) => {
  answerRefusalsIn(
    app,
    restDialect({ body: failure, invalid: MERCHANT_REST_TEXTS.invalid, fallback: NO_ACCESS_TEXTS.customer }),
  );

  const { onRequest: signedIn, callerOf } = signInCheck(auth);

  /** The business customer the call names, once the caller may do the operation for it. */
  async function customerFor(
    request: FastifyRequest,
    operation: MerchantRestOperation,
    named: number | string,
  ): Promise<number> {
    const caller = callerOf(request);
    const customerId = Number(named);
    if (!Number.isInteger(customerId) || customerId < 1 || customerId > INT32_MAX)
      throw new MerchantRestError(400, MERCHANT_REST_TEXTS.invalid, ['customerId: must be a customer id']);
    await authorizeActing(customers, caller, customerId, MERCHANT_REST_ACCESS[operation], {
      unknownCustomer: () => new MerchantRestError(403, NO_ACCESS_TEXTS.customer),
      refused: (text) => new MerchantRestError(403, text),
    });
    await merchant.assertBusiness(customerId);
    return customerId;
  }

  /** An id of the path: beyond 32 bits nothing has it. */
  const idOf = (request: FastifyRequest, notFound: string) => {
    const id = Number((request.params as { id: string }).id);
    if (id > INT32_MAX) throw new MerchantRestError(404, notFound);
    return id;
  };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  type CustomerQuery = { Querystring: { customerId: string } };

  await app.register(async (rest) => {
    rest.addHook('onRequest', signedIn);
    rest.addHook('onSend', async (_request, reply) => {
      noStore(reply);
    });
    const P = MERCHANT_REST_PATHS;

    // ---- Webhooks -------------------------------------------------------------------------------------------------
    rest.get<CustomerQuery>(P.webhooks, { schema: listWebhooksSchema }, async (request) =>
      ok(await merchant.listWebhooks(await customerFor(request, 'listWebhooks', request.query.customerId))),
    );
    rest.post<{ Body: CreateWebhookRequest }>(
      P.webhooks,
      { schema: createWebhookSchema },
      async (request) => {
        await customerFor(request, 'createWebhook', request.body.customerId);
        return ok(await merchant.createWebhook(request.body));
      },
    );
    rest.put<{ Body: CreateWebhookRequest }>(P.webhook, { schema: updateWebhookSchema }, async (request) => {
      await customerFor(request, 'updateWebhook', request.body.customerId);
      return ok(
        await merchant.updateWebhook(idOf(request, MERCHANT_REST_TEXTS.webhookNotFound), request.body),
      );
    });
    rest.delete<CustomerQuery>(P.webhook, { schema: deleteWebhookSchema }, async (request) => {
      const customerId = await customerFor(request, 'deleteWebhook', request.query.customerId);
      return ok(await merchant.deleteWebhook(customerId, idOf(request, MERCHANT_REST_TEXTS.webhookNotFound)));
    });
    rest.post<{ Body: PingWebhookRequest }>(P.webhookPing, { schema: pingWebhookSchema }, async (request) => {
      const customerId = await customerFor(request, 'pingWebhook', request.body.customerId);
      return ok(await merchant.pingWebhook(customerId, request.body.url));
    });
    rest.get<{ Querystring: Record<string, string | undefined> & { customerId: string } }>(
      P.webhookRequests,
      { schema: webhookRequestsSchema },
      async (request) => {
        const { customerId: named, limit, ...rest } = request.query;
        const customerId = await customerFor(request, 'listWebhookRequests', named);
        return ok(
          await merchant.listWebhookRequests({
            ...rest,
            customerId,
            limit: limit === undefined ? 0 : Number(limit),
          }),
        );
      },
    );
    rest.post<{ Body: { customerId: number } }>(
      P.webhookReplay,
      { schema: replaySchema },
      async (request) => {
        const customerId = await customerFor(request, 'replayWebhookRequest', request.body.customerId);
        return ok(
          await merchant.replayWebhookRequest(customerId, idOf(request, MERCHANT_REST_TEXTS.requestNotFound)),
        );
      },
    );

    // ---- API keys and the API log ----------------------------------------------------------------------------------
    rest.get<CustomerQuery>(P.apiKeys, { schema: listApiKeysSchema }, async (request) =>
      ok(await merchant.listApiKeys(await customerFor(request, 'listApiKeys', request.query.customerId))),
    );
    rest.post<{ Body: CreateApiKeyRequest }>(P.apiKeys, { schema: createApiKeySchema }, async (request) => {
      await customerFor(request, 'createApiKey', request.body.customerId);
      return ok(await merchant.createApiKey(request.body));
    });
    rest.get<CustomerQuery>(P.apiKey, { schema: getApiKeySchema }, async (request) => {
      const customerId = await customerFor(request, 'getApiKey', request.query.customerId);
      return ok(await merchant.getApiKey(customerId, idOf(request, MERCHANT_REST_TEXTS.apiKeyNotFound)));
    });
    rest.put<{ Body: CreateApiKeyRequest }>(P.apiKey, { schema: updateApiKeySchema }, async (request) => {
      await customerFor(request, 'updateApiKey', request.body.customerId);
      return ok(await merchant.updateApiKey(idOf(request, MERCHANT_REST_TEXTS.apiKeyNotFound), request.body));
    });
    rest.delete<CustomerQuery>(P.apiKey, { schema: deleteApiKeySchema }, async (request) => {
      const customerId = await customerFor(request, 'deleteApiKey', request.query.customerId);
      return ok(await merchant.deleteApiKey(customerId, idOf(request, MERCHANT_REST_TEXTS.apiKeyNotFound)));
    });
    rest.get<{ Querystring: { customerId: string; apiKeyId: string; fromDate?: string; toDate?: string } }>(
      P.apiRequests,
      { schema: apiRequestsSchema },
      async (request) => {
        const customerId = await customerFor(request, 'listApiRequests', request.query.customerId);
        const apiKeyId = Number(request.query.apiKeyId);
        if (apiKeyId > INT32_MAX) throw new MerchantRestError(404, MERCHANT_REST_TEXTS.apiKeyNotFound);
        return ok(
          await merchant.listApiRequests({
            customerId,
            apiKeyId,
            fromDate: request.query.fromDate,
            toDate: request.query.toDate,
          }),
        );
      },
    );

    // ---- Allowed IPs -----------------------------------------------------------------------------------------------
    rest.get<CustomerQuery>(P.allowedIps, { schema: listAllowedIpsSchema }, async (request) =>
      ok(
        await merchant.listAllowedIps(await customerFor(request, 'listAllowedIps', request.query.customerId)),
      ),
    );
    rest.post<{ Body: CreateAllowedIpRequest }>(
      P.allowedIps,
      { schema: createAllowedIpSchema },
      async (request) => {
        await customerFor(request, 'createAllowedIp', request.body.customerId);
        return ok(await merchant.createAllowedIp(request.body));
      },
    );
    rest.get<CustomerQuery>(P.allowedIp, { schema: getAllowedIpSchema }, async (request) => {
      const customerId = await customerFor(request, 'getAllowedIp', request.query.customerId);
      return ok(
        await merchant.getAllowedIp(customerId, idOf(request, MERCHANT_REST_TEXTS.allowedIpNotFound)),
      );
    });
    rest.put<{ Body: CreateAllowedIpRequest }>(
      P.allowedIp,
      { schema: updateAllowedIpSchema },
      async (request) => {
        await customerFor(request, 'updateAllowedIp', request.body.customerId);
        return ok(
          await merchant.updateAllowedIp(idOf(request, MERCHANT_REST_TEXTS.allowedIpNotFound), request.body),
        );
      },
    );
    rest.delete<CustomerQuery>(P.allowedIp, { schema: deleteAllowedIpSchema }, async (request) => {
      const customerId = await customerFor(request, 'deleteAllowedIp', request.query.customerId);
      return ok(
        await merchant.deleteAllowedIp(customerId, idOf(request, MERCHANT_REST_TEXTS.allowedIpNotFound)),
      );
    });
  });
};
