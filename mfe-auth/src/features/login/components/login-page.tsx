import { useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@portal/api/errors';
import { reportError } from '@portal/api/client';
import { isEmail } from '@portal/api/validation';
import { useServices } from '@portal/session/react';
import { storeTokens } from '@portal/session/session';
import { Button, TextField } from '@portal/ui/components';
import { completeWithCode, startLogin, type PendingLogin } from '../api/sign-in';
import styles from './login-page.module.css';

function report(error: unknown): void {
  reportError(error instanceof ApiError ? error : ApiError.noResponse());
}

function CredentialsForm({ onSecondStep }: { onSecondStep: (pending: PendingLogin) => void }) {
  const { t } = useTranslation('auth');
  const { auth } = useServices();
  const [showPassword, setShowPassword] = useState(false);
  const form = useFormik({
    initialValues: { username: '', password: '' },
    // spec 01 §5: the username must be a valid e-mail address. (Two fields: plain rules keep yup, 12 KB gzip,
    // off the sign-in page, which has a byte budget.)
    validate: ({ username, password }) => {
      const errors: Partial<Record<'username' | 'password', string>> = {};
      if (!username.trim()) errors.username = t('login.errors.emailRequired');
      else if (!isEmail(username)) errors.username = t('login.errors.emailInvalid');
      if (!password) errors.password = t('login.errors.passwordRequired');
      return errors;
    },
    onSubmit: async ({ username, password }) => {
      try {
        const outcome = await startLogin(auth, username.trim(), password);
        if (outcome.kind === 'signedIn') storeTokens(outcome.tokens, outcome.authFlow);
        else onSecondStep(outcome.pending);
      } catch (error) {
        report(error);
        form.setFieldValue('password', '', false);
      }
    },
  });
  const fieldError = (name: 'username' | 'password') => (form.touched[name] ? form.errors[name] : undefined);
  return (
    <form noValidate onSubmit={form.handleSubmit} className={styles.form}>
      <TextField
        label={t('login.email')}
        name="username"
        type="email"
        autoComplete="username"
        inputMode="email"
        value={form.values.username}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={fieldError('username')}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        value={form.values.password}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={fieldError('password')}
        endAdornment={
          <button
            type="button"
            className={styles.reveal}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? t('login.hidePassword') : t('login.showPassword')}
          </button>
        }
      />
      <Button type="submit" fullWidth loading={form.isSubmitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}

function CodeForm({ pending, onBack }: { pending: PendingLogin; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const { auth } = useServices();
  const flow = pending.flow;
  const form = useFormik({
    initialValues: { otp: '' },
    validate: ({ otp }) => {
      if (!otp.trim()) return { otp: t('login.errors.codeRequired') };
      return /^\d{6}$/.test(otp.trim()) ? {} : { otp: t('login.errors.codeFormat') };
    },
    onSubmit: async ({ otp }) => {
      try {
        const tokens = await completeWithCode(auth, pending, otp.trim());
        storeTokens(tokens, flow.authFlow);
      } catch (error) {
        report(error);
        form.setFieldValue('otp', '', false);
      }
    },
  });
  const intro =
    flow.authFlow === 'sms'
      ? t('login.smsIntro', { phone: flow.phone, smsId: flow.smsId })
      : t('login.otpIntro');
  return (
    <form noValidate onSubmit={form.handleSubmit} className={styles.form}>
      <p className={styles.intro}>{intro}</p>
      <TextField
        label={t('login.code')}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        value={form.values.otp}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={form.touched.otp ? form.errors.otp : undefined}
      />
      <Button type="submit" fullWidth loading={form.isSubmitting}>
        {t('login.verify')}
      </Button>
      <Button type="button" variant="ghost" fullWidth onClick={onBack}>
        {t('login.back')}
      </Button>
    </form>
  );
}

/** The sign-in page (spec 01 §4): credentials, then the second step the flow asks for. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { brand } = useServices();
  const [pending, setPending] = useState<PendingLogin | null>(null);
  const unsupported = pending && pending.flow.authFlow !== 'otp' && pending.flow.authFlow !== 'sms';
  return (
    <section className={styles.card} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        {pending && !unsupported ? t('login.codeTitle') : t('login.title', { brand: brand.projectName })}
      </h1>
      {!pending ? <p className={styles.subtitle}>{t('login.subtitle')}</p> : null}
      {!pending ? <CredentialsForm onSecondStep={setPending} /> : null}
      {pending && !unsupported ? <CodeForm pending={pending} onBack={() => setPending(null)} /> : null}
      {unsupported ? (
        <div className={styles.form}>
          <p role="alert">{t('login.flowUnavailable')}</p>
          <Button type="button" variant="secondary" fullWidth onClick={() => setPending(null)}>
            {t('login.back')}
          </Button>
        </div>
      ) : null}
      {brand.allowRegistration && !pending ? (
        <p className={styles.register}>
          {t('login.noAccount')} <a href="/register">{t('login.register')}</a>
        </p>
      ) : null}
    </section>
  );
}
