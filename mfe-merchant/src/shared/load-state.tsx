import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Skeleton } from '@portal/ui/components';
import styles from './merchant.module.css';

/**
 * The three states every merchant list has before its content: loading (announced), failed (with a retry), and the
 * content itself. `label` names what loads ("Loading your saved buttons…").
 */
export function LoadState({
  pending,
  error,
  label,
  failedTitle,
  onRetry,
  children,
}: {
  pending: boolean;
  error: boolean;
  label: string;
  failedTitle: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('merchant');
  if (pending)
    return (
      <div role="status" aria-busy="true" aria-label={label} className={styles.stack}>
        <Skeleton height={48} />
        <Skeleton height={48} />
        <Skeleton height={48} />
      </div>
    );
  if (error)
    return (
      <Alert tone="error" title={failedTitle}>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('shared.retry')}
        </Button>
      </Alert>
    );
  return <>{children}</>;
}
