import { randomBytes, randomInt } from 'node:crypto';
import {
  MERCHANT_PAGE_SIZES,
  type AllowedIp,
  type ApiKey,
  type ApiRequestLogItem,
  type CreateAllowedIpRequest,
  type CreateApiKeyRequest,
  type CreateWebhookRequest,
  type Webhook,
  type WebhookRequestsQuery,
  type WebhookRequestsResponse,
} from '@portal/api/catalogue';
import { ipRangeProblems } from '@portal/api/merchant-webhooks';
import { and, asc, count, desc, eq, gt, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { RestRefusal } from '../../../platform/http/errors';
import { customers } from '../../../platform/db/tables';
import {
  merchantAllowedIps,
  merchantApiKeys,
  merchantApiRequests,
  merchantWebhookRequests,
  merchantWebhooks,
} from './tables';
import type { Clock } from '../../../platform/clock/clock';
import { sha256Hex } from '../../../platform/lib/crypto';
import { toLogItem, type MerchantEvents } from './events';
import { checkDeliveryTarget, type Resolver } from './target';

/**
 * The merchant's REST tools under `/public-api` (issue 33 items 2, 3; spec 03 §3, §7 "Merchant tools"): webhooks
 * and their request log, API keys and the API request log, allowed IPs. Each call names the business customer;
 * routes.ts checks the caller's access to it first. Refusals are `MerchantRestError`s (400 with the problems
 * listed, 403, 404).
 */

export class MerchantRestError extends RestRefusal {}

export const MERCHANT_REST_TEXTS = {
  invalid: 'Invalid parameters',
  businessOnly: 'No access: merchant tools are for business customers only',
  webhookNotFound: 'No such webhook.',
  apiKeyNotFound: 'No such API key.',
  allowedIpNotFound: 'No such allowed IP range.',
  requestNotFound: 'No such webhook request.',
  webhookGone: 'The webhook of this request was deleted: it cannot be delivered again.',
} as const;

/** How many of each a customer may have (ours). */
export const MERCHANT_LIMITS = { webhooks: 20, apiKeys: 20, allowedIps: 50, apiLog: 500 } as const;

const invalid = (errors: string[]) => new MerchantRestError(400, MERCHANT_REST_TEXTS.invalid, errors);

export const webhookSecret = (): string => `whsec_${randomBytes(32).toString('hex')}`;

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** An API key: `mk_` and 40 random characters (62 each: about 238 bits). */
export function newApiKey(): string {
  let key = 'mk_';
  for (let i = 0; i < 40; i += 1) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}
/** The first characters kept to tell keys apart (`mk_` and 9 more). */
export const apiKeyPrefix = (key: string): string => key.slice(0, 12);
export const apiKeyHash = (key: string): string => sha256Hex(key);

type WebhookRow = typeof merchantWebhooks.$inferSelect;
const toWebhook = (row: WebhookRow): Webhook => ({
  id: row.id,
  customerId: row.customerId,
  name: row.name,
  enabled: row.enabled,
  url: row.url,
  secretHint: row.secret.slice(-4),
  createdAt: row.createdAt.toISOString(),
});
const toApiKey = (row: typeof merchantApiKeys.$inferSelect): ApiKey => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});
const toAllowedIp = (row: typeof merchantAllowedIps.$inferSelect): AllowedIp => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled,
  ipFrom: row.ipFrom,
  ipTo: row.ipTo,
});
const toApiRequest = (row: typeof merchantApiRequests.$inferSelect): ApiRequestLogItem => ({
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

/** A name as stored: trimmed, and not blank. */
function nameOf(name: string, errors: string[]): string {
  const trimmed = name.trim();
  if (trimmed === '') errors.push('name: required');
  return trimmed;
}

/** `YYYY-MM-DD` as the instant its day starts (UTC), or a problem. */
function dayStart(text: string | undefined, field: string, errors: string[]): Date | undefined {
  if (text === undefined || text === '') return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(text) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== text
  ) {
    errors.push(`${field}: a date (yyyy-mm-dd)`);
    return undefined;
  }
  return date;
}
const DAY_MS = 86_400_000;

/** A log page cursor: newer (`p`) or older (`n`) than an item. */
interface Cursor {
  d: 'n' | 'p';
  id: number;
}
const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
function decodeCursor(text: string): Cursor | undefined {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (
      (value.d === 'n' || value.d === 'p') &&
      Number.isInteger(value.id) &&
      value.id! > 0 &&
      value.id! < 2 ** 31
    )
      return { d: value.d, id: value.id! };
  } catch {
    // not a cursor
  }
  return undefined;
}

/** `%`, `_` and `\` stand for themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface MerchantRestDeps {
  db: Database;
  clock: Clock;
  events: MerchantEvents;
  allowedTargets: readonly string[];
  resolve?: Resolver;
}

export function createMerchantRestService({ db, clock, events, allowedTargets, resolve }: MerchantRestDeps) {
  async function assertBusiness(customerId: number): Promise<void> {
    const [row] = await db
      .select({ customerType: customers.customerType })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (row?.customerType !== 1) throw new MerchantRestError(403, MERCHANT_REST_TEXTS.businessOnly);
  }

  async function checkUrl(url: string): Promise<void> {
    const checked = await checkDeliveryTarget(url, allowedTargets, resolve);
    if (!checked.ok) throw invalid(checked.problems);
  }

  async function webhookOf(customerId: number, id: number): Promise<WebhookRow> {
    const [row] = await db
      .select()
      .from(merchantWebhooks)
      .where(and(eq(merchantWebhooks.id, id), eq(merchantWebhooks.customerId, customerId)));
    if (!row) throw new MerchantRestError(404, MERCHANT_REST_TEXTS.webhookNotFound);
    return row;
  }

  async function countOf(
    table: typeof merchantWebhooks | typeof merchantApiKeys | typeof merchantAllowedIps,
    customerId: number,
  ) {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.customerId, customerId));
    return row?.n ?? 0;
  }

  async function apiKeyOf(customerId: number, id: number) {
    const [row] = await db
      .select()
      .from(merchantApiKeys)
      .where(and(eq(merchantApiKeys.id, id), eq(merchantApiKeys.customerId, customerId)));
    if (!row) throw new MerchantRestError(404, MERCHANT_REST_TEXTS.apiKeyNotFound);
    return row;
  }

  async function allowedIpOf(customerId: number, id: number) {
    const [row] = await db
      .select()
      .from(merchantAllowedIps)
      .where(and(eq(merchantAllowedIps.id, id), eq(merchantAllowedIps.customerId, customerId)));
    if (!row) throw new MerchantRestError(404, MERCHANT_REST_TEXTS.allowedIpNotFound);
    return row;
  }

  function allowedIpValues(request: CreateAllowedIpRequest) {
    const errors: string[] = [];
    const name = nameOf(request.name, errors);
    const ipFrom = request.ipFrom.trim();
    const ipTo = request.ipTo.trim();
    errors.push(...ipRangeProblems(ipFrom, ipTo));
    if (errors.length > 0) throw invalid(errors);
    return { name, enabled: request.enabled, ipFrom, ipTo };
  }

  return {
    assertBusiness,

    // ---- Webhooks ------------------------------------------------------------------------------------------------
    async listWebhooks(customerId: number) {
      const rows = await db
        .select()
        .from(merchantWebhooks)
        .where(eq(merchantWebhooks.customerId, customerId))
        .orderBy(asc(merchantWebhooks.id));
      return { webhooks: rows.map(toWebhook) };
    },

    async createWebhook(request: CreateWebhookRequest) {
      const errors: string[] = [];
      const name = nameOf(request.name, errors);
      if (errors.length > 0) throw invalid(errors);
      await checkUrl(request.url);
      if ((await countOf(merchantWebhooks, request.customerId)) >= MERCHANT_LIMITS.webhooks)
        throw invalid([`webhooks: at most ${MERCHANT_LIMITS.webhooks}`]);
      const secret = webhookSecret();
      const now = clock.now();
      const [row] = await db
        .insert(merchantWebhooks)
        .values({
          customerId: request.customerId,
          name,
          enabled: request.enabled,
          url: request.url,
          secret,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return { webhook: toWebhook(row!), secret };
    },

    async updateWebhook(id: number, request: CreateWebhookRequest) {
      await webhookOf(request.customerId, id);
      const errors: string[] = [];
      const name = nameOf(request.name, errors);
      if (errors.length > 0) throw invalid(errors);
      await checkUrl(request.url);
      const [row] = await db
        .update(merchantWebhooks)
        .set({ name, enabled: request.enabled, url: request.url, updatedAt: clock.now() })
        .where(eq(merchantWebhooks.id, id))
        .returning();
      return { webhook: toWebhook(row!) };
    },

    async deleteWebhook(customerId: number, id: number) {
      await webhookOf(customerId, id);
      await db.delete(merchantWebhooks).where(eq(merchantWebhooks.id, id));
      return {};
    },

    async pingWebhook(customerId: number, url: string) {
      await checkUrl(url);
      return { request: await events.ping(customerId, url) };
    },

    async listWebhookRequests(
      query: WebhookRequestsQuery,
    ): Promise<Omit<WebhookRequestsResponse, 'responseCode'>> {
      const errors: string[] = [];
      const from = dayStart(query.fromDate, 'fromDate', errors);
      const to = dayStart(query.toDate, 'toDate', errors);
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      if (query.cursor && !cursor) errors.push('cursor: not a cursor of this log');
      if (from && to && from > to) errors.push('toDate: must not be before fromDate');
      if (errors.length > 0) throw invalid(errors);
      const limit = query.limit || MERCHANT_PAGE_SIZES.webhookLog;
      const filters: SQL[] = [eq(merchantWebhookRequests.customerId, query.customerId)];
      const text = query.query?.trim();
      if (text)
        filters.push(
          or(
            ilike(merchantWebhookRequests.url, likePattern(text)),
            ilike(merchantWebhookRequests.event, likePattern(text)),
            ilike(merchantWebhookRequests.eventId, likePattern(text)),
          )!,
        );
      if (from) filters.push(gte(merchantWebhookRequests.createdAt, from));
      if (to) filters.push(lt(merchantWebhookRequests.createdAt, new Date(to.getTime() + DAY_MS)));
      const [total] = await db
        .select({ n: count() })
        .from(merchantWebhookRequests)
        .where(and(...filters));
      const page =
        cursor?.d === 'p'
          ? (
              await db
                .select()
                .from(merchantWebhookRequests)
                .where(and(...filters, gt(merchantWebhookRequests.id, cursor.id)))
                .orderBy(asc(merchantWebhookRequests.id))
                .limit(limit)
            ).reverse()
          : await db
              .select()
              .from(merchantWebhookRequests)
              .where(and(...filters, ...(cursor ? [lt(merchantWebhookRequests.id, cursor.id)] : [])))
              .orderBy(desc(merchantWebhookRequests.id))
              .limit(limit);
      const exists = async (where: SQL) =>
        (
          await db
            .select({ id: merchantWebhookRequests.id })
            .from(merchantWebhookRequests)
            .where(and(...filters, where))
            .limit(1)
        ).length > 0;
      const first = page[0];
      const last = page[page.length - 1];
      const next =
        last && (await exists(lt(merchantWebhookRequests.id, last.id)))
          ? encodeCursor({ d: 'n', id: last.id })
          : null;
      const prev =
        first && (await exists(gt(merchantWebhookRequests.id, first.id)))
          ? encodeCursor({ d: 'p', id: first.id })
          : null;
      return {
        items: page.map(toLogItem),
        count: total?.n ?? 0,
        current: query.cursor ?? null,
        next,
        prev,
      };
    },

    async replayWebhookRequest(customerId: number, id: number) {
      const replayed = await events.replay(customerId, id);
      if (replayed === undefined) throw new MerchantRestError(404, MERCHANT_REST_TEXTS.requestNotFound);
      if (replayed === 'webhookGone') throw invalid([MERCHANT_REST_TEXTS.webhookGone]);
      return { request: replayed };
    },

    // ---- API keys --------------------------------------------------------------------------------------------------
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

    // ---- Allowed IPs -----------------------------------------------------------------------------------------------
    async listAllowedIps(customerId: number) {
      const rows = await db
        .select()
        .from(merchantAllowedIps)
        .where(eq(merchantAllowedIps.customerId, customerId))
        .orderBy(asc(merchantAllowedIps.id));
      return { allowedIps: rows.map(toAllowedIp) };
    },

    async getAllowedIp(customerId: number, id: number) {
      return { allowedIp: toAllowedIp(await allowedIpOf(customerId, id)) };
    },

    async createAllowedIp(request: CreateAllowedIpRequest) {
      const values = allowedIpValues(request);
      if ((await countOf(merchantAllowedIps, request.customerId)) >= MERCHANT_LIMITS.allowedIps)
        throw invalid([`allowedIps: at most ${MERCHANT_LIMITS.allowedIps}`]);
      const [row] = await db
        .insert(merchantAllowedIps)
        .values({ customerId: request.customerId, ...values, createdAt: clock.now() })
        .returning();
      return { allowedIp: toAllowedIp(row!) };
    },

    async updateAllowedIp(id: number, request: CreateAllowedIpRequest) {
      await allowedIpOf(request.customerId, id);
      const values = allowedIpValues(request);
      const [row] = await db
        .update(merchantAllowedIps)
        .set(values)
        .where(eq(merchantAllowedIps.id, id))
        .returning();
      return { allowedIp: toAllowedIp(row!) };
    },

    async deleteAllowedIp(customerId: number, id: number) {
      await allowedIpOf(customerId, id);
      await db.delete(merchantAllowedIps).where(eq(merchantAllowedIps.id, id));
      return {};
    },
  };
}

export type MerchantRestService = ReturnType<typeof createMerchantRestService>;
