import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@portal/ui/components';
import styles from './area-unavailable.module.css';

/** Shown in an area's place when its remote cannot load or throws (DESIGN §2, failure isolation). */
export function AreaUnavailable({ onRetry }: { onRetry: () => Promise<void> }) {
  const { t } = useTranslation('common');
  const [retrying, setRetrying] = useState(false);
  return (
    <section className={styles.panel} role="alert" aria-labelledby="area-unavailable-title">
      <div className={styles.icon} aria-hidden="true">
        !
      </div>
      <h1 id="area-unavailable-title" className={styles.title}>
        {t('areaUnavailable.title')}
      </h1>
      <p className={styles.text}>{t('areaUnavailable.text')}</p>
      <Button
        loading={retrying}
        onClick={async () => {
          setRetrying(true);
          await onRetry();
          setRetrying(false);
        }}
      >
        {retrying ? t('areaUnavailable.retrying') : t('areaUnavailable.retry')}
      </Button>
    </section>
  );
}
