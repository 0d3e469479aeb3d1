import { useTranslation } from 'react-i18next';
import type { Unavailability } from '@portal/api/client';
import { Button, StatusPanel, statusPanelText } from '@portal/ui/components';

/** What the spec's texts say about each cause (spec 01 §8: "Server is not available", the network-error message). */
const DETAIL_KEY: Record<Unavailability, string | undefined> = {
  network: 'errors.network',
  noResponse: 'errors.noResponse',
  server: undefined,
};

/**
 * In the page's place while the back end is unreachable or failing (issue 22): the user stays signed in, the shell
 * retries by itself, and Retry tries at once. Styled as the "area unavailable" panel, its sibling.
 */
export function ServerUnavailable({ cause, onRetry }: { cause: Unavailability; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const detail = DETAIL_KEY[cause];
  return (
    <StatusPanel
      icon="!"
      role="alert"
      title={t('errors.serverUnavailable')}
      text={detail ? t(detail) : undefined}
      action={<Button onClick={onRetry}>{t('outage.retry')}</Button>}
    >
      <p className={statusPanelText}>{t('outage.kept')}</p>
    </StatusPanel>
  );
}
