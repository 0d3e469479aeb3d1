import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Skeleton, VisuallyHidden } from '@portal/ui/components';
import styles from './query-state.module.css';

/**
 * A read of the company pages (company, company-access, company-emails) in its three states: skeletons while it
 * loads (said to screen readers), the failure with a retry, else what `children` makes of the data.
 */
export function QueryState<T>({
  query,
  loadingText,
  skeletons,
  failedTitle,
  explainFailure = true,
  children,
}: {
  query: UseQueryResult<T>;
  /** Said to screen readers while it loads. */
  loadingText: string;
  /** The heights of the skeletons that stand in for the content while it loads. */
  skeletons: readonly number[];
  /** The failure's title; the area's `loadFailed` text by default. */
  failedTitle?: string;
  /** Whether the failure says `loadFailedText` under its title. */
  explainFailure?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('onboarding');
  if (query.isPending)
    return (
      <div role="status" className={styles.loading}>
        <VisuallyHidden>{loadingText}</VisuallyHidden>
        {skeletons.map((height, index) => (
          <Skeleton key={index} height={height} />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <Alert tone="error" title={failedTitle ?? t('loadFailed')}>
        {explainFailure ? <p>{t('loadFailedText')}</p> : null}
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  return <>{children(query.data)}</>;
}
