import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULE, type ChangePasswordRequest } from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';
import { Alert, Button, Card, TextField } from '@portal/ui/components';
import { ConfirmationDialog } from '../../../components/confirmation-dialog/confirmation-dialog';
import { useCancelPasswordChange } from '../api/cancel-password-change';
import { useChangePassword } from '../api/change-password';
import { useConfirmPasswordChange } from '../api/confirm-password-change';
import { passwordChangeErrors, type PasswordField } from '../utils/password-rules';
import styles from './password-change-section.module.css';

interface Pending {
  requestKey: string;
  confirmBy: 'sms' | 'push';
  sentTo?: string;
}

type Outcome = { tone: 'success' } | { tone: 'info' | 'error'; text: string };

const EMPTY: ChangePasswordRequest = { password: '', passwordNew: '', passwordNewRepeat: '' };

/**
 * Password change (spec 02 §5, spec 03 §8): three fields, then the user's factor confirms it, by SMS code or on
 * the device (live event `live.passwordChanged`). Cancelling reads 'Confirmation canceled'.
 */
export function PasswordChangeSection() {
  const { t } = useTranslation('auth');
  const change = useChangePassword();
  const confirm = useConfirmPasswordChange();
  const cancel = useCancelPasswordChange();
  const [shown, setShown] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const form = useFormik<ChangePasswordRequest>({
    initialValues: EMPTY,
    validate: (values) => {
      const errors = passwordChangeErrors(values);
      return Object.fromEntries(
        Object.entries(errors).map(([field, error]) => [
          field,
          t(`security.password.errors.${error.key}`, error.values ?? {}),
        ]),
      );
    },
    onSubmit: async (values) => {
      setOutcome(null);
      try {
        const answer = await change.mutateAsync(values);
        if (answer.confirmBy === 'none') succeed();
        else
          setPending({ requestKey: answer.requestKey, confirmBy: answer.confirmBy, sentTo: answer.sentTo });
      } catch {
        // The shell's error popup shows the refusal (method client default).
      }
    },
  });

  function succeed() {
    setPending(null);
    setOutcome({ tone: 'success' });
    form.resetForm();
  }

  // The latest handler, so the subscription lives exactly as long as the push prompt waits.
  const onPushResult = useRef<(result: { ok: boolean; message?: string }) => void>(() => undefined);
  useEffect(() => {
    onPushResult.current = ({ ok, message }) => {
      if (ok) succeed();
      else {
        setPending(null);
        setOutcome({ tone: 'error', text: message || t('security.password.notConfirmed') });
      }
    };
  });
  const waitingForPush = pending?.confirmBy === 'push';
  useEffect(() => {
    if (!waitingForPush) return;
    const subscription = bus.on('live.passwordChanged', (result) => onPushResult.current(result));
    return () => subscription.unsubscribe();
  }, [waitingForPush]);

  const withdraw = async () => {
    if (!pending) return;
    try {
      await cancel.mutateAsync({ requestKey: pending.requestKey });
    } catch {
      // The popup shows the failure; the change stays unconfirmed either way.
    }
    setPending(null);
    setOutcome({ tone: 'info', text: t('security.password.canceled') });
  };

  const field = (name: PasswordField, label: string, autoComplete: string, hint?: string) => (
    <TextField
      label={label}
      name={name}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={form.values[name]}
      onChange={form.handleChange}
      onBlur={form.handleBlur}
      hint={hint}
      error={form.touched[name] ? form.errors[name] : undefined}
    />
  );

  return (
    <Card title={t('security.password.title')} description={t('security.password.description')}>
      {outcome ? (
        <Alert
          tone={outcome.tone}
          title={outcome.tone === 'success' ? t('security.password.success') : undefined}
          className={styles.outcome}
        >
          {outcome.tone === 'success' ? t('security.password.relinkAdvice') : outcome.text}
        </Alert>
      ) : null}
      <form noValidate onSubmit={form.handleSubmit} className={styles.form}>
        {field('password', t('security.password.current'), 'current-password')}
        {field(
          'passwordNew',
          t('security.password.new'),
          'new-password',
          t('security.password.rule', { min: PASSWORD_RULE.minLength, count: PASSWORD_RULE.minLength }),
        )}
        {field('passwordNewRepeat', t('security.password.repeat'), 'new-password')}
        <label className={styles.show}>
          <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
          {t('security.password.show')}
        </label>
        <Button type="submit" loading={form.isSubmitting} className={styles.submit}>
          {t('security.password.submit')}
        </Button>
      </form>
      <ConfirmationDialog
        open={pending !== null}
        title={t('security.password.dialogTitle')}
        step={pending?.confirmBy === 'sms' ? { kind: 'code', sentTo: pending.sentTo } : { kind: 'push' }}
        onSubmitCode={async (code) => {
          if (!pending) return;
          await confirm.mutateAsync({ code, requestKey: pending.requestKey });
          succeed();
        }}
        onCancel={() => void withdraw()}
        onDone={() => setPending(null)}
        cancelling={cancel.isPending}
      />
    </Card>
  );
}
