import type { CreateApiKeyRequest } from '@portal/api/catalogue';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { merchantApiKeys, merchantApiRequests } from './tables';
import {
  MerchantRestError,
  MERCHANT_REST_TEXTS,
  MERCHANT_LIMITS,
  invalid,
  newApiKey,
  apiKeyPrefix,
  apiKeyHash,
  toApiKey,
  toApiRequest,
  nameOf,
  dayStart,
  DAY_MS,
  type MerchantRestDeps,
} from './rest-rules';
import type { MerchantRestAccess } from './rest-rules';

/** The merchant's API keys and the log of the requests made with them (issue 33 item 3). */
export function createApiKeyOperations(
  { db, clock }: MerchantRestDeps,
  { countOf }: Pick<MerchantRestAccess, 'countOf'>,
) {
  async function apiKeyOf(customerId: number, id: number) {
    const [row] = await db
      .select()
      .from(merchantApiKeys)
      .where(and(eq(merchantApiKeys.id, id), eq(merchantApiKeys.customerId, customerId)));
    if (!row) throw new MerchantRestError(404, MERCHANT_REST_TEXTS.apiKeyNotFound);
    return row;
  }

  return {
    async listApiKeys(customerId: number) {
      const rows = await db
        .select()
        .from(merchantApiKeys)
        .where(eq(merchantApiKeys.customerId, customerId))
        .orderBy(asc(merchantApiKeys.id));
      return { apiKeys: rows.map(toApiKey) };
    },

    async getApiKey(customerId: number, id: number) {
      return { apiKey: toApiKey(await apiKeyOf(customerId, id)) };
    },

    async createApiKey(request: CreateApiKeyRequest) {
      const errors: string[] = [];
      const name = nameOf(request.name, errors);
      if (errors.length > 0) throw invalid(errors);
      if ((await countOf(merchantApiKeys, request.customerId)) >= MERCHANT_LIMITS.apiKeys)
        throw invalid([`apiKeys: at most ${MERCHANT_LIMITS.apiKeys}`]);
      const secret = newApiKey();
      const [row] = await db
        .insert(merchantApiKeys)
        .values({
          customerId: request.customerId,
          name,
          enabled: request.enabled,
          prefix: apiKeyPrefix(secret),
          keyHash: apiKeyHash(secret),
          createdAt: clock.now(),
        })
        .returning();
      return { apiKey: toApiKey(row!), secret };
    },

    async updateApiKey(id: number, request: CreateApiKeyRequest) {
      await apiKeyOf(request.customerId, id);
      const errors: string[] = [];
      const name = nameOf(request.name, errors);
      if (errors.length > 0) throw invalid(errors);
      const [row] = await db
        .update(merchantApiKeys)
        .set({ name, enabled: request.enabled })
        .where(eq(merchantApiKeys.id, id))
        .returning();
      return { apiKey: toApiKey(row!) };
    },

    async deleteApiKey(customerId: number, id: number) {
      await apiKeyOf(customerId, id);
      await db.delete(merchantApiKeys).where(eq(merchantApiKeys.id, id));
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
      const rows = await db
        .select()
        .from(merchantApiRequests)
        .where(
          and(
            eq(merchantApiRequests.apiKeyId, query.apiKeyId),
            eq(merchantApiRequests.customerId, query.customerId),
            ...(from ? [gte(merchantApiRequests.createdAt, from)] : []),
            ...(to ? [lt(merchantApiRequests.createdAt, new Date(to.getTime() + DAY_MS))] : []),
          ),
        )
        .orderBy(desc(merchantApiRequests.id))
        .limit(MERCHANT_LIMITS.apiLog);
      return { requests: rows.map(toApiRequest) };
    },
  };
}
