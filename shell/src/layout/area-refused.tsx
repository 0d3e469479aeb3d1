import { useTranslation } from 'react-i18next';
import { addNamespace, type Language } from '@portal/i18n/i18n';
import { Button } from '@portal/ui/components';
import type { Refusal } from '../app/host-check';
import styles from './area-unavailable.module.css';

/** The panel's namespace; loaded with the panel, which only a refused area needs. */
export const AREA_REFUSED_NAMESPACE = 'shellAreaRefused';

export const loadAreaRefusedTexts = () =>
  addNamespace(
    AREA_REFUSED_NAMESPACE,
    (language: Language) => import(`../locales/area-refused/${language}.ts`),
  );

/**
 * In an area's place when the shell cannot host the release it points to (issue 13): the remote needs another
 * host contract or another version of a shared singleton. None of the remote's code has run; a reload brings the
 * newest shell, and the other areas keep working.
 */
export function AreaRefused({ refusal, onReload }: { refusal: Refusal; onReload: () => void }) {
  const { t } = useTranslation(AREA_REFUSED_NAMESPACE);
  return (
    <section className={styles.panel} role="alert" aria-labelledby="area-refused-title">
      <div className={styles.icon} aria-hidden="true">
        !
      </div>
      <h1 id="area-refused-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.text}>{t('text')}</p>
      <p className={styles.text}>
        <small>{t('detail', { ...refusal })}</small>
      </p>
      <Button onClick={onReload}>{t('reload')}</Button>
    </section>
  );
}
