import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, StatusPanel } from '@portal/ui/components';

/** Shown in an area's place when its remote cannot load or throws (DESIGN §2, failure isolation). */
export function AreaUnavailable({ onRetry }: { onRetry: () => Promise<void> }) {
  const { t } = useTranslation('common');
  const [retrying, setRetrying] = useState(false);
  return (
    <StatusPanel
      icon="!"
      role="alert"
      title={t('areaUnavailable.title')}
      text={t('areaUnavailable.text')}
      action={
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
      }
    />
  );
}
