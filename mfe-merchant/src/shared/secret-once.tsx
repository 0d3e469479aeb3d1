import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@portal/ui/components';
import { CopyButton } from './copy-button';
import styles from './merchant.module.css';

/**
 * A secret answered once (a webhook's signing secret, an API key, a notification secret key): shown here with a copy
 * button and the warning that it cannot be shown again; the sandbox keeps only a hash or the signing copy. `label`
 * names the value over it; `onDone` adds the "I have saved it" button that puts it away.
 */
export function SecretOnce({
  secret,
  title,
  label,
  copyLabel,
  onDone,
}: {
  secret: string;
  /** Default "Your new secret key". */
  title?: string;
  label?: string;
  /** Default "Copy the key". */
  copyLabel?: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation('merchant');
  return (
    <Alert tone="success" title={title ?? t('shared.secretTitle')}>
      <p>{t('shared.secretOnce')}</p>
      {label ? <p className={styles.muted}>{label}</p> : null}
      <code className={styles.code} data-testid="secret-once">
        {secret}
      </code>
      <div className={styles.rowActions}>
        <CopyButton text={secret} label={copyLabel ?? t('shared.copySecret')} />
        {onDone ? (
          <Button type="button" size="sm" variant="ghost" onClick={onDone}>
            {t('shared.secretSaved')}
          </Button>
        ) : null}
      </div>
    </Alert>
  );
}
