import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { Account, MethodName } from '@portal/api/catalogue';
import { PageFallback, PageNotFound } from '@portal/remote/fallback-pages';
import { i18n } from '@portal/i18n/i18n';
import { preloadablePage, type PageRoute, type PreloadRoute } from '@portal/remote/pages';
import { areaQueryClient } from '@portal/remote/query';
import { useDataReload } from './data-reload';
import type { PortalServices } from '@portal/session/app-props';
import { actingCustomerId$, lastKnownUser } from '@portal/session/session';
import { RequireAccess } from '../shared/require-access';
import { permits } from '../shared/use-may-call';
import { balanceQueryKey, balancesQuery } from '../shared/balance-inquiry';
import { paymentInstructionsQuery } from '../features/balances/api/payment-instructions';
import { prefetchHomeFollowUps } from '../features/balances/api/home-data';
import { HomePage } from '../features/balances/components/home-page';
import { cardPreloads, cardRoutes } from '../features/cards/routes';
import { announcementsToConfirmQuery } from '../features/news/api/announcements';
import { AnnouncementsToConfirm } from '../features/news/components/announcements-to-confirm';

/**
 * Whether the signed-in user may call every one of these operations (the access policy, issue 22): the user of this
 * page, or on a reload the one this session last knew, so a page's data is asked for beside the customer info.
 */
const permitsAll = (needs: readonly MethodName[]) =>
  needs.every((method) => permits(lastKnownUser(), method));

/**
 * A page as its own chunk over a named export, with the first data it asks for; the data only when the user may
 * call what the page is made of (`needs`), so that a prefetch is never refused.
 */
function page<T extends Record<string, unknown>>(
  load: () => Promise<T>,
  name: keyof T & string,
  prefetch?: (services: PortalServices) => Promise<unknown>,
  needs: readonly MethodName[] = [],
) {
  return preloadablePage(
    load,
    (module) => module[name] as ComponentType,
    prefetch && ((services) => (permitsAll(needs) ? prefetch(services) : Promise.resolve())),
  );
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
  ({ method }) => {
    const customerId = actingCustomerId$.value;
    const instructions = () => areaQueryClient.prefetchQuery(paymentInstructionsQuery(method, customerId));
    // A representative's home shows no figures (spec 01 §6): their page is the accounts and how to pay in, so it
    // waits for the instructions.
    if (!permitsAll(['balanceInquiry'])) {
      void areaQueryClient.prefetchQuery(announcementsToConfirmQuery(method));
      return instructions();
    }
    // Everyone else's waits for the balances, asked for first: the sandbox answers in arrival order, and the
    // balances waited behind two calls sent before them (issue 11). Announcements to confirm open as a dialog over
    // the page and the instructions only add a "New" badge beside a tile's menu, so neither moves what is shown:
    // both are asked for once the balances are in, and not waited for.
    // The rates, trends and recent activity that the balances name go out with them (issue 28 item 3: two waves).
    const balances = areaQueryClient.prefetchQuery(balancesQuery(method, customerId));
    void balances.then(() => {
      const accounts = areaQueryClient.getQueryData<Account[]>(balanceQueryKey(customerId));
      const currenciesIn = permitsAll(['addCurrency']) ? i18n.language : undefined;
      if (accounts) void prefetchHomeFollowUps(areaQueryClient, method, customerId, accounts, currenciesIn);
      void instructions();
      void areaQueryClient.prefetchQuery(announcementsToConfirmQuery(method));
    });
    return balances;
  },
);

/**
 * A route of this area and what its page is made of: without those operations the page says that it is outside
 * the user's access, under its own title, and asks for nothing (issue 22).
 */
interface AccountsRoute extends PageRoute {
  needs?: readonly MethodName[];
  titleKey?: string;
}

const HISTORY_NEEDS: readonly MethodName[] = ['getTransactionHistory', 'balanceInquiry'];
const STATEMENTS_NEEDS: readonly MethodName[] = ['getStatementExports', 'balanceInquiry'];
const RECEIVE_NEEDS: readonly MethodName[] = ['createReceiveLink', 'balanceInquiry'];

/**
 * This remote's routes (DESIGN §1): home, cards, statements, history, batch transfers, receive (and its public
 * page) and news (spec 02 §2). Home loads with the remote; every other page is a chunk of its own, loaded with
 * its first data as the navigation starts. Home shows the announcements waiting for an answer (spec 02 §4), a
 * page that combines the news and balances features.
 */
export const ACCOUNTS_ROUTES: readonly AccountsRoute[] = [
  { path: '/home', page: Home },
  {
    path: '/history',
    page: page(
      () => import(/* webpackChunkName: "first-load:/history" */ './history-page'),
      'HistoryPage',
      prefetchBalances,
      HISTORY_NEEDS,
    ),
    needs: HISTORY_NEEDS,
    titleKey: 'history.title',
  },
  {
    path: '/history/batch-transfers',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/history/batch-transfers" */ '../features/batch/components/batch-transfers-page'
        ),
      'BatchTransfersPage',
    ),
    needs: ['getBatchTransfers'],
    titleKey: 'batch.title',
  },
  {
    path: '/statements',
    page: page(
      () => import(/* webpackChunkName: "first-load:/statements" */ './statements-page'),
      'StatementsPage',
      prefetchBalances,
      STATEMENTS_NEEDS,
    ),
    needs: STATEMENTS_NEEDS,
    titleKey: 'statements.title',
  },
  {
    path: '/receive',
    page: page(
      () =>
        import(/* webpackChunkName: "first-load:/receive" */ '../features/receive/components/receive-page'),
      'ReceivePage',
      prefetchBalances,
      RECEIVE_NEEDS,
    ),
    needs: RECEIVE_NEEDS,
    titleKey: 'receive.title',
  },
  {
    path: '/receive/:id',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/receive/:id" */ '../features/receive/components/receive-info-page'
        ),
      'ReceiveInfoPage',
    ),
  },
  {
    path: '/news',
    page: page(
      () => import(/* webpackChunkName: "first-load:/news" */ '../features/news/components/news-page'),
      'NewsPage',
    ),
  },
];

/**
 * What the area preloads as a navigation starts: its pages, and the cards pages (rendered by `cardRoutes`), whose
 * accounts are read only by a user who may (issue 22).
 */
export const ACCOUNTS_PRELOADS: readonly PreloadRoute[] = [
  ...ACCOUNTS_ROUTES,
  ...cardPreloads((services) =>
    permitsAll(['balanceInquiry']) ? prefetchBalances(services) : Promise.resolve(),
  ),
];

export function AccountsApp() {
  // issue 31, 47 item 6: a card closed or a batch partly executed reloads the lists in ACCOUNTS_RELOADS.
  useDataReload(areaQueryClient);
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        {ACCOUNTS_ROUTES.map(({ path, page: Page, needs, titleKey }) => (
          <Route
            key={path}
            path={path}
            element={
              needs && titleKey ? (
                <RequireAccess needs={needs} titleKey={titleKey}>
                  <Page />
                </RequireAccess>
              ) : (
                <Page />
              )
            }
          />
        ))}
        {cardRoutes()}
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </Suspense>
  );
}
