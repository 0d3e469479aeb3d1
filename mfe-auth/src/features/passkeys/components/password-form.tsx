import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField } from '@portal/ui/components';
import styles from './passkeys-section.module.css';

/**
 * The password again, as adding or removing a passkey and the passkey approval switch ask (issue 50 item 1): the
 * field, the server's refusal above it, Cancel and the action. The parent runs the call.
 */
export function PasswordForm({
  intro,
  submitLabel,
  danger = false,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  intro: ReactNode;
  submitLabel: string;
  danger?: boolean;
  pending: boolean;
  /** The last refusal (a wrong password), shown in the dialog. */
  error?: string;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setFieldError(t('security.passkeys.passwordRequired'));
      return;
    }
    setFieldError(undefined);
    onSubmit(password);
  };
  return (
    <form noValidate onSubmit={submit} className={styles.dialogForm}>
      <p className={styles.intro}>{intro}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        label={t('security.passkeys.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError}
      />
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('security.common.cancel')}
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
