import type { WebhookDeliveryStatus, WebhookEventType } from '@portal/api/catalogue';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '@portal/api/catalogue';
import { signWebhook } from '@portal/api/merchant-webhooks';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../../platform/config';
import type { Database } from '../../../platform/db/client';
import { customers } from '../../../platform/db/tables';
import {
  merchantAllowedIps,
  merchantApiKeys,
  merchantApiRequests,
  merchantPaymentRequests,
  merchantWebhookRequests,
  merchantWebhooks,
} from './tables';
import { MERCHANT_DEMO } from '../../../platform/db/merchant-personas';
import { sha256Hex } from '../../../platform/lib/crypto';

/**
 * Mia's server-to-server tools (issue 33; README): two webhooks (one to the demo receiver, one switched off) with
 * about 30 logged attempts (delivered, failed, retrying), two API keys (one disabled) with about 15 logged calls,
 * three allowed-IP ranges (127.0.0.1 and ::1, so the seeded key works from this machine, and one switched off) and
 * three payment requests. Max (`max.merchant@demo.test`) has none: the webhook journey makes its own. Dated back
 * from the day of seeding; written once (nothing is written while Mia has a webhook).
 */
export const MERCHANT_HOOKS_DEMO = {
  /** The demo receiver's endpoint of Mia's first webhook (`/hooks/mia`), and the secret both know. */
  receiverEndpoint: 'mia',
  receiverSecret: 'whsec_dba2dedf153250188d684feca8b3e4dd5d030cbd6c1fca5f7a54deec0b5f46b9',
  /** The seeded enabled API key (a sandbox demo: README names it, so the public API can be tried at once). */
  apiKey: 'mk_DemoMiaMarket000000000000000000000000000',
} as const;

const DISABLED_HOOK_SECRET = 'whsec_a739b40e15f8f49a2f3f0e6d52140061fd21a6811717ea43e49071c31e808803';
const OLD_API_KEY = 'mk_DemoMiaOldIntegration0000000000000000000';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The receiver's port as the running sandbox computes it (PORT + 1000 unless MERCHANT_RECEIVER_PORT says). */
function receiverPort(): number {
  try {
    return loadConfig().merchantReceiverPort || 5000;
  } catch {
    return 5000;
  }
}

interface LoggedAttempt {
  webhook: 'receiver' | 'old';
  event: WebhookEventType;
  eventId: string;
  attempt: number;
  status: WebhookDeliveryStatus;
  at: Date;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
  durationMs: number | null;
  nextAttemptAt: Date | null;
  retryClaimed: boolean;
  data: Record<string, unknown>;
}

export async function seedMerchantHooksDemoData(db: Database, now = new Date()): Promise<void> {
  const { mia } = MERCHANT_DEMO;
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, mia.customerId));
  if (!customer) return;
  const [present] = await db
    .select({ id: merchantWebhooks.id })
    .from(merchantWebhooks)
    .where(eq(merchantWebhooks.customerId, mia.customerId))
    .limit(1);
  if (present) return;

  await db.transaction(async (tx) => {
    const receiverUrl = `http://127.0.0.1:${receiverPort()}/hooks/${MERCHANT_HOOKS_DEMO.receiverEndpoint}`;
    const oldUrl = 'https://fulfilment.example.com/hooks/portal';
    const [receiverHook, oldHook] = await tx
      .insert(merchantWebhooks)
      .values([
        {
          customerId: mia.customerId,
          name: 'Shop server (demo receiver)',
          enabled: true,
          url: receiverUrl,
          secret: MERCHANT_HOOKS_DEMO.receiverSecret,
          createdAt: new Date(now.getTime() - 40 * DAY),
          updatedAt: new Date(now.getTime() - 40 * DAY),
        },
        {
          customerId: mia.customerId,
          name: 'Old fulfilment service',
          enabled: false,
          url: oldUrl,
          secret: DISABLED_HOOK_SECRET,
          createdAt: new Date(now.getTime() - 60 * DAY),
          updatedAt: new Date(now.getTime() - 20 * DAY),
        },
      ])
      .returning();

    // ---- The webhook request log: oldest first, so ids follow time ------------------------------------------------
    const payers = [
      ['paco.payer@demo.test', 'Paco Pardo'],
      ['lena.buyer@example.com', 'Lena Buyer'],
      ['tom.shopper@example.com', 'Tom Shopper'],
      ['ines.client@example.com', 'Ines Client'],
    ] as const;
    const attempts: LoggedAttempt[] = [];
    const delivered = (
      webhook: LoggedAttempt['webhook'],
      event: WebhookEventType,
      daysAgo: number,
      index: number,
      data: Record<string, unknown>,
    ): LoggedAttempt => ({
      webhook,
      event,
      eventId: `evt_seed${String(index).padStart(4, '0')}${'0'.repeat(12)}`,
      attempt: 1,
      status: 'delivered',
      at: new Date(now.getTime() - daysAgo * DAY),
      responseStatus: 200,
      responseBody: '{"received":true}',
      error: null,
      durationMs: 40 + ((index * 17) % 90),
      nextAttemptAt: null,
      retryClaimed: false,
      data,
    });
    const payment = (index: number, amount: string) => {
      const [email, name] = payers[index % payers.length]!;
      return {
        transactionId: 5_000_000 - index,
        accountId: mia.eurAccountId,
        amount,
        currencyCode: 'EUR',
        payerEmail: email,
        payerName: name,
        description: `Order ${1040 + index}`,
      };
    };
    // The old service, before it was switched off: failed deliveries of one event, every retry logged.
    const failedId = `evt_seedfail${'0'.repeat(16)}`;
    const failedAt = now.getTime() - 25 * DAY;
    const backoff = [0, 10, 70, 370, 2170];
    backoff.forEach((seconds, i) =>
      attempts.push({
        webhook: 'old',
        event: 'payment.received',
        eventId: failedId,
        attempt: i + 1,
        status: i < backoff.length - 1 ? 'retrying' : 'failed',
        at: new Date(failedAt + seconds * 1000),
        responseStatus: i % 2 === 0 ? 503 : null,
        responseBody: i % 2 === 0 ? 'Service Unavailable' : null,
        error: i % 2 === 0 ? null : 'no answer within 10000 ms',
        durationMs: i % 2 === 0 ? 120 : 10_000,
        nextAttemptAt: i < backoff.length - 1 ? new Date(failedAt + backoff[i + 1]! * 1000) : null,
        retryClaimed: i < backoff.length - 1,
        data: payment(0, '49.00'),
      }),
    );
    attempts.push({
      ...delivered('old', 'ping', 24, 900, { message: 'Ping from the portal' }),
      status: 'failed',
      responseStatus: 404,
      responseBody: 'Not Found',
    });
    // The receiver: deliveries over three weeks.
    const events: [WebhookEventType, (i: number) => Record<string, unknown>][] = [
      ['payment.received', (i) => payment(i, `${(12 + i * 3.5).toFixed(2)}`)],
      ['ipn.created', (i) => ({ id: 300 + i, ...payment(i, `${(20 + i).toFixed(2)}`), status: 'sent' })],
      ['payment.received', (i) => payment(i, `${(99 + i).toFixed(2)}`)],
      [
        'subscription.created',
        (i) => ({
          subscriptionId: 400 + i,
          email: payers[i % payers.length]![0],
          planName: 'Monthly box',
          amount: '19.90',
          currencyCode: 'EUR',
          period: 'month',
        }),
      ],
      ['payment.refunded', (i) => ({ paymentId: 5_000_000 - i, amount: '5.00', currencyCode: 'EUR' })],
    ];
    attempts.push(delivered('receiver', 'ping', 21, 1, { message: 'Ping from the portal' }));
    for (let i = 0; i < 20; i += 1) {
      const [event, data] = events[i % events.length]!;
      attempts.push(delivered('receiver', event, 20 - i, 10 + i, data(i)));
    }
    // A failed one that then got through on its second attempt...
    const flakyId = `evt_seedflaky${'0'.repeat(15)}`;
    const flakyAt = now.getTime() - 2 * DAY;
    attempts.push({
      ...delivered('receiver', 'payment.received', 2, 50, payment(5, '75.00')),
      eventId: flakyId,
      status: 'retrying',
      responseStatus: 500,
      responseBody: '{"error":"database busy"}',
      nextAttemptAt: new Date(flakyAt + 10_000),
      retryClaimed: true,
    });
    attempts.push({
      ...delivered('receiver', 'payment.received', 2, 50, payment(5, '75.00')),
      eventId: flakyId,
      attempt: 2,
      at: new Date(flakyAt + 10_000),
    });
    // ...and one waiting for its next attempt now (the sweep retries it against the receiver).
    attempts.push({
      ...delivered('receiver', 'payment.received', 0, 60, payment(6, '18.40')),
      at: new Date(now.getTime() - 5 * MINUTE),
      status: 'retrying',
      responseStatus: 502,
      responseBody: 'Bad Gateway',
      nextAttemptAt: new Date(now.getTime() + 25 * MINUTE),
    });

    for (const [index, logged] of attempts.entries()) {
      const hook = logged.webhook === 'receiver' ? receiverHook! : oldHook!;
      const body = JSON.stringify({
        id: logged.eventId,
        type: logged.event,
        createdAt: new Date(logged.at.getTime() - (logged.attempt - 1) * 1000).toISOString(),
        customerId: mia.customerId,
        data: logged.data,
      });
      const timestamp = Math.floor(logged.at.getTime() / 1000);
      await tx.insert(merchantWebhookRequests).values({
        customerId: mia.customerId,
        webhookId: hook.id,
        url: hook.url,
        event: logged.event,
        eventId: logged.eventId,
        attempt: logged.attempt,
        status: logged.status,
        requestHeaders: {
          'content-type': 'application/json',
          'user-agent': 'PortalWebhooks/1.0',
          [WEBHOOK_EVENT_HEADER]: logged.event,
          [WEBHOOK_DELIVERY_HEADER]: String(index + 1),
          [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
          [WEBHOOK_SIGNATURE_HEADER]: await signWebhook(hook.secret, timestamp, body),
        },
        requestBody: body,
        responseStatus: logged.responseStatus,
        responseBody: logged.responseBody,
        error: logged.error,
        durationMs: logged.durationMs,
        createdAt: logged.at,
        nextAttemptAt: logged.nextAttemptAt,
        retryClaimed: logged.retryClaimed,
      });
    }

    // ---- API keys and their log ------------------------------------------------------------------------------------
    const [shopKey, oldKey] = await tx
      .insert(merchantApiKeys)
      .values([
        {
          customerId: mia.customerId,
          name: 'Shop backend',
          enabled: true,
          prefix: MERCHANT_HOOKS_DEMO.apiKey.slice(0, 12),
          keyHash: sha256Hex(MERCHANT_HOOKS_DEMO.apiKey),
          createdAt: new Date(now.getTime() - 30 * DAY),
          lastUsedAt: new Date(now.getTime() - 1 * DAY),
        },
        {
          customerId: mia.customerId,
          name: 'Old integration',
          enabled: false,
          prefix: OLD_API_KEY.slice(0, 12),
          keyHash: sha256Hex(OLD_API_KEY),
          createdAt: new Date(now.getTime() - 90 * DAY),
          lastUsedAt: new Date(now.getTime() - 28 * DAY),
        },
      ])
      .returning();
    const calls: [number, string, string, number, string, string | null][] = [
      [14, 'POST', '/merchant-api/v1/payment-requests', 201, '127.0.0.1', null],
      [13, 'GET', '/merchant-api/v1/payment-requests/1', 200, '127.0.0.1', null],
      [12, 'GET', '/merchant-api/v1/payments', 200, '127.0.0.1', null],
      [11, 'GET', '/merchant-api/v1/payments', 200, '::1', null],
      [
        10,
        'POST',
        '/merchant-api/v1/payment-requests',
        400,
        '127.0.0.1',
        'amount: must be a decimal amount such as 12.50',
      ],
      [9, 'POST', '/merchant-api/v1/payment-requests', 201, '127.0.0.1', null],
      [8, 'GET', '/merchant-api/v1/payments/5000001', 404, '127.0.0.1', 'notFound'],
      [7, 'GET', '/merchant-api/v1/payments', 403, '203.0.113.7', 'ipNotAllowed'],
      [6, 'GET', '/merchant-api/v1/payments', 200, '127.0.0.1', null],
      [5, 'POST', '/merchant-api/v1/payment-requests', 201, '::1', null],
      [4, 'GET', '/merchant-api/v1/payment-requests/3', 200, '127.0.0.1', null],
      [3, 'GET', '/merchant-api/v1/payments', 200, '127.0.0.1', null],
      [2, 'GET', '/merchant-api/v1/payments', 429, '127.0.0.1', 'rateLimited'],
      [1, 'GET', '/merchant-api/v1/payments', 200, '127.0.0.1', null],
    ];
    await tx.insert(merchantApiRequests).values([
      ...[29, 28].map((daysAgo) => ({
        customerId: mia.customerId,
        apiKeyId: oldKey!.id,
        method: 'GET',
        path: '/merchant-api/v1/payments',
        statusCode: daysAgo === 29 ? 200 : 403,
        ip: '198.51.100.20',
        error: daysAgo === 29 ? null : 'keyDisabled',
        durationMs: 12,
        createdAt: new Date(now.getTime() - daysAgo * DAY),
      })),
      ...calls.map(([daysAgo, method, path, statusCode, ip, error], i) => ({
        customerId: mia.customerId,
        apiKeyId: shopKey!.id,
        method,
        path,
        statusCode,
        ip,
        error,
        durationMs: 8 + ((i * 13) % 40),
        createdAt: new Date(now.getTime() - daysAgo * DAY),
      })),
    ]);

    // ---- Allowed IPs -----------------------------------------------------------------------------------------------
    await tx.insert(merchantAllowedIps).values([
      {
        customerId: mia.customerId,
        name: 'This machine (IPv4)',
        enabled: true,
        ipFrom: '127.0.0.1',
        ipTo: '127.0.0.1',
      },
      { customerId: mia.customerId, name: 'This machine (IPv6)', enabled: true, ipFrom: '::1', ipTo: '::1' },
      {
        customerId: mia.customerId,
        name: 'Old office',
        enabled: false,
        ipFrom: '198.51.100.0',
        ipTo: '198.51.100.255',
      },
    ]);

    // ---- Payment requests ------------------------------------------------------------------------------------------
    await tx.insert(merchantPaymentRequests).values([
      {
        customerId: mia.customerId,
        apiKeyId: shopKey!.id,
        amount: '24.90',
        currencyCode: 'EUR',
        description: 'Order 1031: organic coffee',
        reference: 'ORD-1031',
        payerEmail: 'lena.buyer@example.com',
        status: 'paid',
        createdAt: new Date(now.getTime() - 14 * DAY),
      },
      {
        customerId: mia.customerId,
        apiKeyId: shopKey!.id,
        amount: '120.00',
        currencyCode: 'USD',
        description: 'Order 1032: gift hamper',
        reference: 'ORD-1032',
        payerEmail: null,
        status: 'open',
        createdAt: new Date(now.getTime() - 9 * DAY),
      },
      {
        customerId: mia.customerId,
        apiKeyId: shopKey!.id,
        amount: '8.50',
        currencyCode: 'EUR',
        description: 'Order 1033: tea sampler',
        reference: null,
        payerEmail: 'tom.shopper@example.com',
        status: 'cancelled',
        createdAt: new Date(now.getTime() - 5 * DAY),
      },
    ]);
  });
}
