import { useTranslation } from 'react-i18next';
import { EmptyState, PageLayout } from '@portal/ui/components';

/**
 * A page the user's access does not cover (issue 22: a representative's history, a read-only user's receive
 * links): said in the page's place, and nothing of the page is asked for.
 */
export function OutsideAccess({ title }: { title: string }) {
  const { t } = useTranslation('accounts');
  return (
    <PageLayout title={title}>
      <EmptyState headingLevel={2} title={t('access.outsideTitle')} text={t('access.outsideText')} />
    </PageLayout>
  );
}
