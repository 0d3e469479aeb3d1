import { QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  ALL_NOTIFICATION_TYPES,
  notificationReloads,
  type NotificationType,
  type ReloadScope,
} from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';
import { act, renderHook } from '@portal/testing/render';
import { useDataReload } from './data-reload';

/** One key of each read this area caches, as its hook makes it (for the user and for a company acted for). */
const LISTS = {
  accounts: ['merchant', 'balanceInquiry', 'self'],
  companyAccounts: ['merchant', 'balanceInquiry', 42],
  identityVerifications: ['merchant', 'getIdentityVerifications', 'self', {}],
  identityFee: ['merchant', 'getIdentityFee', 'self', 3],
  reputation: ['merchant', 'getReputation', 'self', {}],
  savedButtons: ['merchant', 'getSavedButtons', 'self'],
  logos: ['merchant', 'getLogos', 'self'],
  ipnMessages: ['merchant', 'getIpnMessages', 'self', 1],
  subscribers: ['merchant', 'getSubscribers', 'self', 1],
  webhooks: ['merchant-rest', 'webhooks', 'self'],
} satisfies Record<string, QueryKey>;
type List = keyof typeof LISTS;

const ACCOUNT_LISTS: readonly List[] = ['accounts', 'companyAccounts'];

/** Which lists of this area `data.reload` of each scope reloads, written out by hand. */
const BY_SCOPE: readonly [ReloadScope, readonly List[]][] = [
  ['accounts', ACCOUNT_LISTS],
  ['documents', []],
  ['emails', []],
  ['contracts', []],
  ['support', []],
  ['verification', []],
];

/** The notification types that reload something here; every other type reloads nothing of this area. */
const BY_TYPE: Partial<Record<NotificationType, readonly List[]>> = {
  batchPartially: ACCOUNT_LISTS,
  cardClosed: ACCOUNT_LISTS,
};

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient();
  for (const key of Object.values(LISTS)) client.setQueryData(key, { cached: true });
});
afterEach(() => client.clear());

/** What is stale now, by the names above. */
const reloaded = () =>
  (Object.keys(LISTS) as List[]).filter((name) => client.getQueryState(LISTS[name])?.isInvalidated).sort();

describe('mfe-merchant reload map (spec 03 §4 "Live events", issue 47 item 6)', () => {
  it.each(BY_SCOPE)('data.reload %s / reloads exactly %j', (scope, lists) => {
    renderHook(() => useDataReload(client));
    act(() => bus.publish('data.reload', { scope }));
    expect(reloaded()).toEqual([...lists].sort());
  });

  it.each(ALL_NOTIFICATION_TYPES.map((type) => [type, BY_TYPE[type] ?? []] as const))(
    'type by type: %s / reloads exactly %j of this area',
    (type, lists) => {
      renderHook(() => useDataReload(client));
      act(() => {
        // What the shell publishes for the type (shell/src/notifications/notification-center.ts).
        for (const scope of notificationReloads(type)) bus.publish('data.reload', { scope });
      });
      expect(reloaded()).toEqual([...lists].sort());
    },
  );

  it('unmounted / a reload reaches nothing', () => {
    const { unmount } = renderHook(() => useDataReload(client));
    unmount();
    act(() => bus.publish('data.reload', { scope: 'accounts' }));
    expect(reloaded()).toEqual([]);
  });
});
