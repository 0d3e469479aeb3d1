import type { Webhook, WebhookRequestLogItem } from '@portal/api/catalogue';
import { and, asc, count, desc, eq, gt, gte, ilike, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { merchantWebhookRequests, merchantWebhooks } from './tables';
import {
  toLogItem,
  toWebhook,
  type LogInsert,
  type LogRow,
  type WebhookInsert,
  type WebhookRow,
} from './records';

/** `%`, `_` and `\` stand for themselves in a search. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Which part of a customer's webhook request log: a text in the URL, event or event id, and a date range. */
export interface WebhookLogFilter {
  customerId: number;
  text?: string;
  from?: Date;
  /** The end of the range (excluded). */
  before?: Date;
}

/** One page of the webhook request log, and the items either side of it that another page would show. */
export interface WebhookLogPage {
  items: WebhookRequestLogItem[];
  count: number;
  /** The page's last item, when older ones follow it. */
  olderThan: number | null;
  /** The page's first item, when newer ones precede it. */
  newerThan: number | null;
}

/** The merchant's webhooks, the log of their deliveries and the attempts the deliveries make (issue 33 item 2). */
export function createWebhookQueries(db: Database) {
  return {
    /** The customer's webhooks, oldest first. */
    async webhooks(customerId: number): Promise<Webhook[]> {
      const rows = await db
        .select()
        .from(merchantWebhooks)
        .where(eq(merchantWebhooks.customerId, customerId))
        .orderBy(asc(merchantWebhooks.id));
      return rows.map(toWebhook);
    },

    /** The customer's webhook `id`, if it has it. */
    async customerWebhook(customerId: number, id: number): Promise<Webhook | undefined> {
      const [row] = await db
        .select()
        .from(merchantWebhooks)
        .where(and(eq(merchantWebhooks.id, id), eq(merchantWebhooks.customerId, customerId)));
      return row ? toWebhook(row) : undefined;
    },

    /** A webhook with its secret (a delivery signs with it). */
    async webhook(id: number): Promise<WebhookRow | undefined> {
      const [row] = await db.select().from(merchantWebhooks).where(eq(merchantWebhooks.id, id));
      return row;
    },

    /** The customer's enabled webhooks, oldest first: each gets a delivery of an event. */
    async enabledWebhooks(customerId: number): Promise<WebhookRow[]> {
      return db
        .select()
        .from(merchantWebhooks)
        .where(and(eq(merchantWebhooks.customerId, customerId), eq(merchantWebhooks.enabled, true)))
        .orderBy(asc(merchantWebhooks.id));
    },

    /** The customer's first webhook of this URL (a ping signs with its secret). */
    async webhookOfUrl(customerId: number, url: string): Promise<WebhookRow | undefined> {
      const [row] = await db
        .select()
        .from(merchantWebhooks)
        .where(and(eq(merchantWebhooks.customerId, customerId), eq(merchantWebhooks.url, url)))
        .orderBy(asc(merchantWebhooks.id))
        .limit(1);
      return row;
    },

    async insertWebhook(values: WebhookInsert): Promise<Webhook> {
      const [row] = await db.insert(merchantWebhooks).values(values).returning();
      return toWebhook(row!);
    },

    async updateWebhook(
      id: number,
      values: Pick<WebhookInsert, 'name' | 'enabled' | 'url' | 'updatedAt'>,
    ): Promise<Webhook> {
      const [row] = await db
        .update(merchantWebhooks)
        .set(values)
        .where(eq(merchantWebhooks.id, id))
        .returning();
      return toWebhook(row!);
    },

    async deleteWebhook(id: number): Promise<void> {
      await db.delete(merchantWebhooks).where(eq(merchantWebhooks.id, id));
    },

    // ---- The webhook request log ---------------------------------------------------------------------------------

    /**
     * A page of the log, newest first: `cursor` `n` reads older than an item, `p` newer (read oldest first, turned
     * round); with the count of the whole filtered log and whether more lie either side.
     */
    async webhookLogPage(
      filter: WebhookLogFilter,
      cursor: { d: 'n' | 'p'; id: number } | undefined,
      limit: number,
    ): Promise<WebhookLogPage> {
      const filters: SQL[] = [eq(merchantWebhookRequests.customerId, filter.customerId)];
      const text = filter.text;
      if (text)
        filters.push(
          or(
            ilike(merchantWebhookRequests.url, likePattern(text)),
            ilike(merchantWebhookRequests.event, likePattern(text)),
            ilike(merchantWebhookRequests.eventId, likePattern(text)),
          )!,
        );
      if (filter.from) filters.push(gte(merchantWebhookRequests.createdAt, filter.from));
      if (filter.before) filters.push(lt(merchantWebhookRequests.createdAt, filter.before));
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
      const olderThan = last && (await exists(lt(merchantWebhookRequests.id, last.id))) ? last.id : null;
      const newerThan = first && (await exists(gt(merchantWebhookRequests.id, first.id))) ? first.id : null;
      return { items: page.map(toLogItem), count: total?.n ?? 0, olderThan, newerThan };
    },

    /** The customer's log item `id`. */
    async webhookRequest(customerId: number, id: number): Promise<LogRow | undefined> {
      const [row] = await db
        .select()
        .from(merchantWebhookRequests)
        .where(and(eq(merchantWebhookRequests.id, id), eq(merchantWebhookRequests.customerId, customerId)));
      return row;
    },

    /** Stores an attempt, `pending` and not yet sent. */
    async insertAttempt(values: Omit<LogInsert, 'status' | 'requestHeaders'>, now: Date): Promise<LogRow> {
      const [row] = await db
        .insert(merchantWebhookRequests)
        .values({ createdAt: now, ...values, status: 'pending', requestHeaders: {} })
        .returning();
      return row!;
    },

    /** Records what an attempt sent and was answered (undefined if the row is gone). */
    async recordAttempt(
      id: number,
      outcome: Pick<
        LogInsert,
        | 'status'
        | 'requestHeaders'
        | 'responseStatus'
        | 'responseBody'
        | 'error'
        | 'durationMs'
        | 'nextAttemptAt'
      >,
    ): Promise<LogRow | undefined> {
      const [row] = await db
        .update(merchantWebhookRequests)
        .set(outcome)
        .where(eq(merchantWebhookRequests.id, id))
        .returning();
      return row;
    },

    /** Retries that have come due and nobody claimed, oldest first (at most 100). */
    async dueRetries(now: Date): Promise<LogRow[]> {
      return db
        .select()
        .from(merchantWebhookRequests)
        .where(
          and(
            eq(merchantWebhookRequests.status, 'retrying'),
            eq(merchantWebhookRequests.retryClaimed, false),
            lte(merchantWebhookRequests.nextAttemptAt, now),
          ),
        )
        .orderBy(asc(merchantWebhookRequests.id))
        .limit(100);
    },

    /** Claims a due retry; false when another sweep claimed it first. */
    async claimRetry(id: number): Promise<boolean> {
      const [claimed] = await db
        .update(merchantWebhookRequests)
        .set({ retryClaimed: true })
        .where(and(eq(merchantWebhookRequests.id, id), eq(merchantWebhookRequests.retryClaimed, false)))
        .returning({ id: merchantWebhookRequests.id });
      return claimed !== undefined;
    },

    /** Ends a delivery whose webhook was deleted or switched off. */
    async failRetry(id: number, error: string): Promise<void> {
      await db
        .update(merchantWebhookRequests)
        .set({ status: 'failed', nextAttemptAt: null, error })
        .where(eq(merchantWebhookRequests.id, id));
    },
  };
}
