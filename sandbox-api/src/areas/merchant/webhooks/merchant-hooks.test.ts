import {
  MERCHANT_API_PATHS,
  MERCHANT_REST_PATHS,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookRequestLogItem,
} from '@portal/api/catalogue';
import { verifyWebhookSignature } from '@portal/api/merchant-webhooks';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { merchantApiKeys, merchantWebhooks } from './tables';
import { MERCHANT_DEMO } from '../../../platform/db/merchant-personas';
import { MERCHANT_HOOKS_DEMO } from './seed';
import { sha256Hex } from '../../../platform/lib/crypto';
import { buildReceiverApp, type ReceivedDelivery } from '../../../providers/merchant-receiver/app';
import type { SandboxConfig } from '../../../platform/config';
import { SANDBOX_DATABASES, signIn, useSandbox } from '../../../testing/sandbox';
import { balanceOf, sessionOf } from '../../../testing/money';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON

// Webhooks, API keys, allowed IPs and the public merchant API, on PGlite and on PostgreSQL alike (issue 33).
describe.each(SANDBOX_DATABASES)('merchant hooks on %s', (database) => {
  const { mia, rob, paco, max } = MERCHANT_DEMO;
  // The demo receiver on a free loopback port, the one private target this sandbox may reach; retries at once.
  let receiver: FastifyInstance;
  let receiverOrigin = '';
  const config: Partial<SandboxConfig> = { webhookRetryDelaysSeconds: [0, 0] };
  beforeAll(async () => {
    receiver = await buildReceiverApp();
    await receiver.listen({ port: 0, host: '127.0.0.1' });
    const address = receiver.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    receiverOrigin = `http://127.0.0.1:${port}`;
    config.webhookAllowedTargets = [`127.0.0.1:${port}`];
  });
  afterAll(async () => {
    await receiver.close();
  });
  const sandbox = useSandbox({ database, config });
  const db = () => sandbox.database.db;
  const events = () => sandbox.app.merchantEvents;

  const tokens = new Map<string, string>();
  beforeEach(() => tokens.clear());
  async function auth(email: string) {
    if (!tokens.has(email)) tokens.set(email, (await signIn(sandbox.app, email)).accessToken);
    return { authorization: `Bearer ${tokens.get(email)}` };
  }
  async function rest(
    email: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    query?: Record<string, string>,
  ) {
    const response = await sandbox.app.inject({
      method,
      url: path,
      query,
      headers: email ? await auth(email) : {},
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.json<Json>() };
  }
  const withId = (path: string, id: number | string) => path.replace(':id', String(id));
  const endpoint = (name: string) => `${receiverOrigin}/hooks/${name}`;
  async function configureEndpoint(name: string, settings: { secret?: string; status?: number }) {
    await receiver.inject({ method: 'PUT', url: `/endpoints/${name}`, payload: settings });
  }
  async function receivedAt(name: string): Promise<ReceivedDelivery[]> {
    return (await receiver.inject({ method: 'GET', url: `/endpoints/${name}/deliveries` })).json();
  }
  async function createWebhook(email: string, customerId: number, url: string, name = 'Shop') {
    const created = await rest(email, 'POST', MERCHANT_REST_PATHS.webhooks, {
      customerId,
      name,
      enabled: true,
      url,
    });
    expect(created.status).toBe(200);
    return created.body as { webhook: { id: number; secretHint: string }; secret: string };
  }
  async function logOf(customerId: number, query: Record<string, string> = {}) {
    const email = customerId === mia.customerId ? mia.email : max.email;
    const answer = await rest(email, 'GET', MERCHANT_REST_PATHS.webhookRequests, undefined, {
      customerId: String(customerId),
      ...query,
    });
    expect(answer.status).toBe(200);
    return answer.body as Json & { items: WebhookRequestLogItem[] };
  }
  /** Paco (personal, no approval) pays Max person to person. */
  async function pacoPaysMax(amount: string): Promise<number> {
    const call = await sessionOf(sandbox.app, paco.email);
    const answer = await call('transferP2p', {
      accountId: paco.accountId,
      amount,
      currency: 'EUR',
      toEmail: max.email,
    });
    expect(answer).toMatchObject({ responseCode: '00' });
    return answer.transactionId as number;
  }

  describe('webhooks over REST', () => {
    it('creates (the secret once), lists, updates and deletes, for full access only', async () => {
      const created = await createWebhook(max.email, max.customerId, endpoint('crud'));
      expect(created.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
      expect(created).toMatchObject({
        responseCode: '00',
        webhook: {
          customerId: max.customerId,
          name: 'Shop',
          enabled: true,
          secretHint: created.secret.slice(-4),
        },
      });
      const [stored] = await db()
        .select()
        .from(merchantWebhooks)
        .where(eq(merchantWebhooks.id, created.webhook.id));
      expect(stored!.secret).toBe(created.secret);

      const list = await rest(max.email, 'GET', MERCHANT_REST_PATHS.webhooks, undefined, {
        customerId: String(max.customerId),
      });
      expect(list.status).toBe(200);
      expect(JSON.stringify(list.body)).not.toContain(created.secret);
      expect(list.body.webhooks).toHaveLength(1);

      const updated = await rest(max.email, 'PUT', withId(MERCHANT_REST_PATHS.webhook, created.webhook.id), {
        customerId: max.customerId,
        name: 'Renamed',
        enabled: false,
        url: endpoint('crud2'),
      });
      expect(updated.body.webhook).toMatchObject({ name: 'Renamed', enabled: false, url: endpoint('crud2') });
      expect(updated.body.secret).toBeUndefined();

      // Another customer's webhook is not found; then deleted.
      expect(
        (
          await rest(
            mia.email,
            'DELETE',
            withId(MERCHANT_REST_PATHS.webhook, created.webhook.id),
            undefined,
            {
              customerId: String(mia.customerId),
            },
          )
        ).status,
      ).toBe(404);
      const deleted = await rest(
        max.email,
        'DELETE',
        withId(MERCHANT_REST_PATHS.webhook, created.webhook.id),
        undefined,
        {
          customerId: String(max.customerId),
        },
      );
      expect(deleted).toEqual({ status: 200, body: { responseCode: '00' } });
    });

    it('refuses a read-only user, a personal customer, a stranger and no session', async () => {
      const readOnly = await rest(rob.email, 'GET', MERCHANT_REST_PATHS.webhooks, undefined, {
        customerId: String(mia.customerId),
      });
      expect(readOnly).toMatchObject({ status: 403, body: { responseCode: 'ENOA' } });
      const personal = await rest(paco.email, 'GET', MERCHANT_REST_PATHS.apiKeys, undefined, {
        customerId: String(paco.customerId),
      });
      expect(personal).toMatchObject({ status: 403, body: { responseCode: 'ENOA' } });
      const stranger = await rest(max.email, 'GET', MERCHANT_REST_PATHS.allowedIps, undefined, {
        customerId: String(mia.customerId),
      });
      expect(stranger).toMatchObject({ status: 403, body: { responseCode: 'ENOA' } });
      expect(
        (
          await rest(null, 'GET', MERCHANT_REST_PATHS.webhooks, undefined, {
            customerId: String(mia.customerId),
          })
        ).status,
      ).toBe(401);
      // The read-only user cannot create either.
      const create = await rest(rob.email, 'POST', MERCHANT_REST_PATHS.apiKeys, {
        customerId: mia.customerId,
        name: 'x',
        enabled: true,
      });
      expect(create.status).toBe(403);
    });

    it.each([
      ['http://169.254.169.254/latest/meta-data', 'private, loopback or link-local'],
      ['http://10.0.0.1/', 'private, loopback or link-local'],
      ['http://127.0.0.1:9/hooks', 'private, loopback or link-local'],
      ['http://[::1]/hooks', 'private, loopback or link-local'],
      ['http://[::ffff:10.0.0.1]/', 'private, loopback or link-local'],
      ['http://0.0.0.0/', 'private, loopback or link-local'],
      ['http://user:pw@example.com/hooks', 'user or password'],
      ['ftp://example.com/hooks', 'only http or https'],
    ])('refuses the target %s with TA1', async (url, problem) => {
      const created = await rest(max.email, 'POST', MERCHANT_REST_PATHS.webhooks, {
        customerId: max.customerId,
        name: 'Probe',
        enabled: true,
        url,
      });
      expect(created.status).toBe(400);
      expect(created.body.responseCode).toBe('TA1');
      expect(created.body.validationErrors.join(' ')).toContain(problem);
      const ping = await rest(max.email, 'POST', MERCHANT_REST_PATHS.webhookPing, {
        customerId: max.customerId,
        url,
      });
      expect(ping).toMatchObject({ status: 400, body: { responseCode: 'TA1' } });
    });

    it('refuses NUL and lone surrogates with TA1', async () => {
      for (const name of ['a\u0000b', 'a\ud800b']) {
        const created = await rest(max.email, 'POST', MERCHANT_REST_PATHS.webhooks, {
          customerId: max.customerId,
          name,
          enabled: true,
          url: endpoint('nul'),
        });
        expect(created).toMatchObject({ status: 400, body: { responseCode: 'TA1' } });
      }
      const ip = await rest(max.email, 'POST', MERCHANT_REST_PATHS.allowedIps, {
        customerId: max.customerId,
        name: 'x',
        enabled: true,
        ipFrom: '1.2.3.4\u0000',
        ipTo: '1.2.3.4',
      });
      expect(ip).toMatchObject({ status: 400, body: { responseCode: 'TA1' } });
    });
  });

  describe('delivery', () => {
    it('a p2p payment to the merchant delivers a signed payment.received the receiver verifies, logged with its answer', async () => {
      const { secret } = await createWebhook(max.email, max.customerId, endpoint('max-pay'));
      await configureEndpoint('max-pay', { secret });

      const transactionId = await pacoPaysMax('25.50');
      await events().idle();

      const [delivery] = await receivedAt('max-pay');
      expect(delivery).toMatchObject({ event: 'payment.received', verified: true, reason: null });
      const event = JSON.parse(delivery!.body);
      expect(event).toMatchObject({
        type: 'payment.received',
        customerId: max.customerId,
        data: {
          transactionId,
          amount: '25.50',
          currencyCode: 'EUR',
          payerEmail: paco.email,
          payerName: 'Paco Pardo',
          customerId: max.customerId,
        },
      });
      const log = await logOf(max.customerId);
      expect(log.items).toHaveLength(1);
      const [item] = log.items;
      expect(item).toMatchObject({
        event: 'payment.received',
        eventId: event.id,
        status: 'delivered',
        attempt: 1,
        responseStatus: 200,
        responseBody: '{"received":true}',
        requestBody: delivery!.body,
      });
      // The logged headers verify with the secret too (what the signature tester does).
      await expect(
        verifyWebhookSignature({
          header: item!.requestHeaders[WEBHOOK_SIGNATURE_HEADER]!,
          body: item!.requestBody,
          secret,
          nowSeconds: Math.floor(Date.now() / 1000),
        }),
      ).resolves.toEqual({ valid: true });
    });

    it('pings now and answers the logged request; replays a logged delivery as a new attempt', async () => {
      const { secret } = await createWebhook(max.email, max.customerId, endpoint('max-ping'));
      await configureEndpoint('max-ping', { secret });
      const ping = await rest(max.email, 'POST', MERCHANT_REST_PATHS.webhookPing, {
        customerId: max.customerId,
        url: endpoint('max-ping'),
      });
      expect(ping.status).toBe(200);
      expect(ping.body.request).toMatchObject({ event: 'ping', status: 'delivered', responseStatus: 200 });

      const replay = await rest(
        max.email,
        'POST',
        withId(MERCHANT_REST_PATHS.webhookReplay, ping.body.request.id),
        {
          customerId: max.customerId,
        },
      );
      expect(replay.status).toBe(200);
      expect(replay.body.request).toMatchObject({
        event: 'ping',
        eventId: ping.body.request.eventId,
        status: 'delivered',
        replayOf: ping.body.request.id,
      });
      const received = await receivedAt('max-ping');
      expect(received.map((d) => [d.eventId, d.verified])).toEqual([
        [ping.body.request.eventId, true],
        [ping.body.request.eventId, true],
      ]);
      // Another customer's log item is not found.
      expect(
        (
          await rest(mia.email, 'POST', withId(MERCHANT_REST_PATHS.webhookReplay, ping.body.request.id), {
            customerId: mia.customerId,
          })
        ).status,
      ).toBe(404);
    });

    it('retries a failed delivery and succeeds', async () => {
      const { secret } = await createWebhook(max.email, max.customerId, endpoint('max-retry'));
      await configureEndpoint('max-retry', { secret, status: 500 });
      await events().emit(max.customerId, 'subscription.created', { subscriptionId: 1 });
      await events().idle();
      let log = await logOf(max.customerId);
      expect(log.items.map((i) => [i.attempt, i.status, i.responseStatus])).toEqual([[1, 'retrying', 500]]);
      expect(log.items[0]!.nextAttemptAt).not.toBeNull();

      await configureEndpoint('max-retry', { status: 200 });
      expect(await events().sweep()).toBe(1);
      log = await logOf(max.customerId);
      expect(log.items.map((i) => [i.attempt, i.status, i.responseStatus])).toEqual([
        [2, 'delivered', 200],
        [1, 'retrying', 500],
      ]);
      expect(new Set(log.items.map((i) => i.eventId)).size).toBe(1);
      expect(await events().sweep()).toBe(0);
    });

    it('fails the delivery after the last retry', async () => {
      const { secret } = await createWebhook(max.email, max.customerId, endpoint('max-fail'));
      await configureEndpoint('max-fail', { secret, status: 503 });
      await events().emit(max.customerId, 'payment.refunded', { amount: '1.00' });
      await events().idle();
      await events().sweep();
      await events().sweep();
      expect(await events().sweep()).toBe(0);
      const log = await logOf(max.customerId);
      expect(log.items.map((i) => [i.attempt, i.status])).toEqual([
        [3, 'failed'],
        [2, 'retrying'],
        [1, 'retrying'],
      ]);
      expect((await receivedAt('max-fail')).length).toBe(3);
    });

    it('does not deliver to a disabled webhook, and refuses a private target again at delivery time', async () => {
      const { webhook } = await createWebhook(max.email, max.customerId, endpoint('max-off'));
      await db()
        .update(merchantWebhooks)
        .set({ url: 'http://10.0.0.1/' })
        .where(eq(merchantWebhooks.id, webhook.id));
      await events().emit(max.customerId, 'ping', {});
      await events().idle();
      const [item] = (await logOf(max.customerId)).items;
      expect(item).toMatchObject({ responseStatus: null, status: 'retrying' });
      expect(item!.error).toContain('target refused');

      await db().update(merchantWebhooks).set({ enabled: false }).where(eq(merchantWebhooks.id, webhook.id));
      await events().emit(max.customerId, 'ping', {});
      await events().idle();
      expect((await logOf(max.customerId)).count).toBe(1);
    });
  });

  describe('the webhook request log', () => {
    it('pages by cursors (count, current, next, prev) and filters', async () => {
      const first = await logOf(mia.customerId, { limit: '20' });
      expect(first.count).toBeGreaterThan(20);
      expect(first.items).toHaveLength(20);
      expect(first.current).toBeNull();
      expect(first.prev).toBeNull();
      expect(first.next).toEqual(expect.any(String));
      const ids = first.items.map((i) => i.id);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);

      const second = await logOf(mia.customerId, { limit: '20', cursor: first.next! });
      expect(second.items).toHaveLength(first.count - 20);
      expect(second.current).toBe(first.next);
      expect(second.next).toBeNull();
      expect(second.prev).toEqual(expect.any(String));
      expect(Math.max(...second.items.map((i) => i.id))).toBeLessThan(Math.min(...ids));

      const back = await logOf(mia.customerId, { limit: '20', cursor: second.prev! });
      expect(back.items.map((i) => i.id)).toEqual(ids);

      const pings = await logOf(mia.customerId, { query: 'ping' });
      expect(pings.items.length).toBeGreaterThan(0);
      expect(pings.items.every((i) => i.event === 'ping')).toBe(true);
      const today = new Date().toISOString().slice(0, 10);
      const recent = await logOf(mia.customerId, { fromDate: today, toDate: today });
      expect(recent.items.every((i) => i.createdAt.slice(0, 10) === today)).toBe(true);
      expect(recent.count).toBeLessThan(first.count);

      const bad = await rest(mia.email, 'GET', MERCHANT_REST_PATHS.webhookRequests, undefined, {
        customerId: String(mia.customerId),
        cursor: 'nonsense',
        fromDate: '2024-13-01',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.validationErrors).toEqual([
        'fromDate: a date (yyyy-mm-dd)',
        'cursor: not a cursor of this log',
      ]);
    });
  });

  describe('API keys and the public merchant API', () => {
    it('answers the key once, stores it hashed, logs its use, and refuses a disabled or unknown key', async () => {
      const created = await rest(max.email, 'POST', MERCHANT_REST_PATHS.apiKeys, {
        customerId: max.customerId,
        name: 'Backend',
        enabled: true,
      });
      expect(created.status).toBe(200);
      const { secret, apiKey } = created.body as { secret: string; apiKey: Json };
      expect(secret).toMatch(/^mk_[A-Za-z0-9]{40}$/);
      expect(apiKey).toMatchObject({
        name: 'Backend',
        enabled: true,
        prefix: secret.slice(0, 12),
        lastUsedAt: null,
      });
      const [row] = await db().select().from(merchantApiKeys).where(eq(merchantApiKeys.id, apiKey.id));
      expect(row!.keyHash).toBe(sha256Hex(secret));
      expect(JSON.stringify(row)).not.toContain(secret);
      const listed = await rest(max.email, 'GET', MERCHANT_REST_PATHS.apiKeys, undefined, {
        customerId: String(max.customerId),
      });
      expect(JSON.stringify(listed.body)).not.toContain(secret);

      const made = await sandbox.app.inject({
        method: 'POST',
        url: MERCHANT_API_PATHS.paymentRequests,
        headers: { 'x-api-key': secret },
        payload: { amount: '12.5', currencyCode: 'EUR', description: 'Order 1', reference: 'R1' },
      });
      expect(made.statusCode).toBe(201);
      expect(made.json()).toMatchObject({
        amount: '12.50',
        currencyCode: 'EUR',
        status: 'open',
        reference: 'R1',
      });
      const read = await sandbox.app.inject({
        method: 'GET',
        url: withId(MERCHANT_API_PATHS.paymentRequest, made.json().id),
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(read.statusCode).toBe(200);
      const bad = await sandbox.app.inject({
        method: 'POST',
        url: MERCHANT_API_PATHS.paymentRequests,
        headers: { 'x-api-key': secret },
        payload: { amount: '1.005', currencyCode: 'EUR', description: 'x\u0000' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('invalidRequest');

      const unknown = await sandbox.app.inject({
        method: 'GET',
        url: MERCHANT_API_PATHS.payments,
        headers: { 'x-api-key': `${secret}x` },
      });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toMatchObject({ error: 'invalidKey' });

      await rest(max.email, 'PUT', withId(MERCHANT_REST_PATHS.apiKey, apiKey.id), {
        customerId: max.customerId,
        name: 'Backend',
        enabled: false,
      });
      const disabled = await sandbox.app.inject({
        method: 'GET',
        url: MERCHANT_API_PATHS.payments,
        headers: { 'x-api-key': secret },
      });
      expect(disabled.statusCode).toBe(403);
      expect(disabled.json()).toMatchObject({ error: 'keyDisabled' });

      const log = await rest(max.email, 'GET', MERCHANT_REST_PATHS.apiRequests, undefined, {
        customerId: String(max.customerId),
        apiKeyId: String(apiKey.id),
      });
      expect(log.status).toBe(200);
      expect(log.body.requests.map((r: Json) => [r.method, r.statusCode, r.error, r.ip])).toEqual([
        ['GET', 403, 'keyDisabled', '127.0.0.1'],
        ['POST', 400, expect.stringContaining('description'), '127.0.0.1'],
        ['GET', 200, null, '127.0.0.1'],
        ['POST', 201, null, '127.0.0.1'],
      ]);
      const key = await rest(max.email, 'GET', withId(MERCHANT_REST_PATHS.apiKey, apiKey.id), undefined, {
        customerId: String(max.customerId),
      });
      expect(key.body.apiKey.lastUsedAt).toEqual(expect.any(String));
    });

    it('refuses a source address outside the enabled allowed ranges (X-Forwarded-For from loopback)', async () => {
      const headers = { authorization: `Bearer ${MERCHANT_HOOKS_DEMO.apiKey}` };
      const local = await sandbox.app.inject({ method: 'GET', url: MERCHANT_API_PATHS.payments, headers });
      expect(local.statusCode).toBe(200);
      // Her seeded payments came from outside the product: the journal names the payer.
      expect(local.json().payments[0]).toMatchObject({
        currencyCode: 'EUR',
        payerEmail: expect.stringContaining('@'),
        refundedAmount: '0.00',
      });
      const far = await sandbox.app.inject({
        method: 'GET',
        url: MERCHANT_API_PATHS.payments,
        headers: { ...headers, 'x-forwarded-for': '203.0.113.7' },
      });
      expect(far.statusCode).toBe(403);
      expect(far.json()).toMatchObject({ error: 'ipNotAllowed' });

      // A range with problems is TA1 listing them; a good one lets the address in.
      const wrong = await rest(mia.email, 'POST', MERCHANT_REST_PATHS.allowedIps, {
        customerId: mia.customerId,
        name: 'Shop',
        enabled: true,
        ipFrom: '203.0.113.9',
        ipTo: '203.0.113.1',
      });
      expect(wrong).toMatchObject({
        status: 400,
        body: { responseCode: 'TA1', validationErrors: ['ipTo: must not be lower than ipFrom'] },
      });
      const mixed = await rest(mia.email, 'POST', MERCHANT_REST_PATHS.allowedIps, {
        customerId: mia.customerId,
        name: 'Shop',
        enabled: true,
        ipFrom: 'nope',
        ipTo: '::1',
      });
      expect(mixed.body.validationErrors).toEqual(['ipFrom: not an IPv4 or IPv6 address']);
      const range = await rest(mia.email, 'POST', MERCHANT_REST_PATHS.allowedIps, {
        customerId: mia.customerId,
        name: 'Shop servers',
        enabled: true,
        ipFrom: '203.0.113.0',
        ipTo: '203.0.113.255',
      });
      expect(range.status).toBe(200);
      const now = await sandbox.app.inject({
        method: 'GET',
        url: MERCHANT_API_PATHS.payments,
        headers: { ...headers, 'x-forwarded-for': '203.0.113.7' },
      });
      expect(now.statusCode).toBe(200);

      const [shopKey] = await db()
        .select()
        .from(merchantApiKeys)
        .where(eq(merchantApiKeys.keyHash, sha256Hex(MERCHANT_HOOKS_DEMO.apiKey)));
      const log = await rest(mia.email, 'GET', MERCHANT_REST_PATHS.apiRequests, undefined, {
        customerId: String(mia.customerId),
        apiKeyId: String(shopKey!.id),
        fromDate: new Date().toISOString().slice(0, 10),
      });
      expect(log.body.requests.slice(0, 3).map((r: Json) => [r.statusCode, r.ip, r.error])).toEqual([
        [200, '203.0.113.7', null],
        [403, '203.0.113.7', 'ipNotAllowed'],
        [200, '127.0.0.1', null],
      ]);

      // Updated, read and deleted.
      const id = range.body.allowedIp.id;
      const off = await rest(mia.email, 'PUT', withId(MERCHANT_REST_PATHS.allowedIp, id), {
        customerId: mia.customerId,
        name: 'Shop servers',
        enabled: false,
        ipFrom: '203.0.113.0',
        ipTo: '203.0.113.255',
      });
      expect(off.body.allowedIp.enabled).toBe(false);
      const got = await rest(mia.email, 'GET', withId(MERCHANT_REST_PATHS.allowedIp, id), undefined, {
        customerId: String(mia.customerId),
      });
      expect(got.body.allowedIp).toMatchObject({ id, enabled: false });
      const gone = await rest(mia.email, 'DELETE', withId(MERCHANT_REST_PATHS.allowedIp, id), undefined, {
        customerId: String(mia.customerId),
      });
      expect(gone.status).toBe(200);
    });

    it('lists received payments from the ledger and refunds one, in part and in full, back to the payer', async () => {
      const created = await rest(max.email, 'POST', MERCHANT_REST_PATHS.apiKeys, {
        customerId: max.customerId,
        name: 'Refunds',
        enabled: true,
      });
      const headers = { 'x-api-key': created.body.secret as string };
      const { secret } = await createWebhook(max.email, max.customerId, endpoint('max-refund'));
      await configureEndpoint('max-refund', { secret });
      const transactionId = await pacoPaysMax('40');
      await events().idle();
      const maxBefore = await balanceOf(db(), max.accountId);
      const pacoBefore = await balanceOf(db(), paco.accountId);

      const payments = await sandbox.app.inject({ method: 'GET', url: MERCHANT_API_PATHS.payments, headers });
      expect(payments.json().payments).toEqual([
        expect.objectContaining({
          id: transactionId,
          amount: '40.00',
          currencyCode: 'EUR',
          payerEmail: paco.email,
          refundedAmount: '0.00',
        }),
      ]);
      const refund = (payload?: object) =>
        sandbox.app.inject({
          method: 'POST',
          url: withId(MERCHANT_API_PATHS.refund, transactionId),
          headers,
          ...(payload ? { payload } : {}),
        });
      const part = await refund({ amount: '15' });
      expect(part.statusCode).toBe(200);
      expect(part.json()).toMatchObject({
        refund: { amount: '15.00', currencyCode: 'EUR' },
        payment: { refundedAmount: '15.00' },
      });
      expect((await balanceOf(db(), max.accountId)).toFixed(2)).toBe(maxBefore.minus(15).toFixed(2));
      expect((await balanceOf(db(), paco.accountId)).toFixed(2)).toBe(pacoBefore.plus(15).toFixed(2));

      expect((await refund({ amount: '0' })).statusCode).toBe(400);
      expect((await refund({ amount: '1.001' })).json().message).toContain('at most 2 decimals');
      expect((await refund({ amount: '1', extra: true })).statusCode).toBe(400);
      const tooMuch = await refund({ amount: '30.00' });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().message).toContain('25.00');
      const rest2 = await refund();
      expect(rest2.json()).toMatchObject({
        refund: { amount: '25.00' },
        payment: { refundedAmount: '40.00' },
      });
      expect((await refund()).statusCode).toBe(400);
      expect((await balanceOf(db(), paco.accountId)).toFixed(2)).toBe(pacoBefore.plus(40).toFixed(2));
      // Not Max's payment (another merchant's key) is not found.
      const miaKey = { authorization: `Bearer ${MERCHANT_HOOKS_DEMO.apiKey}` };
      const foreign = await sandbox.app.inject({
        method: 'POST',
        url: withId(MERCHANT_API_PATHS.refund, transactionId),
        headers: miaKey,
      });
      expect(foreign.statusCode).toBe(404);

      await events().idle();
      const received = await receivedAt('max-refund');
      expect(received.map((d) => [d.event, d.verified])).toEqual([
        ['payment.refunded', true],
        ['payment.refunded', true],
        ['payment.received', true],
      ]);
    });
  });
});
