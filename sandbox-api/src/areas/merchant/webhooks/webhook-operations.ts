import {
  MERCHANT_PAGE_SIZES,
  type CreateWebhookRequest,
  type WebhookRequestsQuery,
  type WebhookRequestsResponse,
} from '@portal/api/catalogue';
import { and, asc, count, desc, eq, gt, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { merchantWebhookRequests, merchantWebhooks } from './tables';
import { toLogItem } from './events';
import { checkDeliveryTarget } from '../../../platform/lib/delivery-target';
import {
  MerchantRestError,
  MERCHANT_REST_TEXTS,
  MERCHANT_LIMITS,
  invalid,
  webhookSecret,
  type WebhookRow,
  toWebhook,
  nameOf,
  dayStart,
  DAY_MS,
  encodeCursor,
  decodeCursor,
  likePattern,
  type MerchantRestDeps,
} from './rest-rules';
import type { MerchantRestAccess } from './rest-rules';

/** The merchant's webhooks and their request log (issue 33 item 2). */
export function createWebhookOperations(
  { db, clock, events, allowedTargets, resolve }: MerchantRestDeps,
  { countOf }: Pick<MerchantRestAccess, 'countOf'>,
) {
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

  return {
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
  };
}
