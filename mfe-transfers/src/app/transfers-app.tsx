import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageFallback, PageNotFound } from '@portal/remote/fallback-pages';
import { preloadablePage, type PageRoute } from '@portal/remote/pages';
import { areaQueryClient } from '@portal/remote/query';
import type { PortalServices } from '@portal/session/app-props';
import { actingCustomerId$, lastKnownUser } from '@portal/session/session';
import { blacklistQuery } from '../features/blacklist/api/blacklist';
import { standingPaymentsQuery } from '../features/standing/api/standing-payments';
import { filterFromSearch } from '../features/standing/utils/filter-params';
import { transferAccountsQuery } from '../shared/transfer-accounts';
import { permits } from '../shared/use-may-call';
import { useDataReload } from './data-reload';

/** The accounts and balances every transfer form starts from; not for a user without balance access (issue 22). */
const prefetchAccounts = async ({ method }: PortalServices) => {
  if (permits(lastKnownUser(), 'balanceInquiry'))
    await areaQueryClient.prefetchQuery(transferAccountsQuery(method, actingCustomerId$.value));
};

/** The standing payments the page opens with, by the filter in its URL (issue 15). */
const prefetchStandingPayments = async ({ method }: PortalServices) => {
  if (!permits(lastKnownUser(), 'getStandingPayments')) return;
  await areaQueryClient.prefetchQuery(
    standingPaymentsQuery(method, filterFromSearch(window.location.search), actingCustomerId$.value),
  );
};

/** The payout blacklist the page opens with (issue 15). */
const prefetchBlacklist = async ({ method }: PortalServices) => {
  if (!permits(lastKnownUser(), 'getPayoutBlacklist')) return;
  await areaQueryClient.prefetchQuery(blacklistQuery(method, {}, actingCustomerId$.value));
};

/** A page as its own chunk over a named export, loaded with its first data as the navigation starts. */
function page<T extends Record<string, unknown>>(
  load: () => Promise<T>,
  name: keyof T & string,
  prefetch?: (services: PortalServices) => Promise<unknown>,
) {
  return preloadablePage(load, (module) => module[name] as ComponentType, prefetch);
}

/**
 * The mass page, one for its two routes: `/transfer/mass` sends to its first tab, whose page is then already loaded
 * and renders at once (issue 49: a page of its own suspended, and the area stood empty in between, CLS 0.83).
 */
const massPage = page(
  () => import(/* webpackChunkName: "first-load:/transfer/mass /transfer/mass/:tab" */ './mass-pages'),
  'MassTransferRoute',
  prefetchAccounts,
);

/**
 * This remote's routes (DESIGN §1, spec 02 §2): between own accounts, person to person, external transfers and the
 * business approval queue, each page a chunk of its own.
 */
export const TRANSFERS_ROUTES: readonly PageRoute[] = [
  {
    path: '/transfer/account',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/transfer/account" */ '../features/account/components/account-transfer-page'
        ),
      'AccountTransferPage',
      prefetchAccounts,
    ),
  },
  {
    path: '/transfer/p2p',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/transfer/p2p" */ '../features/p2p/components/p2p-transfer-page'
        ),
      'P2pTransferPage',
      prefetchAccounts,
    ),
  },
  {
    path: '/transfer/external',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/transfer/external" */ '../features/external/components/external-transfer-page'
        ),
      'ExternalTransferPage',
      prefetchAccounts,
    ),
  },
  { path: '/transfer/mass', page: massPage },
  { path: '/transfer/mass/:tab', page: massPage },
  {
    path: '/transfer/external/mass/confirm',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/transfer/external/mass/confirm /transfer/mass/p2p/confirm" */ '../features/mass/components/mass-confirm-page'
        ),
      'MassConfirmPage',
    ),
  },
  {
    path: '/transfer/mass/p2p/confirm',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/transfer/external/mass/confirm /transfer/mass/p2p/confirm" */ '../features/mass/components/mass-confirm-page'
        ),
      'MassConfirmPage',
    ),
  },
  {
    path: '/transfer/external/global-summary',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/transfer/external/global-summary" */ '../features/global-pay/components/global-summary-page'
        ),
      'GlobalSummaryPage',
    ),
  },
  {
    path: '/global-payout/:secret',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/global-payout/:secret" */ '../features/global-pay/components/global-payout-page'
        ),
      'GlobalPayoutPage',
    ),
  },
  {
    path: '/transfer/invoices',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/transfer/invoices" */ '../features/invoices/components/invoices-page'
        ),
      'InvoicesPage',
    ),
  },
  {
    path: '/transfer/approved',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/transfer/approved" */ '../features/approvals/components/approvals-page'
        ),
      'ApprovalsPage',
    ),
  },
  {
    path: '/transfer/preapproved-payments',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/transfer/preapproved-payments" */ '../features/standing/components/standing-payments-page'
        ),
      'StandingPaymentsPage',
      prefetchStandingPayments,
    ),
  },
  {
    path: '/payout-blacklist',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/payout-blacklist" */ '../features/blacklist/components/blacklist-page'
        ),
      'BlacklistPage',
      prefetchBlacklist,
    ),
  },
];

export function TransfersApp() {
  // issue 47 item 6: a batch partly executed or a card closed reloads the lists in TRANSFERS_RELOADS.
  useDataReload(areaQueryClient);
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        {TRANSFERS_ROUTES.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </Suspense>
  );
}
