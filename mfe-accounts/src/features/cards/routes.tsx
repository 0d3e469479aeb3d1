import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router-dom';
import type { MethodName } from '@portal/api/contract';
import { Spinner } from '@portal/ui/components';
import { RequireAccess } from '../access/components/require-access';
import { ensureCardTexts } from './texts';
import styles from './components/cards.module.css';

/** A cards page: its own chunk, loaded beside the cards texts (`texts.ts`). */
function lazyCardsPage<T, P extends object>(load: () => Promise<T>, pick: (module: T) => ComponentType<P>) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), ensureCardTexts('cards')]);
    return { default: pick(module) };
  });
}

// Each page is its own chunk.
const CardsRedirectPage = lazyCardsPage(
  () => import('./components/cards-redirect-page'),
  (module) => module.CardsRedirectPage,
);
const CardListPage = lazyCardsPage(
  () => import('./components/card-list-page'),
  (module) => module.CardListPage,
);
const CardDetailsPage = lazyCardsPage(
  () => import('./components/card-details-page'),
  (module) => module.CardDetailsPage,
);
const ChangePinPage = lazyCardsPage(
  () => import('./components/change-pin-page'),
  (module) => module.ChangePinPage,
);
const ApplyCardPage = lazyCardsPage(
  () => import('./components/apply-card-page'),
  (module) => module.ApplyCardPage,
);
const AddCardPage = lazyCardsPage(
  () => import('./components/add-card-page'),
  (module) => module.AddCardPage,
);
const ConfirmCardPage = lazyCardsPage(
  () => import('./components/confirm-card-page'),
  (module) => module.ConfirmCardPage,
);

function PageFallback() {
  const { t } = useTranslation('accounts');
  return (
    <div className={styles.pageFallback}>
      <Spinner size="lg" label={t('cards.loading')} />
    </div>
  );
}

/**
 * A cards page with what it is made of: cards are accounts with balances, and each form its own change; without
 * those (issue 22) the page says it is outside the user's access and neither its code nor its data is loaded.
 */
const page = (needs: readonly MethodName[], element: ReactNode) => (
  <RequireAccess needs={needs} titleKey="cards.title">
    <Suspense fallback={<PageFallback />}>{element}</Suspense>
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
