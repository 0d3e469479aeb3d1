import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import type { SandboxConfig } from '../../../platform/config';
import { merchantWebhookRequests } from '../webhooks/tables';
import { MERCHANT_DEMO } from '../../../platform/db/merchant-personas';
import { SANDBOX_DATABASES, signIn, useSandbox } from '../../../testing/sandbox';
import { sessionOf } from '../../../testing/money';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON

// The IPN of a real payment (issue 33 item 5): Paco pays Max person to person, Max's IPN is on with a notify URL on
// a loopback server this sandbox is told it may reach; on PGlite and on PostgreSQL alike.
describe.each(SANDBOX_DATABASES)('IPN on a real payment on %s', (database) => {
  const { paco, max } = MERCHANT_DEMO;
  const received: { contentType: string | undefined; body: string }[] = [];
  let server: Server;
  let origin = '';
  const config: Partial<SandboxConfig> = {};
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          contentType: request.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        });
        response.writeHead(200, { 'content-type': 'text/plain' }).end('VERIFIED');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    origin = `http://127.0.0.1:${port}`;
    config.webhookAllowedTargets = [`127.0.0.1:${port}`];
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  const sandbox = useSandbox({ database, config });
  beforeEach(() => {
    received.length = 0;
  });

  it('stores an IPN message, posts it form-encoded to the notify URL and sends ipn.created', async () => {
    const maxCall = await sessionOf(sandbox.app, max.email);
    const pacoCall = await sessionOf(sandbox.app, paco.email);
    // A loopback URL is refused unless the sandbox was told it may reach it (it was, for this one).
    expect(
      await maxCall('updateIpnSettings', {
        notifyUrl: 'http://127.0.0.1:1/ipn',
        notifyStatusId: 1,
        statusId: 1,
      }),
    ).toMatchObject({ responseCode: 'TA1' });
    expect(
      await maxCall('updateIpnSettings', { notifyUrl: `${origin}/ipn`, notifyStatusId: 1, statusId: 1 }),
    ).toMatchObject({ responseCode: '00', notifyUrl: `${origin}/ipn` });
    // A webhook so that ipn.created is seen (its delivery to an unreachable URL fails: only the event matters).
    await sandbox.app.inject({
      method: 'POST',
      url: '/public-api/webhook',
      headers: { authorization: `Bearer ${(await signIn(sandbox.app, max.email)).accessToken}` },
      payload: { customerId: max.customerId, name: 'Events', enabled: true, url: `${origin}/events` },
    });

    const paid = (await pacoCall('transferP2p', {
      accountId: paco.accountId,
      amount: '42.50',
      currency: 'EUR',
      toEmail: max.email,
    })) as Json;
    expect(paid).toMatchObject({ responseCode: '00' });
    await sandbox.app.merchantEvents.idle();

    const list = (await maxCall('getIpnMessages', { pageSize: 25, pageNumber: 1 })) as Json;
    expect(list).toMatchObject({ responseCode: '00', totalCount: 1 });
    expect(list.messages[0]).toMatchObject({
      transactionId: paid.transactionId,
      amount: '42.50',
      currencyCode: 'EUR',
      payerEmail: paco.email,
      status: 'sent',
      responseStatus: 200,
      attempts: 1,
    });
    const ipnPosts = received.filter((post) => post.contentType === 'application/x-www-form-urlencoded');
    expect(ipnPosts).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(ipnPosts[0]!.body))).toMatchObject({
      transaction_id: String(paid.transactionId),
      amount: '42.50',
      currency: 'EUR',
      payer_email: paco.email,
      payment_status: 'Completed',
    });
    const detail = (await maxCall('getIpnMessage', { id: list.messages[0].id })) as Json;
    expect(detail).toMatchObject({ body: ipnPosts[0]!.body, responseBody: 'VERIFIED' });

    const events = await sandbox.database.db
      .select({ event: merchantWebhookRequests.event })
      .from(merchantWebhookRequests)
      .where(eq(merchantWebhookRequests.customerId, max.customerId));
    expect(events.map((row) => row.event)).toEqual(
      expect.arrayContaining(['ipn.created', 'payment.received']),
    );
  });
});
