import { useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isEmail } from '@portal/api/validation';
import { useServices } from '@portal/session/react';
import { Alert, Button, TextField } from '@portal/ui/components';
import { AccessCard } from '../../../components/access-card';
import { NewPasswordFields, useNewPasswordValidate } from '../../../components/new-password-fields';
import { PortalLink } from '../../../components/portal-link';
import { useFocusFirstError, useFocusOnChange } from '../../../utils/focus';
import styles from './password-reset-page.module.css';

type Step =
  | { kind: 'email' }
  | { kind: 'code'; email: string }
  | { kind: 'password'; email: string; code: string }
  | { kind: 'done' };

// Every call here reports a refusal to the shell's error popup (spec 01 §8); the forms only stay where they are.

function EmailStep({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const { method } = useServices();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormik({
    initialValues: { email: initialEmail },
    validate: ({ email }) => {
      if (!email.trim()) return { email: t('formErrors.emailRequired') };
      return isEmail(email) ? {} : { email: t('formErrors.emailInvalid') };
    },
    onSubmit: async ({ email }) => {
      try {
        await method.call('requestPasswordChange', { email: email.trim() });
        onSent(email.trim());
      } catch {
        // Reported by the client.
      }
    },
  });
  useFocusFirstError(formRef, form);
  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className={styles.form}>
      <p className={styles.muted}>{t('passwordReset.emailIntro')}</p>
      <TextField
        label={t('passwordReset.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={form.values.email}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={form.touched.email ? form.errors.email : undefined}
      />
      <Button type="submit" fullWidth loading={form.isSubmitting}>
        {t('passwordReset.sendCode')}
      </Button>
      <p className={styles.center}>
        <Link to="/login">{t('passwordReset.backToSignIn')}</Link>
      </p>
    </form>
  );
}

function CodeStep({
  email,
  onChecked,
  onBack,
}: {
  email: string;
  onChecked: (code: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  const { method } = useServices();
  const formRef = useRef<HTMLFormElement>(null);
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle');
  const form = useFormik({
    initialValues: { code: '' },
    validate: ({ code }) => (code.trim() ? {} : { code: t('formErrors.codeRequired') }),
    onSubmit: async ({ code }) => {
      try {
        await method.call('checkPasswordChangeCode', { email, code: code.trim() });
        onChecked(code.trim());
      } catch {
        // Reported by the client.
      }
    },
  });
  useFocusFirstError(formRef, form);
  const sendAgain = async () => {
    setResend('sending');
    try {
      await method.call('requestPasswordChange', { email });
      setResend('sent');
    } catch {
      setResend('idle');
    }
  };
  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className={styles.form}>
      <Alert tone="info">{t('passwordReset.codeSent', { email })}</Alert>
      <TextField
        label={t('passwordReset.code')}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={form.values.code}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={form.touched.code ? form.errors.code : undefined}
      />
      <Button type="submit" fullWidth loading={form.isSubmitting}>
        {t('passwordReset.checkCode')}
      </Button>
      <Button variant="secondary" fullWidth loading={resend === 'sending'} onClick={() => void sendAgain()}>
        {t('passwordReset.resendCode')}
      </Button>
      <p role="status" className={styles.status}>
        {resend === 'sent' ? t('passwordReset.codeResent') : ''}
      </p>
      <Button variant="ghost" fullWidth onClick={onBack}>
        {t('passwordReset.back')}
      </Button>
    </form>
  );
}

function PasswordStep({
  email,
  code,
  onChanged,
  onBack,
}: {
  email: string;
  code: string;
  onChanged: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  const { method } = useServices();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormik({
    initialValues: { password: '', repeat: '' },
    validate: useNewPasswordValidate(),
    onSubmit: async ({ password }) => {
      try {
        await method.call('changePasswordWithCode', { email, code, password });
        onChanged();
      } catch {
        // Reported by the client.
      }
    },
  });
  useFocusFirstError(formRef, form);
  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className={styles.form}>
      <NewPasswordFields
        form={form}
        rulesId="reset-password-rules"
        passwordLabel={t('passwordReset.newPassword')}
        repeatLabel={t('passwordReset.repeatPassword')}
      />
      <Button type="submit" fullWidth loading={form.isSubmitting}>
        {t('passwordReset.savePassword')}
      </Button>
      <Button variant="ghost" fullWidth onClick={onBack}>
        {t('passwordReset.back')}
      </Button>
    </form>
  );
}

/**
 * Password reset (spec 01 §7: request with the e-mail, check the code, complete with e-mail, code and password):
 * three steps, then a way back to sign in.
 */
export function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const [email, setEmail] = useState('');
  const headingRef = useFocusOnChange<HTMLHeadingElement>(step.kind);
  const title = {
    email: t('passwordReset.title'),
    code: t('passwordReset.codeTitle'),
    password: t('passwordReset.passwordTitle'),
    done: t('passwordReset.doneTitle'),
  }[step.kind];
  return (
    <AccessCard ref={headingRef} title={title}>
      {step.kind === 'email' ? (
        <EmailStep
          initialEmail={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setStep({ kind: 'code', email: sentTo });
          }}
        />
      ) : null}
      {step.kind === 'code' ? (
        <CodeStep
          email={step.email}
          onChecked={(code) => setStep({ kind: 'password', email: step.email, code })}
          onBack={() => setStep({ kind: 'email' })}
        />
      ) : null}
      {step.kind === 'password' ? (
        <PasswordStep
          email={step.email}
          code={step.code}
          onChanged={() => setStep({ kind: 'done' })}
          onBack={() => setStep({ kind: 'code', email: step.email })}
        />
      ) : null}
      {step.kind === 'done' ? (
        <>
          <Alert tone="success">{t('passwordReset.doneText')}</Alert>
          <PortalLink href="/login" variant="button">
            {t('passwordReset.signIn')}
          </PortalLink>
        </>
      ) : null}
    </AccessCard>
  );
}
