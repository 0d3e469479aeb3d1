import { useTranslation } from 'react-i18next';
import styles from './export-progress.module.css';

/** A running export: a bar with its percent and the rows written so far. */
export function ExportProgress({ progress, rows, label }: { progress: number; rows: number; label: string }) {
  const { t } = useTranslation('accounts');
  const text = t('exports.progress', { progress, rows });
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={text}
        className={styles.track}
      >
        <span className={styles.bar} style={{ width: `${progress}%` }} />
      </div>
      <p className={styles.text} aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
