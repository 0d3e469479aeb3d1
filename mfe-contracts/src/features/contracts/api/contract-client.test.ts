import type { QueryKey } from '@tanstack/react-query';
import {
  ALL_NOTIFICATION_TYPES,
  notificationReloads,
  type NotificationType,
  type ReloadScope,
} from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';
import { areaQueryClient } from '@portal/remote/query';
// Imported for its subscription: the area's client listens from the moment the area's code loads.
import './contract-client';

/** One key of each read this area caches, as its hook makes it (for the user and for a company acted for). */
const LISTS = {
  list: ['contracts', 'list', 'self', { status: 'ACTIVE' }],
  companyList: ['contracts', 'list', 42, {}],
  contract: ['contracts', 'one', 'self', 5],
  signerCheck: ['contracts', 'checkSigner', 42, 5],
  // Another area's key in the same cache shape, which no contract reload may touch.
  notContracts: ['support', 'stats', 'self'],
} satisfies Record<string, QueryKey>;
type List = keyof typeof LISTS;

/** An sc* notification: the list with its counts, the contract's page and its signer's identification. */
const CONTRACT_LISTS: readonly List[] = ['list', 'companyList', 'contract', 'signerCheck'];

/** Which lists of this area `data.reload` of each scope reloads, written out by hand. */
const BY_SCOPE: readonly [ReloadScope, readonly List[]][] = [
  ['contracts', CONTRACT_LISTS],
  ['documents', []],
  ['emails', []],
  ['accounts', []],
  ['support', []],
  ['verification', []],
];

/** The notification types that reload something here; every other type reloads nothing of this area. */
const BY_TYPE: Partial<Record<NotificationType, readonly List[]>> = {
  scContractSigned: CONTRACT_LISTS,
  scContractRejected: CONTRACT_LISTS,
  scContractCancelled: CONTRACT_LISTS,
  scContractCreated: CONTRACT_LISTS,
  scContractTerminated: CONTRACT_LISTS,
  scContractTerminationRequest: CONTRACT_LISTS,
  scContractTerminationCancelled: CONTRACT_LISTS,
  scContractSignerIdentified: CONTRACT_LISTS,
  scContractSignerIdentificationLoaded: CONTRACT_LISTS,
  scContractSignerIdentificationFailed: CONTRACT_LISTS,
};

beforeEach(() => {
  for (const key of Object.values(LISTS)) areaQueryClient.setQueryData(key, { cached: true });
});
afterEach(() => areaQueryClient.clear());

/** What is stale now, by the names above. */
const reloaded = () =>
  (Object.keys(LISTS) as List[])
    .filter((name) => areaQueryClient.getQueryState(LISTS[name])?.isInvalidated)
    .sort();

describe('mfe-contracts reload map (spec 03 §4 "Live events", issue 47 item 6)', () => {
  it.each(BY_SCOPE)('data.reload %s / reloads exactly %j', (scope, lists) => {
    bus.publish('data.reload', { scope });
    expect(reloaded()).toEqual([...lists].sort());
  });

  it.each(ALL_NOTIFICATION_TYPES.map((type) => [type, BY_TYPE[type] ?? []] as const))(
    'type by type: %s / reloads exactly %j of this area',
    (type, lists) => {
      // What the shell publishes for the type (shell/src/notifications/notification-center.ts).
      for (const scope of notificationReloads(type)) bus.publish('data.reload', { scope });
      expect(reloaded()).toEqual([...lists].sort());
    },
  );
});
