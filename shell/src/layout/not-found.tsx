import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { Button, StatusPanel } from '@portal/ui/components';

/** The catch-all page (spec 01 §2). */
export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <StatusPanel
      icon="?"
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={<Button onClick={() => navigateToUrl('/')}>{t('notFound.home')}</Button>}
    />
  );
}

/**
 * A route of the route table whose area is not deployed here (issue 14): a branded panel with the way home, or to
 * sign-in when signed out, so the route table and the deployed remotes never disagree silently.
 */
export function ComingSoon({ brandName, signedIn }: { brandName: string; signedIn: boolean }) {
  const { t } = useTranslation('common');
  return (
    <StatusPanel
      icon="…"
      tone="info"
      title={t('comingSoon.title')}
      text={t('comingSoon.text', { brand: brandName })}
      action={
        <Button onClick={() => navigateToUrl(signedIn ? '/' : '/login')}>
          {signedIn ? t('comingSoon.home') : t('comingSoon.signIn')}
        </Button>
      }
    />
  );
}
