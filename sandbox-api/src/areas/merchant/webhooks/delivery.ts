import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  WEBHOOK_TIMEOUT_MS,
  type WebhookDeliveryStatus,
  type WebhookEvent,
  type WebhookEventType,
  type WebhookRequestLogItem,
} from '@portal/api/catalogue';
import { signWebhook } from '@portal/api/merchant-webhooks';
import type { Clock } from '../../../platform/clock/clock';
import { deliverToUrl, type Resolver, type TargetOutcome } from '../../../platform/lib/delivery-target';
import { toLogItem, type LogInsert, type LogRow } from './records';
import type { MerchantWebhooksRepository } from './repository';

export { toLogItem } from './records';
export type { LogRow } from './records';

/** What the webhook events work with: the slice's repository, the clock, the targets, the retries' back-off. */
export interface MerchantEventsDeps {
  repository: MerchantWebhooksRepository;
  clock: Clock;
  /** `host:port` targets that may be loopback or private (config `webhookAllowedTargets`). */
  allowedTargets: readonly string[];
  /** Back-off of retries (config `webhookRetryDelaysSeconds`); the first attempt is immediate. */
  retryDelaysSeconds: readonly number[];
  timeoutMs?: number;
  resolve?: Resolver;
  /** Where delivery errors go (the app's logger); never thrown. */
  logError?: (message: string, error: unknown) => void;
}

export const newEventId = (): string => `evt_${randomBytes(12).toString('hex')}`;

/**
 * One attempt of a delivery: stored as a row of the webhook request log, POSTed signed, its answer recorded and its
 * retry scheduled; deliveries run in the background, tracked so that `idle` can wait for them.
 */
export function createWebhookDelivery(deps: MerchantEventsDeps) {
  const { repository, clock, allowedTargets, retryDelaysSeconds } = deps;
  const logError = deps.logError ?? ((message, error) => console.error(`[merchant-hooks] ${message}`, error));
  /** Deliveries running in the background: `idle()` waits for them (tests, shutdown). */
  const running = new Set<Promise<unknown>>();

  function track<T>(work: Promise<T>): void {
    const tracked = work.catch((error: unknown) => logError('delivery failed', error));
    running.add(tracked);
    void tracked.finally(() => running.delete(tracked));
  }

  /** One POST of a stored attempt; the row gets its headers, the answer and its status. */
  async function send(
    row: LogRow,
    secret: string,
    options: { retries: boolean },
  ): Promise<WebhookRequestLogItem> {
    const timestamp = Math.floor(clock.now().getTime() / 1000);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': 'PortalWebhooks/1.0',
      [WEBHOOK_EVENT_HEADER]: row.event,
      [WEBHOOK_DELIVERY_HEADER]: String(row.id),
      [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
      [WEBHOOK_SIGNATURE_HEADER]: await signWebhook(secret, timestamp, row.requestBody),
    };
    let outcome: TargetOutcome;
    try {
      outcome = await deliverToUrl(
        row.url,
        allowedTargets,
        { body: row.requestBody, headers, timeoutMs: deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS },
        deps.resolve,
      );
    } catch (error) {
      outcome = { responseStatus: null, responseBody: null, error: String(error), durationMs: 0 };
    }
    const delivered =
      outcome.responseStatus !== null && outcome.responseStatus >= 200 && outcome.responseStatus < 300;
    const delay = retryDelaysSeconds[row.attempt - 1];
    const retry = !delivered && options.retries && delay !== undefined;
    const status: WebhookDeliveryStatus = delivered ? 'delivered' : retry ? 'retrying' : 'failed';
    const updated = await repository.recordAttempt(row.id, {
      status,
      requestHeaders: headers,
      responseStatus: outcome.responseStatus,
      responseBody: outcome.responseBody,
      error: outcome.error,
      durationMs: outcome.durationMs,
      nextAttemptAt: retry ? new Date(clock.now().getTime() + delay * 1000) : null,
    });
    return toLogItem(updated ?? row);
  }

  /** Stores an attempt of a delivery, `pending` until it is sent. */
  async function insertAttempt(values: Omit<LogInsert, 'status' | 'requestHeaders'>): Promise<LogRow> {
    return repository.insertAttempt(values, clock.now());
  }

  const eventBody = (customerId: number, type: WebhookEventType, data: Record<string, unknown>) => {
    const event: WebhookEvent = {
      id: newEventId(),
      type,
      createdAt: clock.now().toISOString(),
      customerId,
      data,
    };
    return { event, body: JSON.stringify(event) };
  };

  return { logError, running, track, send, insertAttempt, eventBody };
}
