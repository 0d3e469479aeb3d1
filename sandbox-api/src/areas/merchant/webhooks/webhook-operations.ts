import {
  MERCHANT_PAGE_SIZES,
  type CreateWebhookRequest,
  type Webhook,
  type WebhookRequestsQuery,
  type WebhookRequestsResponse,
} from '@portal/api/catalogue';
import { checkDeliveryTarget } from '../../../platform/lib/delivery-target';
import {
  MerchantRestError,
  MERCHANT_REST_TEXTS,
  MERCHANT_LIMITS,
  invalid,
  webhookSecret,
  nameOf,
  dayStart,
  DAY_MS,
  encodeCursor,
  decodeCursor,
  type MerchantRestDeps,
} from './rest-rules';
import type { MerchantRestAccess } from './rest-rules';

/** The merchant's webhooks and their request log (issue 33 item 2). */
export function createWebhookOperations(
  { repository, clock, events, allowedTargets, resolve }: MerchantRestDeps,
  { countOf }: Pick<MerchantRestAccess, 'countOf'>,
) {
  async function checkUrl(url: string): Promise<void> {
    const checked = await checkDeliveryTarget(url, allowedTargets, resolve);
    if (!checked.ok) throw invalid(checked.problems);
  }

  async function webhookOf(customerId: number, id: number): Promise<Webhook> {
    const webhook = await repository.customerWebhook(customerId, id);
    if (!webhook) throw new MerchantRestError(404, MERCHANT_REST_TEXTS.webhookNotFound);
    return webhook;
  }

  return {
    async listWebhooks(customerId: number) {
      return { webhooks: await repository.webhooks(customerId) };
    },

    async createWebhook(request: CreateWebhookRequest) {
      const errors: string[] = [];
      const name = nameOf(request.name, errors);
      if (errors.length > 0) throw invalid(errors);
      await checkUrl(request.url);
      if ((await countOf('webhooks', request.customerId)) >= MERCHANT_LIMITS.webhooks)
        throw invalid([`webhooks: at most ${MERCHANT_LIMITS.webhooks}`]);
      const secret = webhookSecret();
      const now = clock.now();
      const webhook = await repository.insertWebhook({
        customerId: request.customerId,
        name,
        enabled: request.enabled,
        url: request.url,
        secret,
        createdAt: now,
        updatedAt: now,
      });
      return { webhook, secret };
    },

    async updateWebhook(id: number, request: CreateWebhookRequest) {
      await webhookOf(request.customerId, id);
      const errors: string[] = [];
      const name = nameOf(request.name, errors);
      if (errors.length > 0) throw invalid(errors);
      await checkUrl(request.url);
      const webhook = await repository.updateWebhook(id, {
        name,
        enabled: request.enabled,
        url: request.url,
        updatedAt: clock.now(),
      });
      return { webhook };
    },

    async deleteWebhook(customerId: number, id: number) {
      await webhookOf(customerId, id);
      await repository.deleteWebhook(id);
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
      const text = query.query?.trim();
      const page = await repository.webhookLogPage(
        {
          customerId: query.customerId,
          ...(text ? { text } : {}),
          ...(from ? { from } : {}),
          ...(to ? { before: new Date(to.getTime() + DAY_MS) } : {}),
        },
        cursor,
        limit,
      );
      return {
        items: page.items,
        count: page.count,
        current: query.cursor ?? null,
        next: page.olderThan !== null ? encodeCursor({ d: 'n', id: page.olderThan }) : null,
        prev: page.newerThan !== null ? encodeCursor({ d: 'p', id: page.newerThan }) : null,
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
