import { useTranslation } from 'react-i18next';
import { Spinner } from '@portal/ui/components';
import styles from './page-fallback.module.css';

/** What shows while a page's chunk loads. */
export function PageFallback() {
  const { t } = useTranslation('merchant');
  return (
    <div className={styles.fallback}>
      <Spinner size="lg" label={t('pageLoading')} />
    </div>
  );
}
