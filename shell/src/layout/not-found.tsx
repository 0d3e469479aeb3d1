import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { Button } from '@portal/ui/components';
import styles from './area-unavailable.module.css';

/** The catch-all page (spec 01 §2). */
export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <section className={styles.panel} aria-labelledby="not-found-title">
      <div className={styles.icon} aria-hidden="true">
        ?
      </div>
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Button onClick={() => navigateToUrl('/')}>{t('notFound.home')}</Button>
    </section>
  );
}
