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
  documents: ['getCustomerDocuments', 'self'],
  companyDocuments: ['getCustomerDocuments', 42],
  dueDiligence: ['getDueDiligenceInfo', 'self'],
  profile: ['profile', 'self'],
  directors: ['company', 'self', 'getBusinessDirectors'],
  shareholders: ['company', 42, 'getBusinessShareholders'],
  owners: ['company', 42, 'getBusinessOwners'],
  representative: ['company', 42, 'getRepresentativeInfo', 5],
  legal: ['getLegalInfo', 'self'],
  emails: ['getEmails', 42],
  usernameChanges: ['getUsernameChangeRequests'],
  verificationState: ['getVerificationState', 'self'],
  limitReasons: ['getLimitReasons', 42],
  taxCertification: ['getTaxCertification', 'self'],
  businessTaxCertification: ['getBusinessTaxCertification', 42],
  identityRun: ['identityWorkflowRun', 'run-1', 'run'],
  businessInfo: ['company', 42, 'getBusinessInfo'],
  resolution: ['company', 42, 'getResolution'],
  declaration: ['company', 42, 'getDeclaration'],
  kycInfo: ['getKycInfo', 'self'],
  kycRequest: ['getKycRequest', 'self'],
  companyUsers: ['companyAccess', 42, 'getCompanyUsers'],
  notificationSettings: ['getNotificationSettings'],
  representativeTax: ['getRepresentativeTaxCertification', 'secret'],
  countries: ['getCountries'],
  industries: ['getIndustries', 'en'],
} satisfies Record<string, QueryKey>;
type List = keyof typeof LISTS;

const DOCUMENT_LISTS: readonly List[] = [
  'documents',
  'companyDocuments',
  'dueDiligence',
  'profile',
  'directors',
  'shareholders',
  'owners',
  'representative',
  'legal',
];
const EMAIL_LISTS: readonly List[] = ['emails', 'profile', 'usernameChanges'];
const VERIFICATION_LISTS: readonly List[] = [
  'verificationState',
  'limitReasons',
  'taxCertification',
  'businessTaxCertification',
  'identityRun',
];
/** Documents and verification together, each list once. */
const DOCUMENT_AND_VERIFICATION_LISTS = [...DOCUMENT_LISTS, ...VERIFICATION_LISTS];

/** Which lists of this area `data.reload` of each scope reloads, written out by hand. */
const BY_SCOPE: readonly [ReloadScope, readonly List[]][] = [
  ['documents', DOCUMENT_LISTS],
  ['emails', EMAIL_LISTS],
  ['verification', VERIFICATION_LISTS],
  ['contracts', []],
  ['accounts', []],
  ['support', []],
];

/** The notification types that reload something here; every other type reloads nothing of this area. */
const BY_TYPE: Partial<Record<NotificationType, readonly List[]>> = {
  info: DOCUMENT_AND_VERIFICATION_LISTS,
  documentFailed: DOCUMENT_AND_VERIFICATION_LISTS,
  documentRejected: DOCUMENT_AND_VERIFICATION_LISTS,
  documentExpired: DOCUMENT_AND_VERIFICATION_LISTS,
  documentExpSoon: DOCUMENT_AND_VERIFICATION_LISTS,
  usernameChangeFailed: EMAIL_LISTS,
  usernameChanged: EMAIL_LISTS,
  acceptTermsLogin: DOCUMENT_LISTS,
  identityVerification: DOCUMENT_AND_VERIFICATION_LISTS,
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

describe('mfe-onboarding reload map (spec 03 §4 "Live events", issue 47 item 6)', () => {
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
    act(() => bus.publish('data.reload', { scope: 'documents' }));
    expect(reloaded()).toEqual([]);
  });
});
