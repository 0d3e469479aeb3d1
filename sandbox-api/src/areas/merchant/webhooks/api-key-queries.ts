import type { AllowedIp, ApiKey, ApiRequestLogItem } from '@portal/api/catalogue';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { merchantAllowedIps, merchantApiKeys, merchantApiRequests } from './tables';
import {
  toAllowedIp,
  toApiKey,
  toApiRequest,
  type AllowedIpInsert,
  type AllowedIpRow,
  type ApiKeyInsert,
  type ApiKeyRow,
  type ApiRequestInsert,
} from './records';

/** Which part of an API key's request log: the key of the customer, and a date range. */
export interface ApiRequestFilter {
  customerId: number;
  apiKeyId: number;
  from?: Date;
  /** The end of the range (excluded). */
  before?: Date;
}

/** The merchant's API keys with the log of their calls, and the IP ranges they may be used from (issue 33 item 3). */
export function createApiKeyQueries(db: Database) {
  return {
    /** The customer's API keys, oldest first. */
    async apiKeys(customerId: number): Promise<ApiKey[]> {
      const rows = await db
        .select()
        .from(merchantApiKeys)
        .where(eq(merchantApiKeys.customerId, customerId))
        .orderBy(asc(merchantApiKeys.id));
      return rows.map(toApiKey);
    },

    /** The customer's API key `id`, if it has it. */
    async apiKey(customerId: number, id: number): Promise<ApiKey | undefined> {
      const [row] = await db
        .select()
        .from(merchantApiKeys)
        .where(and(eq(merchantApiKeys.id, id), eq(merchantApiKeys.customerId, customerId)));
      return row ? toApiKey(row) : undefined;
    },

    /** The key stored under this SHA-256 (the public merchant API's caller). */
    async apiKeyOfHash(keyHash: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db.select().from(merchantApiKeys).where(eq(merchantApiKeys.keyHash, keyHash));
      return row;
    },

    async insertApiKey(values: ApiKeyInsert): Promise<ApiKey> {
      const [row] = await db.insert(merchantApiKeys).values(values).returning();
      return toApiKey(row!);
    },

    async updateApiKey(id: number, values: Pick<ApiKeyInsert, 'name' | 'enabled'>): Promise<ApiKey> {
      const [row] = await db
        .update(merchantApiKeys)
        .set(values)
        .where(eq(merchantApiKeys.id, id))
        .returning();
      return toApiKey(row!);
    },

    async deleteApiKey(id: number): Promise<void> {
      await db.delete(merchantApiKeys).where(eq(merchantApiKeys.id, id));
    },

    /** Notes when a key was last used. */
    async touchApiKey(id: number, now: Date): Promise<void> {
      await db.update(merchantApiKeys).set({ lastUsedAt: now }).where(eq(merchantApiKeys.id, id));
    },

    /** The calls made with a key, newest first (at most `limit`). */
    async apiRequests(filter: ApiRequestFilter, limit: number): Promise<ApiRequestLogItem[]> {
      const rows = await db
        .select()
        .from(merchantApiRequests)
        .where(
          and(
            eq(merchantApiRequests.apiKeyId, filter.apiKeyId),
            eq(merchantApiRequests.customerId, filter.customerId),
            ...(filter.from ? [gte(merchantApiRequests.createdAt, filter.from)] : []),
            ...(filter.before ? [lt(merchantApiRequests.createdAt, filter.before)] : []),
          ),
        )
        .orderBy(desc(merchantApiRequests.id))
        .limit(limit);
      return rows.map(toApiRequest);
    },

    /** Logs a call of the public merchant API. */
    async insertApiRequest(values: ApiRequestInsert): Promise<void> {
      await db.insert(merchantApiRequests).values(values);
    },

    // ---- Allowed IPs -----------------------------------------------------------------------------------------------

    /** The customer's allowed IP ranges, oldest first. */
    async allowedIps(customerId: number): Promise<AllowedIp[]> {
      const rows = await db
        .select()
        .from(merchantAllowedIps)
        .where(eq(merchantAllowedIps.customerId, customerId))
        .orderBy(asc(merchantAllowedIps.id));
      return rows.map(toAllowedIp);
    },

    /** The customer's allowed IP range `id`, if it has it. */
    async allowedIp(customerId: number, id: number): Promise<AllowedIp | undefined> {
      const [row] = await db
        .select()
        .from(merchantAllowedIps)
        .where(and(eq(merchantAllowedIps.id, id), eq(merchantAllowedIps.customerId, customerId)));
      return row ? toAllowedIp(row) : undefined;
    },

    /** The customer's enabled ranges: the addresses its API keys may be used from. */
    async enabledAllowedIps(customerId: number): Promise<AllowedIpRow[]> {
      return db
        .select()
        .from(merchantAllowedIps)
        .where(and(eq(merchantAllowedIps.customerId, customerId), eq(merchantAllowedIps.enabled, true)));
    },

    async insertAllowedIp(values: AllowedIpInsert): Promise<AllowedIp> {
      const [row] = await db.insert(merchantAllowedIps).values(values).returning();
      return toAllowedIp(row!);
    },

    async updateAllowedIp(
      id: number,
      values: Pick<AllowedIpInsert, 'name' | 'enabled' | 'ipFrom' | 'ipTo'>,
    ): Promise<AllowedIp> {
      const [row] = await db
        .update(merchantAllowedIps)
        .set(values)
        .where(eq(merchantAllowedIps.id, id))
        .returning();
      return toAllowedIp(row!);
    },

    async deleteAllowedIp(id: number): Promise<void> {
      await db.delete(merchantAllowedIps).where(eq(merchantAllowedIps.id, id));
    },
  };
}
