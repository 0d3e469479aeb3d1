import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Skeleton, VisuallyHidden } from '@portal/ui/components';
import { failureText } from '../utils/failure-text';
import styles from './cards.module.css';

/** Skeleton tiles while the cards load, announced once by their label. */
export function LoadingCards({ label, count = 2 }: { label?: string; count?: number }) {
  const { t } = useTranslation('accounts');
  return (
    <div role="status" aria-live="polite" className={styles.loading}>
      <VisuallyHidden>{label ?? t('cards.loading')}</VisuallyHidden>
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, key) => (
          <div key={key} className={styles.skeletonTile}>
            <Skeleton width="50%" height={14} />
            <Skeleton width="70%" height={22} />
            <Skeleton width="90%" height={20} />
            <Skeleton width="30%" height={14} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Lines of placeholder text while a section loads. */
export function LoadingLines({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div role="status" aria-live="polite" className={styles.lines}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: lines }, (_, key) => (
        <Skeleton key={key} height={18} width={`${90 - key * 15}%`} />
      ))}
    </div>
  );
}

/** A failed read: what failed, the reason, and a retry. */
export function LoadFailed({
  title,
  error,
  onRetry,
  children,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  return (
    <Alert tone="error" title={title}>
      <p className={styles.alertText}>{failureText(error, t)}</p>
      <div className={styles.inlineActions}>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('cards.retry')}
        </Button>
        {children}
      </div>
    </Alert>
  );
}
