import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EmptyState, PageLayout } from '@portal/ui/components';

/**
 * A page the user may use only with its operation (spec 02 §6): its title always; its description and content when
 * allowed, else the no-access state.
 */
export function AccessPage(props: {
  title: string;
  description: string;
  allowed: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('transfers');
  return (
    <PageLayout title={props.title} description={props.allowed ? props.description : undefined}>
      {props.allowed ? (
        props.children
      ) : (
        <EmptyState headingLevel={2} title={t('noAccess.title')} text={t('noAccess.text')} />
      )}
    </PageLayout>
  );
}

/** A list that did not load, with a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('transfers');
  return (
    <Alert tone="error" title={t('loadFailed')}>
      <p>{t('loadFailedText')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
