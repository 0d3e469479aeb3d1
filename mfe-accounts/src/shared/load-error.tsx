import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@portal/api/errors';
import { Alert, Button } from '@portal/ui/components';

/** The text of a failure: the client's own texts are translated (namespace common), the server's shown as sent. */
export function useErrorText() {
  const { t } = useTranslation('accounts');
  return (error: unknown): string => {
    if (error instanceof ApiError && error.textKey)
      return t(error.textKey, { ns: 'common', defaultValue: error.message });
    if (error instanceof Error && error.message) return error.message;
    return t('errors.unknown', { ns: 'common', defaultValue: t('loadFailedText') });
  };
}

/** A read that failed: what failed, why, and a retry. */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: ReactNode;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  return (
    <Alert tone="error" title={title}>
      <p>{errorText(error)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
