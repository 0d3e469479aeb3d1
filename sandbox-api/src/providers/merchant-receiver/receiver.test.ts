import { WEBHOOK_SIGNATURE_HEADER } from '@portal/api/catalogue';
import { signWebhook } from '@portal/api/merchant-webhooks';
import type { FastifyInstance } from 'fastify';
import { buildReceiverApp } from './app';

describe('the demo webhook receiver (issue 33)', () => {
  let receiver: FastifyInstance;
  const now = new Date('2026-01-01T12:00:00Z');
  const nowSeconds = now.getTime() / 1000;
  beforeEach(async () => {
    receiver = await buildReceiverApp({ endpoints: { known: { secret: 's3cret' } }, now: () => now });
  });
  afterEach(() => receiver.close());

  const post = (endpoint: string, body: string, headers: Record<string, string> = {}) =>
    receiver.inject({
      method: 'POST',
      url: `/hooks/${endpoint}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
  const deliveries = async (endpoint: string) =>
    (await receiver.inject({ method: 'GET', url: `/endpoints/${endpoint}/deliveries` })).json();

  it('verifies the exact body received with the endpoint secret', async () => {
    const body = '{"id":"evt_1","type":"payment.received",  "data":{}}';
    const signed = await post('known', body, {
      [WEBHOOK_SIGNATURE_HEADER]: await signWebhook('s3cret', nowSeconds, body),
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toEqual({ received: true });
    await post('known', body, { [WEBHOOK_SIGNATURE_HEADER]: await signWebhook('wrong', nowSeconds, body) });
    await post('known', body, {
      [WEBHOOK_SIGNATURE_HEADER]: await signWebhook('s3cret', nowSeconds - 3600, body),
    });
    await post('known', body);
    await post('fresh', body, { [WEBHOOK_SIGNATURE_HEADER]: await signWebhook('s3cret', nowSeconds, body) });
    expect(
      (await deliveries('known')).map((d: Record<string, unknown>) => [
        d.event,
        d.eventId,
        d.verified,
        d.reason,
      ]),
    ).toEqual([
      ['payment.received', 'evt_1', false, 'unsigned'],
      ['payment.received', 'evt_1', false, 'expired'],
      ['payment.received', 'evt_1', false, 'mismatch'],
      ['payment.received', 'evt_1', true, null],
    ]);
    expect((await deliveries('fresh'))[0]).toMatchObject({ verified: false, reason: 'noSecret', body });
  });

  it('answers the status it is told, reads IPN forms, and lists everything on its page', async () => {
    const set = await receiver.inject({ method: 'PUT', url: '/endpoints/shop', payload: { status: 503 } });
    expect(set.json()).toEqual({ endpoint: 'shop', hasSecret: false, status: 503 });
    expect((await post('shop', '{}')).statusCode).toBe(503);
    await receiver.inject({
      method: 'POST',
      url: '/hooks/shop',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'ipn_id=42&amount=1.00',
    });
    expect((await deliveries('shop'))[0]).toMatchObject({ event: 'ipn', eventId: '42' });
    expect(
      (await receiver.inject({ method: 'PUT', url: '/endpoints/shop', payload: { status: 42 } })).statusCode,
    ).toBe(400);
    expect(
      (await receiver.inject({ method: 'POST', url: '/hooks/bad%20name', payload: '{}' })).statusCode,
    ).toBe(400);
    const page = await receiver.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/hooks/shop');
    expect(page.body).not.toContain('<script');
  });
});
