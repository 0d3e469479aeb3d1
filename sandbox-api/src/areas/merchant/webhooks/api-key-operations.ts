import type { CreateApiKeyRequest } from '@portal/api/catalogue';
import {
  MerchantRestError,
  MERCHANT_REST_TEXTS,
  MERCHANT_LIMITS,
  invalid,
  newApiKey,
  apiKeyPrefix,
  apiKeyHash,
  nameOf,
  dayStart,
  DAY_MS,
  type MerchantRestDeps,
} from './rest-rules';
import type { MerchantRestAccess } from './rest-rules';

/** The merchant's API keys and the log of the requests made with them (issue 33 item 3). */
export function createApiKeyOperations(
  { repository, clock }: MerchantRestDeps,
  { countOf }: Pick<MerchantRestAccess, 'countOf'>,
) {
  async function apiKeyOf(customerId: number, id: number) {
    const apiKey = await repository.apiKey(customerId, id);
    if (!apiKey) throw new MerchantRestError(404, MERCHANT_REST_TEXTS.apiKeyNotFound);
    return apiKey;
  }

  return {
    async listApiKeys(customerId: number) {
      return { apiKeys: await repository.apiKeys(customerId) };
    },

    async getApiKey(customerId: number, id: number) {
      return { apiKey: await apiKeyOf(customerId, id) };
    },

    async createApiKey(request: CreateApiKeyRequest) {
      const errors: string[] = [];
      const name = nameOf(request.name, errors);
      if (errors.length > 0) throw invalid(errors);
      if ((await countOf('apiKeys', request.customerId)) >= MERCHANT_LIMITS.apiKeys)
        throw invalid([`apiKeys: at most ${MERCHANT_LIMITS.apiKeys}`]);
      const secret = newApiKey();
      const apiKey = await repository.insertApiKey({
        customerId: request.customerId,
        name,
        enabled: request.enabled,
        prefix: apiKeyPrefix(secret),
        keyHash: apiKeyHash(secret),
        createdAt: clock.now(),
      });
      return { apiKey, secret };
    },

    async updateApiKey(id: number, request: CreateApiKeyRequest) {
      await apiKeyOf(request.customerId, id);
      const errors: string[] = [];
      const name = nameOf(request.name, errors);
      if (errors.length > 0) throw invalid(errors);
      return { apiKey: await repository.updateApiKey(id, { name, enabled: request.enabled }) };
    },

    async deleteApiKey(customerId: number, id: number) {
      await apiKeyOf(customerId, id);
      await repository.deleteApiKey(id);
      return {};
    },

    async listApiRequests(query: {
      customerId: number;
      apiKeyId: number;
      fromDate?: string;
      toDate?: string;
    }) {
      const errors: string[] = [];
      const from = dayStart(query.fromDate, 'fromDate', errors);
      const to = dayStart(query.toDate, 'toDate', errors);
      if (errors.length > 0) throw invalid(errors);
      await apiKeyOf(query.customerId, query.apiKeyId);
      const requests = await repository.apiRequests(
        {
          customerId: query.customerId,
          apiKeyId: query.apiKeyId,
          ...(from ? { from } : {}),
          ...(to ? { before: new Date(to.getTime() + DAY_MS) } : {}),
        },
        MERCHANT_LIMITS.apiLog,
      );
      return { requests };
    },
  };
}
