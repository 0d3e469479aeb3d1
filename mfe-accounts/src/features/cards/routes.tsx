import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router-dom';
import { Spinner } from '@portal/ui/components';
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

const page = (element: ReactNode) => <Suspense fallback={<PageFallback />}>{element}</Suspense>;

/** The cards area's routes (spec 02 §2), placed inside the remote's `<Routes>`. */
export function cardRoutes() {
  return (
    <>
      <Route path="/cards" element={page(<CardsRedirectPage />)} />
      <Route path="/cards/physical" element={page(<CardListPage kind="physical" />)} />
      <Route path="/cards/virtual" element={page(<CardListPage kind="virtual" />)} />
      <Route path="/cards/apply" element={page(<ApplyCardPage />)} />
      <Route path="/cards/:accountId" element={page(<CardDetailsPage />)} />
      <Route path="/card/:accountId/pin" element={page(<ChangePinPage />)} />
      <Route path="/add-card" element={page(<AddCardPage />)} />
      <Route path="/confirm-card/:cardId" element={page(<ConfirmCardPage />)} />
    </>
  );
}
