import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSKEY_NAME_MAX } from '@portal/api/catalogue';
import { Alert, Button, TextField } from '@portal/ui/components';
import { passkeyNameError } from '../utils/passkey-name';
import styles from './passkeys-section.module.css';

/** A passkey's name (adding one, renaming one): 1 to PASSKEY_NAME_MAX characters. The parent runs the call. */
export function PasskeyNameForm({
  initialName,
  intro,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initialName: string;
  intro?: ReactNode;
  submitLabel: string;
  pending: boolean;
  error?: string;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const [name, setName] = useState(initialName);
  const [fieldError, setFieldError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passkeyNameError(name);
    if (problem) {
      setFieldError(t(`security.passkeys.nameErrors.${problem}`, { max: PASSKEY_NAME_MAX }));
      return;
    }
    setFieldError(undefined);
    onSubmit(name.trim());
  };
  return (
    <form noValidate onSubmit={submit} className={styles.dialogForm}>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        label={t('security.passkeys.name')}
        name="name"
        autoComplete="off"
        maxLength={PASSKEY_NAME_MAX}
        hint={t('security.passkeys.nameHint', { max: PASSKEY_NAME_MAX })}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={fieldError}
      />
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('security.common.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
