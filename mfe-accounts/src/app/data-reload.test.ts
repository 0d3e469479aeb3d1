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
  balances: ['balanceInquiry', 'self'],
  companyBalances: ['balanceInquiry', 42],
  externalCards: ['getExternalCards'],
  externalCard: ['getExternalCard', 7],
  batchTransfers: ['getBatchTransfers', 'self', { pageNumber: 2, pageSize: 20 }],
  history: ['getTransactionHistory', 42, { accountId: 3, pageNumber: 1 }],
  recentActivity: ['recentActivity', 'self', [3, 4]],
  balanceHistory: ['getBalanceHistory', 'self'],
  cardDetails: ['getCardDetails', 3],
  cardDocuments: ['getCardDocuments', 3],
  cardActivation: ['getCardActivationData', 3],
  batchFile: ['getBatchFile', 'self', 9],
  transactionDetails: ['getTransactionDetails', 'self', 11],
  transactionTypes: ['getTransactionTypes', 'en'],
  statementExports: ['getStatementExports', 'self', 3, 1],
  currencies: ['getCurrencies', 'en'],
  defaultRates: ['getDefaultExchangeRates', 'self'],
  paymentInstructions: ['getPaymentInstructions', 'self'],
  addresses: ['getAddresses'],
  receiveInfo: ['getReceiveInfo', 'abc'],
} satisfies Record<string, QueryKey>;
type List = keyof typeof LISTS;

/** A card closed or a batch partly executed: every list of money, cards and batches. */
const ACCOUNT_LISTS: readonly List[] = [
  'balances',
  'companyBalances',
  'externalCards',
  'externalCard',
  'batchTransfers',
  'history',
  'recentActivity',
  'balanceHistory',
];

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

describe('mfe-accounts reload map (spec 03 §4 "Live events", issue 47 item 6)', () => {
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
