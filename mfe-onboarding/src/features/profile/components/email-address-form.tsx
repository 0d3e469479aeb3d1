import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField } from '@portal/ui/components';
import styles from './profile.module.css';

/**
 * The one-address form of the profile (a new e-mail, a new username): the field, the server's refusals under it and
 * the submit button; the caller checks and sends.
 */
export function EmailAddressForm({
  formRef,
  label,
  hint,
  submitLabel,
  value,
  onChange,
  error,
  problems,
  loading,
  onSubmit,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  label: string;
  hint: string;
  submitLabel: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  problems: readonly string[];
  loading: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <form
      ref={formRef}
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField
        label={label}
        hint={hint}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
      {problems.length > 0 ? (
        <Alert tone="error" title={t('profile.errorsTitle')}>
          <p>{problems.join(', ')}</p>
        </Alert>
      ) : null}
      <div>
        <Button type="submit" loading={loading}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
