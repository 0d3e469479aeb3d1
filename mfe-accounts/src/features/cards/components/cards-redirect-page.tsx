import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { cardsRedirect } from '@portal/api/cards';
import { PageLayout } from '@portal/ui/components';
import { useAccounts } from '../api/balance-inquiry';
import { LoadFailed, LoadingCards } from './page-states';

/**
 * `cards` (spec 02 §2): to the physical or the virtual list by the prepaid non-closed card accounts there are, or
 * straight to the detail of a single card.
 */
export function CardsRedirectPage() {
  const { t } = useTranslation('accounts');
  const accounts = useAccounts();
  return (
    // The heading the portal's server paints for /cards before the scripts (app/first-paint.ts): the lists' own
    // description, which holds for the one card's page too.
    <PageLayout title={t('cards.title')} description={t('cards.list.description')}>
      {/* The page stays with its skeleton while the navigation goes on: never a frame with an empty main area. */}
      {accounts.isSuccess ? <Navigate to={cardsRedirect(accounts.data)} replace /> : null}
      {accounts.isError ? (
        <LoadFailed
          title={t('cards.loadFailed')}
          error={accounts.error}
          onRetry={() => void accounts.refetch()}
        />
      ) : (
        <LoadingCards />
      )}
    </PageLayout>
  );
}
