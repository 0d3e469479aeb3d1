import type { QueryKey } from '@tanstack/react-query';
import {
  ALL_NOTIFICATION_TYPES,
  notificationReloads,
  type NotificationType,
  type ReloadScope,
} from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';
import { areaQueryClient } from '@portal/remote/query';
// Imported for its subscription: the area's help-desk client listens from the moment the area's code loads.
import '../features/tickets/api/helpdesk';

/** One key of each read this area caches, as its hook makes it (for the user and for a company acted for). */
const LISTS = {
  tickets: ['support', 'tickets', 'self', 'all', 1],
  companyTickets: ['support', 'tickets', 42, 'open', 2],
  stats: ['support', 'stats', 'self'],
  ticket: ['support', 'ticket', 'self', '1042'],
  preview: ['support', 'preview', 'self', 7],
  conversations: ['support', 'conversations', 42, 7],
  fields: ['support', 'fields'],
  agent: ['support', 'agent', 'self'],
  // Another area's key in the same cache shape, which no support reload may touch.
  notSupport: ['contracts', 'list', 'self', {}],
} satisfies Record<string, QueryKey>;
type List = keyof typeof LISTS;

/**
 * A help-desk notification: the tickets, the unread stats, the ticket and its messages. The ticket form's fields and
 * the manager agent reload too: the area's wiring (features/tickets/api/helpdesk.tsx) reloads every support read.
 */
const SUPPORT_LISTS: readonly List[] = [
  'tickets',
  'companyTickets',
  'stats',
  'ticket',
  'preview',
  'conversations',
  'fields',
  'agent',
];

/** Which lists of this area `data.reload` of each scope reloads, written out by hand. */
const BY_SCOPE: readonly [ReloadScope, readonly List[]][] = [
  ['support', SUPPORT_LISTS],
  ['documents', []],
  ['emails', []],
  ['contracts', []],
  ['accounts', []],
  ['verification', []],
];

/** The notification types that reload something here; every other type reloads nothing of this area. */
const BY_TYPE: Partial<Record<NotificationType, readonly List[]>> = {
  zohoNewMessage: SUPPORT_LISTS,
  zohoClosedNoReply: SUPPORT_LISTS,
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

describe('mfe-support reloads (spec 03 §4 "Live events", issue 47 item 6)', () => {
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
