import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@portal/api/errors';
import { Alert, Button, Dialog, Spinner, TextField } from '@portal/ui/components';
import styles from './confirmation-dialog.module.css';

/** spec 02 §9: the success popup closes after 3000 ms. */
export const SUCCESS_CLOSE_MS = 3000;

/** Where a confirmation by the user's second factor stands. */
export type ConfirmationStep =
  /** A code was sent (SMS); `sentTo` is the masked phone. */
  | { kind: 'code'; sentTo?: string }
  /** A push prompt waits on the user's device; the live channel answers. */
  | { kind: 'push' }
  /** Confirmed: the text shows and the dialog closes itself after {@link SUCCESS_CLOSE_MS}. */
  | { kind: 'done'; text: string };

export interface ConfirmationDialogProps {
  open: boolean;
  /** Title of the code and done steps; the push step is always "Confirm the change on your device". */
  title: string;
  step: ConfirmationStep;
  /** Sends the code; a rejection's message shows in the dialog (spec 02 §8: a 400 shows the server's message). */
  onSubmitCode: (code: string) => Promise<void>;
  /** Cancel, Escape or the close button before the change is confirmed. */
  onCancel: () => void;
  /** The done step closed (by itself, or by the user). */
  onDone: () => void;
  /** The cancel call is on its way. */
  cancelling?: boolean;
}

const CODE = /^\d{4,8}$/;

/** The text of a failure: the translated client text when there is one, else the server's message. */
export function failureText(error: unknown, t: TFunction<'auth'>): string {
  if (error instanceof ApiError)
    return error.textKey ? t(error.textKey, { ns: 'common', defaultValue: error.message }) : error.message;
  return error instanceof Error ? error.message : String(error);
}

function CodeStep({
  sentTo,
  onSubmitCode,
  onCancel,
  cancelling,
}: Pick<ConfirmationDialogProps, 'onSubmitCode' | 'onCancel' | 'cancelling'> & { sentTo?: string }) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) return setFieldError(t('security.confirm.codeRequired'));
    if (!CODE.test(value)) return setFieldError(t('security.confirm.codeFormat'));
    setFieldError(undefined);
    setServerError(undefined);
    setSubmitting(true);
    try {
      await onSubmitCode(value);
    } catch (error) {
      setServerError(failureText(error, t));
      setCode('');
      setSubmitting(false);
    }
  };
  return (
    <form noValidate onSubmit={submit} className={styles.form}>
      <p className={styles.intro}>
        {sentTo ? t('security.confirm.codeSentTo', { sentTo }) : t('security.confirm.codeSent')}
      </p>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <TextField
        label={t('security.confirm.codeLabel')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} loading={cancelling} disabled={submitting}>
          {t('security.common.cancel')}
        </Button>
        <Button type="submit" loading={submitting} disabled={cancelling}>
          {t('security.confirm.submit')}
        </Button>
      </div>
    </form>
  );
}

function DoneStep({ text, onDone }: { text: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  useEffect(() => {
    const timer = setTimeout(() => onDoneRef.current(), SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={styles.form}>
      <Alert tone="success" title={text} />
      <div className={styles.actions}>
        <Button onClick={onDone}>{t('security.common.close')}</Button>
      </div>
    </div>
  );
}

/**
 * The confirmation of a security change by the user's second factor: an SMS code form, a push prompt waiting on
 * the live channel, then success (spec 02 §4 "Two-step verification change", spec 03 §4 "Live events").
 */
export function ConfirmationDialog({
  open,
  title,
  step,
  onSubmitCode,
  onCancel,
  onDone,
  cancelling,
}: ConfirmationDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog
      open={open}
      size="sm"
      title={step.kind === 'push' ? t('security.confirm.pushTitle') : title}
      closeLabel={t('security.common.close')}
      closeOnBackdropClick={false}
      onClose={step.kind === 'done' ? onDone : onCancel}
    >
      {step.kind === 'code' ? (
        <CodeStep
          sentTo={step.sentTo}
          onSubmitCode={onSubmitCode}
          onCancel={onCancel}
          cancelling={cancelling}
        />
      ) : null}
      {step.kind === 'push' ? (
        <div className={styles.form}>
          <div className={styles.waiting} role="status" aria-live="polite">
            <Spinner size="lg" label={t('security.confirm.pushTitle')} aria-hidden="true" />
            <p>{t('security.confirm.pushWaiting')}</p>
          </div>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onCancel} loading={cancelling}>
              {t('security.common.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      {step.kind === 'done' ? <DoneStep text={step.text} onDone={onDone} /> : null}
    </Dialog>
  );
}
