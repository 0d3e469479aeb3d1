import { bus } from '@portal/events/bus';
import type { PortalServices } from '@portal/session/app-props';
import { areaQueryClient } from './query';
import { areaServiceClient } from './service-client';

const services = (apiBaseUrl: string) => ({ apiBaseUrl }) as unknown as PortalServices;

describe('an area service client (DESIGN §3)', () => {
  beforeEach(() => areaQueryClient.clear());

  it('one client per services: made once, made again for other services', () => {
    const create = jest.fn((given: PortalServices) => ({ base: given.apiBaseUrl, reset: jest.fn() }));
    const area = areaServiceClient({ create, queryKey: 'one' });
    const first = services('https://a.test');

    expect(area.clientOf(first)).toBe(area.clientOf(first));
    expect(create).toHaveBeenCalledTimes(1);
    expect(area.clientOf(services('https://b.test')).base).toBe('https://b.test');
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('its reload scope invalidates its queries only; sign-out reaches the client', () => {
    const reset = jest.fn();
    const area = areaServiceClient({
      create: () => ({ reset }),
      queryKey: 'two',
      reloadScope: 'support',
      onSessionEnded: (client) => client.reset(),
    });
    area.clientOf(services('https://a.test'));
    areaQueryClient.setQueryData(['two', 'list'], [1]);
    areaQueryClient.setQueryData(['other', 'list'], [2]);

    bus.publish('data.reload', { scope: 'contracts' });
    expect(areaQueryClient.getQueryState(['two', 'list'])?.isInvalidated).toBe(false);
    bus.publish('data.reload', { scope: 'support' });
    expect(areaQueryClient.getQueryState(['two', 'list'])?.isInvalidated).toBe(true);
    expect(areaQueryClient.getQueryState(['other', 'list'])?.isInvalidated).toBe(false);

    bus.publish('session.ended', { reason: 'logout' });
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('its reload map / each scope invalidates the queries the map names for it, nothing else', () => {
    areaServiceClient({
      create: () => ({}),
      queryKey: 'three',
      reloads: {
        documents: [],
        emails: [],
        contracts: [['three', 'list']],
        accounts: [],
        support: [],
        verification: [],
      },
    });
    areaQueryClient.setQueryData(['three', 'list', 'self'], [1]);
    areaQueryClient.setQueryData(['three', 'fields'], [2]);

    bus.publish('data.reload', { scope: 'support' });
    expect(areaQueryClient.getQueryState(['three', 'list', 'self'])?.isInvalidated).toBe(false);
    bus.publish('data.reload', { scope: 'contracts' });
    expect(areaQueryClient.getQueryState(['three', 'list', 'self'])?.isInvalidated).toBe(true);
    expect(areaQueryClient.getQueryState(['three', 'fields'])?.isInvalidated).toBe(false);
  });
});
