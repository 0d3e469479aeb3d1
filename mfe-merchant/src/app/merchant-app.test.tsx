import { preloadRoute } from '@portal/remote/pages';
import { areaQueryClient } from '@portal/remote/query';
import { user$ } from '@portal/session/session';
import { testUser } from '@portal/session/testing';
import { subscribersQuery } from '../features/subscribers/api/subscribers';
import { MERCHANT_REST_KEY } from '../features/webhooks/api/merchant-client';
import { callsOf, merchantServices, methodWith } from '../shared/testing/render-merchant';
import { MERCHANT_ROUTES } from './merchant-app';

describe('a merchant page’s first data, asked for with its code (issue 49)', () => {
  afterEach(() => {
    user$.next(null);
    areaQueryClient.clear();
  });

  it('the subscribers page / both its lists, first pages, in the cache before the page renders', async () => {
    user$.next(testUser({ customerType: 1, customerId: 20821, accessRight: 2 }));
    const method = methodWith({
      getSubscribers: () => ({ subscribers: [], totalCount: 0 }),
      getInstallments: () => ({ installments: [], totalCount: 0 }),
    });

    await preloadRoute(MERCHANT_ROUTES, '/merchant/accounts/subscribers', merchantServices(method));

    expect(callsOf(method, 'getSubscribers')).toEqual([{ pageSize: 50, pageNumber: 1 }]);
    expect(callsOf(method, 'getInstallments')).toEqual([{ pageSize: 50, pageNumber: 1 }]);
    expect(areaQueryClient.getQueryData(subscribersQuery(method, undefined, 1).queryKey)).toEqual({
      subscribers: [],
      totalCount: 0,
    });
  });

  it('an internal page / its lists for a user with full access; nothing asked for one without (he is sent elsewhere)', async () => {
    const merchantQueries = () =>
      areaQueryClient
        .getQueryCache()
        .findAll({ queryKey: [MERCHANT_REST_KEY] })
        .map((query) => query.queryKey[1]);
    const method = methodWith({});
    user$.next(testUser({ customerType: 1, customerId: 20821, accessRight: 1 }));
    await preloadRoute(MERCHANT_ROUTES, '/merchant/internal/webhook_log', merchantServices(method));
    await preloadRoute(MERCHANT_ROUTES, '/merchant/internal/api_key', merchantServices(method));
    expect(merchantQueries()).toEqual([]);

    user$.next(testUser({ customerType: 1, customerId: 20821, accessRight: 2 }));
    void preloadRoute(MERCHANT_ROUTES, '/merchant/internal/webhook_log', merchantServices(method));
    void preloadRoute(MERCHANT_ROUTES, '/merchant/internal/api_key', merchantServices(method));
    expect(merchantQueries().sort()).toEqual(['allowedIps', 'apiKeys', 'webhookRequests', 'webhooks']);
    await areaQueryClient.cancelQueries();
  });
});
