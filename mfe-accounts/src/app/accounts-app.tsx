import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { preloadablePage, type PageRoute } from '@portal/remote/pages';
import { areaQueryClient } from '@portal/remote/query';
import type { PortalServices } from '@portal/session/app-props';
import { actingCustomerId$ } from '@portal/session/session';
import { balancesQuery } from '../features/balances/api/balance-inquiry';
import { paymentInstructionsQuery } from '../features/balances/api/payment-instructions';
import { HomePage } from '../features/balances/components/home-page';
import { PageFallback } from '../features/balances/components/page-fallback';
import { cardRoutes } from '../features/cards/routes';
import { announcementsToConfirmQuery } from '../features/news/api/announcements';
import { AnnouncementsToConfirm } from '../features/news/components/announcements-to-confirm';

/** A page as its own chunk over a named export, with the first data it asks for. */
function page<T extends Record<string, unknown>>(
  load: () => Promise<T>,
  name: keyof T & string,
  prefetch?: (services: PortalServices) => Promise<unknown>,
) {
  return preloadablePage(load, (module) => module[name] as ComponentType, prefetch);
}

/** The balances every page of the area starts from. */
const prefetchBalances = ({ method }: PortalServices) =>
  areaQueryClient.prefetchQuery(balancesQuery(method, actingCustomerId$.value));

function HomeWithNotice() {
  return <HomePage notice={<AnnouncementsToConfirm />} />;
}

const Home = preloadablePage(
  async () => HomeWithNotice,
  (component) => component,
  ({ method }) =>
    Promise.all([
      areaQueryClient.prefetchQuery(balancesQuery(method, actingCustomerId$.value)),
      areaQueryClient.prefetchQuery(paymentInstructionsQuery(method, actingCustomerId$.value)),
      areaQueryClient.prefetchQuery(announcementsToConfirmQuery(method)),
    ]),
);

/**
 * This remote's routes (DESIGN §1): home, cards, statements, history, batch transfers, receive (and its public
 * page) and news (spec 02 §2). Home loads with the remote; every other page is a chunk of its own, loaded with
 * its first data as the navigation starts. Home shows the announcements waiting for an answer (spec 02 §4), a
 * page that combines the news and balances features.
 */
export const ACCOUNTS_ROUTES: readonly PageRoute[] = [
  { path: '/home', page: Home },
  {
    path: '/history',
    page: page(() => import('../features/history/components/history-page'), 'HistoryPage', prefetchBalances),
  },
  {
    path: '/history/batch-transfers',
    page: page(() => import('../features/batch/components/batch-transfers-page'), 'BatchTransfersPage'),
  },
  {
    path: '/statements',
    page: page(
      () => import('../features/statements/components/statements-page'),
      'StatementsPage',
      prefetchBalances,
    ),
  },
  {
    path: '/receive',
    page: page(() => import('../features/receive/components/receive-page'), 'ReceivePage', prefetchBalances),
  },
  {
    path: '/receive/:id',
    page: page(() => import('../features/receive/components/receive-info-page'), 'ReceiveInfoPage'),
  },
  { path: '/news', page: page(() => import('../features/news/components/news-page'), 'NewsPage') },
];

export function AccountsApp() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        {ACCOUNTS_ROUTES.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {cardRoutes()}
      </Routes>
    </Suspense>
  );
}
