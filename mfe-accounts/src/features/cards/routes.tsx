import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router-dom';
import type { MethodName } from '@portal/api/catalogue';
import type { PortalServices } from '@portal/session/app-props';
import { PageLayout } from '@portal/ui/components';
import { tracked, type Tracked } from '@portal/ui/tracked';
import { RequireAccess } from '../../shared/require-access';
import { ensureCardTexts } from './texts';
import { LoadingCards } from './components/page-states';

/**
 * A cards page as its own chunk, with the cards texts: both asked for by the area's preload (a link's intent, the
 * area's mount) and awaited there. A page whose code and texts are in when it mounts renders at once with its own
 * heading; one opened before suspends (React.lazy) behind the skeleton below (issue 49: on a direct load the
 * skeleton's "Cards" showed first, and the page's heading came after the texts, LCP 2.7 s).
 */
function lazyCardsPage<T, P extends object>(load: () => Promise<T>, pick: (module: T) => ComponentType<P>) {
  let code: Tracked<T> | undefined;
  const preloadCode = () => {
    if (!code) {
      const loading = tracked(Promise.all([load(), ensureCardTexts('cards')]).then(([module]) => module));
      // A chunk that failed is asked for again on the next try.
      loading.catch(() => {
        if (code === loading) code = undefined;
      });
      code = loading;
    }
    return code;
  };
  const Lazy = lazy(async () => ({ default: pick(await preloadCode()) }));
  function CardsPage(props: P) {
    // Decided once per mount: switching from the lazy component to the page would mount the page again.
    const [ready] = useState(() => (code?.status === 'fulfilled' ? pick(code.value as T) : undefined));
    const Page = ready ?? Lazy;
    return <Page {...props} />;
  }
  return Object.assign(CardsPage, { preloadCode });
}

// Each page is its own chunk.
const CardsRedirectPage = lazyCardsPage(
  () => import(/* webpackChunkName: "first-load:/cards" */ './components/cards-redirect-page'),
  (module) => module.CardsRedirectPage,
);
const CardListPage = lazyCardsPage(
  () =>
    import(/* webpackChunkName: "first-load:/cards/physical /cards/virtual" */ './components/card-list-page'),
  (module) => module.CardListPage,
);
const CardDetailsPage = lazyCardsPage(
  () => import(/* webpackChunkName: "first-load:/cards/:accountId" */ './components/card-details-page'),
  (module) => module.CardDetailsPage,
);
const ChangePinPage = lazyCardsPage(
  () => import(/* webpackChunkName: "first-load:/card/:accountId/pin" */ './components/change-pin-page'),
  (module) => module.ChangePinPage,
);
const ApplyCardPage = lazyCardsPage(
  () => import(/* webpackChunkName: "first-load:/cards/apply" */ './components/apply-card-page'),
  (module) => module.ApplyCardPage,
);
const AddCardPage = lazyCardsPage(
  () => import(/* webpackChunkName: "first-load:/add-card" */ './components/add-card-page'),
  (module) => module.AddCardPage,
);
const ConfirmCardPage = lazyCardsPage(
  () => import(/* webpackChunkName: "first-load:/confirm-card/:cardId" */ './components/confirm-card-page'),
  (module) => module.ConfirmCardPage,
);

/**
 * While a cards page's code comes (a navigation inside the area keeps the previous page meanwhile; a first load
 * shows this): the page itself, its title over skeleton tiles, never an empty main area or a lone spinner.
 */
export function CardsPageSkeleton() {
  const { t } = useTranslation('accounts');
  return (
    <PageLayout title={t('cards.title')}>
      <LoadingCards />
    </PageLayout>
  );
}

/**
 * A cards page with what it is made of: cards are accounts with balances, and each form its own change; without
 * those (issue 22) the page says it is outside the user's access and neither its code nor its data is loaded.
 */
const page = (needs: readonly MethodName[], element: ReactNode) => (
  <RequireAccess needs={needs} titleKey="cards.title">
    <Suspense fallback={<CardsPageSkeleton />}>{element}</Suspense>
  </RequireAccess>
);

const READS_CARDS: readonly MethodName[] = ['balanceInquiry'];

/** The cards area's routes (spec 02 §2), placed inside the remote's `<Routes>`. */
export function cardRoutes() {
  return (
    <>
      <Route path="/cards" element={page(READS_CARDS, <CardsRedirectPage />)} />
      <Route path="/cards/physical" element={page(READS_CARDS, <CardListPage kind="physical" />)} />
      <Route path="/cards/virtual" element={page(READS_CARDS, <CardListPage kind="virtual" />)} />
      <Route path="/cards/apply" element={page(['balanceInquiry', 'applyForCard'], <ApplyCardPage />)} />
      <Route path="/cards/:accountId" element={page(READS_CARDS, <CardDetailsPage />)} />
      <Route path="/card/:accountId/pin" element={page(['balanceInquiry', 'changePin'], <ChangePinPage />)} />
      <Route path="/add-card" element={page(['addCard'], <AddCardPage />)} />
      <Route path="/confirm-card/:cardId" element={page(['confirmCard'], <ConfirmCardPage />)} />
    </>
  );
}

/**
 * The cards pages for the area's preload (issue 28 item 4): on a link's intent and as a navigation starts, a page's
 * code loads with the accounts it reads (`prefetchAccounts`), so the previous page stays on screen until the cards
 * page can render, instead of a loading state.
 */
export function cardPreloads(
  prefetchAccounts: (services: PortalServices) => Promise<unknown>,
): { path: string; page: { preload: (services: PortalServices) => Promise<void> } }[] {
  const preloading =
    (code: { preloadCode: () => Promise<unknown> }, withAccounts = true) =>
    (services: PortalServices) =>
      Promise.all([code.preloadCode(), withAccounts ? prefetchAccounts(services) : undefined]).then(
        () => undefined,
        () => undefined,
      );
  return [
    { path: '/cards', page: { preload: preloading(CardsRedirectPage) } },
    { path: '/cards/physical', page: { preload: preloading(CardListPage) } },
    { path: '/cards/virtual', page: { preload: preloading(CardListPage) } },
    { path: '/cards/apply', page: { preload: preloading(ApplyCardPage) } },
    { path: '/cards/:accountId', page: { preload: preloading(CardDetailsPage) } },
    { path: '/card/:accountId/pin', page: { preload: preloading(ChangePinPage) } },
    { path: '/add-card', page: { preload: preloading(AddCardPage, false) } },
    { path: '/confirm-card/:cardId', page: { preload: preloading(ConfirmCardPage, false) } },
  ];
}
