import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router-dom';
import type { MethodName } from '@portal/api/contract';
import { Spinner } from '@portal/ui/components';
import { RequireAccess } from '../access/components/require-access';
import styles from './components/cards.module.css';

// Each page is its own chunk.
const CardsRedirectPage = lazy(() =>
  import('./components/cards-redirect-page').then((module) => ({ default: module.CardsRedirectPage })),
);
const CardListPage = lazy(() =>
  import('./components/card-list-page').then((module) => ({ default: module.CardListPage })),
);
const CardDetailsPage = lazy(() =>
  import('./components/card-details-page').then((module) => ({ default: module.CardDetailsPage })),
);
const ChangePinPage = lazy(() =>
  import('./components/change-pin-page').then((module) => ({ default: module.ChangePinPage })),
);
const ApplyCardPage = lazy(() =>
  import('./components/apply-card-page').then((module) => ({ default: module.ApplyCardPage })),
);
const AddCardPage = lazy(() =>
  import('./components/add-card-page').then((module) => ({ default: module.AddCardPage })),
);
const ConfirmCardPage = lazy(() =>
  import('./components/confirm-card-page').then((module) => ({ default: module.ConfirmCardPage })),
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
