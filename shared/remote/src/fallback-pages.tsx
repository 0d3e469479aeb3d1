import { useTranslation } from 'react-i18next';
import { useServices } from '@portal/session/react';
import { isSignedIn } from '@portal/session/session';
import { Button, Spinner, StatusPanel } from '@portal/ui/components';
import styles from './fallback-pages.module.css';

/**
 * Leaves the area for the start page: single-spa watches the history, so a push is a portal navigation and the
 * shell's guard sends the user home or to sign-in (DESIGN §2).
 */
function goToStart(): void {
  window.history.pushState(null, '', '/');
}

/** A path of this area that names no page (spec 01 §2): said in the area's place, with the way back. */
export function PageNotFound() {
  const { t } = useTranslation('common');
  return (
    <StatusPanel
      icon="?"
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={<Button onClick={goToStart}>{t('notFound.home')}</Button>}
    />
  );
}

/**
 * A page of this area's route table that this release does not offer yet: a branded panel with the way home (or to
 * sign-in), never an empty main area (issue 14).
 */
export function PageComingSoon() {
  const { t } = useTranslation('common');
  const { brand } = useServices();
  return (
    <StatusPanel
      icon="…"
      tone="info"
      title={t('comingSoon.title')}
      text={t('comingSoon.text', { brand: brand.projectName })}
      action={
        <Button onClick={goToStart}>{isSignedIn() ? t('comingSoon.home') : t('comingSoon.signIn')}</Button>
      }
    />
  );
}

/**
 * What an area shows in a page's place while the page's code is not there (its Suspense fallback), the same in
 * every area. Only a first load shows it: the area's mount waits for the page's code and first data, and a
 * navigation keeps the previous page on screen until the next one has rendered (a transition inside an area, the
 * leaving area held by the shell between areas), so it never replaces a page (issue 47 item 10). The label is
 * the area's own `pageLoading` text (the area's namespace is the default one), else the common one.
 */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className={styles.pageFallback}>
      <Spinner size="lg" label={t(['pageLoading', 'common:loading'])} />
    </div>
  );
}
