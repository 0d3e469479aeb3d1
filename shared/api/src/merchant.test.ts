import { bus } from '@portal/events/bus';
import { ApiError } from './errors';
import { createMerchantClient } from './merchant';
import { stubNetwork, stubSession as session } from './testing/stub-network';

const client = (customerId: number | undefined = 20821) => clientFor(customerId);
const clientFor = (customerId: number | undefined) =>
  createMerchantClient({
    apiBaseUrl: 'http://api.test/',
    tokens: session,
    context: { actingCustomerId: () => customerId, isBusiness: () => true },
  });

describe('the merchant REST client (spec 03 §7 "Merchant tools", §6, §8)', () => {
  it('sends the business customer id in the query of a read and the body of a write, with the session', async () => {
    const calls = stubNetwork(() => ({ status: 200, data: { responseCode: '00', webhooks: [] } }));
    await client().listWebhooks();
    await client().createWebhook({ name: 'Shop', enabled: true, url: 'https://shop.example/hooks' });
    await client().deleteWebhook(7);
    expect(calls[0]!.url).toBe('http://api.test/public-api/webhook?customerId=20821');
    expect(calls[0]!.headers.authorization).toBe('Bearer session-token');
    expect(calls[0]!.headers['x-customer-id']).toBe('20821');
    expect(calls[1]).toMatchObject({
      method: 'POST',
      url: 'http://api.test/public-api/webhook',
      body: { customerId: 20821, name: 'Shop', enabled: true, url: 'https://shop.example/hooks' },
    });
    expect(calls[2]).toMatchObject({
      method: 'DELETE',
      url: 'http://api.test/public-api/webhook/7?customerId=20821',
    });
  });

  it('asks the webhook log 20 at a time with the filters, and the API log for one key', async () => {
    const calls = stubNetwork(() => ({ status: 200, data: { responseCode: '00', items: [], requests: [] } }));
    await client().webhookRequests({ query: 'ping', fromDate: '2026-01-01', cursor: 'abc' });
    await client().apiRequests({ apiKeyId: 3, fromDate: '2026-01-01', toDate: '2026-01-31' });
    await client().replayWebhookRequest(41);
    expect(calls[0]!.url).toBe(
      'http://api.test/public-api/webhookRequest?customerId=20821&limit=20&query=ping&fromDate=2026-01-01&cursor=abc',
    );
    expect(calls[1]!.url).toBe(
      'http://api.test/public-api/apirequest?customerId=20821&apiKeyId=3&fromDate=2026-01-01&toDate=2026-01-31',
    );
    expect(calls[2]).toMatchObject({
      method: 'POST',
      url: 'http://api.test/public-api/webhookRequest/41/replay',
      body: { customerId: 20821 },
    });
  });

  it('an answer with errors, or a refusal, is an ApiError published for the response popup', async () => {
    const popups: unknown[] = [];
    const subscription = bus.on('api.error', (payload) => popups.push(payload));
    stubNetwork((request) =>
      request.url.includes('allowedip')
        ? {
            status: 200,
            data: { responseCode: 'TA1', validationErrors: ['ipTo: must not be lower than ipFrom'] },
          }
        : { status: 400, data: { responseCode: 'TA1', validationErrors: ['url: address not allowed'] } },
    );
    await expect(
      client().createAllowedIp({ name: 'Office', enabled: true, ipFrom: '10.0.0.9', ipTo: '10.0.0.1' }),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(
      client().createWebhook({ name: 'Meta', enabled: true, url: 'http://169.254.169.254/' }),
    ).rejects.toMatchObject({ code: 'TA1', message: 'url: address not allowed' });
    await expect(client().listWebhooks({ popup: false })).rejects.toBeInstanceOf(ApiError);
    subscription.unsubscribe();
    expect(popups).toHaveLength(2);
    expect(popups[0]).toMatchObject({ message: 'ipTo: must not be lower than ipFrom' });
  });

  it('refuses a call without a business customer before sending it', async () => {
    const calls = stubNetwork(() => ({ status: 200, data: { responseCode: '00' } }));
    await expect(clientFor(undefined).listApiKeys({ popup: false })).rejects.toMatchObject({ code: 'ENOA' });
    expect(calls).toHaveLength(0);
  });
});
