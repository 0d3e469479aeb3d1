import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, TextField } from '@portal/ui/components';
import { failureLines } from '../../../shared/failure-lines';
import styles from './profile.module.css';

/** A confirmation code: 6 digits (the sandbox's e-mail and SMS codes). */
const CODE = /^\d{6}$/;

/**
 * Enter the 6-digit code sent to an e-mail or a phone, or ask for a new one: a wrong code is said at the field,
 * which keeps the focus.
 */
export function CodeDialog({
  title,
  text,
  onConfirm,
  onResend,
  onClose,
}: {
  title: string;
  text: string;
  onConfirm: (code: string) => Promise<unknown>;
  onResend: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [resend, setResend] = useState<
    { state: 'idle' | 'pending' | 'sent' } | { state: 'failed'; text: string }
  >({
    state: 'idle',
  });

  const submit = async () => {
    setResend({ state: 'idle' });
    if (!CODE.test(code.trim())) {
      setError(t('profile.errors.code'));
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await onConfirm(code.trim());
    } catch (failure) {
      setError(failureLines(failure, t).join(', '));
      inputRef.current?.focus();
    } finally {
      setPending(false);
    }
  };
  const sendAgain = async () => {
    setResend({ state: 'pending' });
    try {
      await onResend();
      setResend({ state: 'sent' });
      setCode('');
      inputRef.current?.focus();
    } catch (failure) {
      setResend({ state: 'failed', text: failureLines(failure, t).join(', ') });
    }
  };

  return (
    <Dialog
      open
      size="sm"
      title={title}
      closeLabel={t('profile.close')}
      onClose={onClose}
      closeOnBackdropClick={false}
      initialFocusRef={inputRef}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('profile.cancel')}
          </Button>
          <Button loading={pending} onClick={() => void submit()}>
            {t('profile.code.submit')}
          </Button>
        </>
      }
    >
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className={styles.dialogText}>{text}</p>
        <TextField
          ref={inputRef}
          label={t('profile.code.label')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          error={error}
        />
        {error ? (
          <Alert tone="error">
            <p>{error}</p>
          </Alert>
        ) : null}
        {resend.state === 'sent' ? <Alert tone="success" title={t('profile.code.resent')} /> : null}
        {resend.state === 'failed' ? (
          <Alert tone="error">
            <p>{resend.text}</p>
          </Alert>
        ) : null}
        <div>
          <Button
            variant="ghost"
            size="sm"
            loading={resend.state === 'pending'}
            onClick={() => void sendAgain()}
          >
            {t('profile.code.resend')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Asks before something is deleted; the server's refusal is said in the dialog. */
export function DeleteDialog({
  title,
  text,
  confirmLabel,
  onDelete,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  onDelete: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const remove = async () => {
    setPending(true);
    try {
      await onDelete();
    } catch (failure) {
      setError(failureLines(failure, t).join(', '));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open
      size="sm"
      title={title}
      closeLabel={t('profile.close')}
      onClose={onClose}
      initialFocusRef={cancelRef}
      closeOnBackdropClick={!pending}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={pending}>
            {t('profile.cancel')}
          </Button>
          <Button variant="danger" loading={pending} onClick={() => void remove()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className={styles.dialogText}>{text}</p>
      {error ? (
        <Alert tone="error">
          <p>{error}</p>
        </Alert>
      ) : null}
    </Dialog>
  );
}
