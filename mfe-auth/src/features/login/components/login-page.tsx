import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Tokens } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { reportError } from '@portal/api/client';
import { isCheckableEmail, isEmail } from '@portal/api/validation';
import { useServices } from '@portal/session/react';
import { storeTokens } from '@portal/session/session';
import { Button, Spinner, TextField } from '@portal/ui/components';
import { useFocusFirstError, useFocusOnChange } from '../../../utils/focus';
import {
  completeWithCode,
  continueLogin,
  isPendingOf,
  migrationToken,
  startLogin,
  type LoginOutcome,
  type PendingLogin,
  type PendingOf,
} from '../api/sign-in';
import { SIGN_IN_TOKEN_KEY } from '../../../utils/sign-in-token';
import type { MigrationState } from './migration-step';
import styles from './login-page.module.css';
import { useSignInForm } from '../hooks/use-sign-in-form';
import { usePasskeySignIn } from '../hooks/use-passkey-sign-in';
import { lazyWithTexts } from '../../../utils/text-parts';
import { sessionStore } from '@portal/session/storage';

// The sign-in page has a byte budget: what only some sign-ins show (QR codes, device waits, migration panels)
// comes in its own chunk when that step shows.
const PushStep = lazyWithTexts('pages', () => import('./device-approval').then((module) => module.PushStep));
const VerifyDeviceStep = lazyWithTexts('pages', () =>
  import('./device-approval').then((module) => module.VerifyDeviceStep),
);
const MigrationStep = lazyWithTexts('pages', () =>
  import('./migration-step').then((module) => module.MigrationStep),
);

/** The browser did not use a passkey: the customer turned its dialog down, or it holds none for this site. */
function isBrowserRefusal(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'NotAllowedError';
}

function report(error: unknown): void {
  reportError(error instanceof ApiError ? error : ApiError.noResponse());
}

interface Credentials {
  username: string;
  password: string;
}

type Step =
  | { kind: 'credentials' }
  | { kind: 'code'; pending: PendingLogin }
  | { kind: 'push'; pending: PendingOf<'push'> }
  | { kind: 'verifyDevice'; pending: PendingOf<'verifyDevice'> }
  | { kind: 'migration'; pending: PendingLogin; migration: MigrationState; setup: boolean }
  /** Push was just enabled: the login runs again with the credentials still in memory (spec 01 §4 strict). */
  | { kind: 'restarting' };

/** spec 01 §5: an employee login is recognised by `isEmployee` on the e-mail check; invalid e-mails are never sent. */
function useEmployeeCheck() {
  const { method } = useServices();
  const [employeeEmail, setEmployeeEmail] = useState<string | null>(null);
  const lastChecked = useRef<string | null>(null);
  const check = useCallback(
    (value: string) => {
      const email = value.trim();
      if (!isCheckableEmail(email) || email === lastChecked.current) return;
      lastChecked.current = email;
      // Through a promise, so a client that throws at once is ignored the same way as a refusal.
      void Promise.resolve()
        .then(() => method.call('checkEmail', { email }, { popup: false }))
        .then(
          (answer) => {
            if (lastChecked.current !== email) return;
            setEmployeeEmail(answer?.isEmployee ? email : null);
          },
          // The note is a courtesy: a failed check changes nothing about signing in.
          () => undefined,
        );
    },
    [method],
  );
  return { employeeEmail, check };
}

function CredentialsForm({
  onSubmitted,
  passkeyAutofill,
}: {
  onSubmitted: (credentials: Credentials) => Promise<void>;
  /** The e-mail field's autofill offers passkeys too (issue 50: conditional mediation). */
  passkeyAutofill: boolean;
}) {
  const { t } = useTranslation('auth');
  const [showPassword, setShowPassword] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const employee = useEmployeeCheck();
  const form = useSignInForm({
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
        await onSubmitted({ username: username.trim(), password });
      } catch (error) {
        // The server's refusal, the sign-in lock included, goes to the shell's error popup (spec 01 §8).
        report(error);
        form.setFieldValue('password', '');
      }
    },
  });
  useFocusFirstError(formRef, form);
  const fieldError = (name: 'username' | 'password') => (form.touched[name] ? form.errors[name] : undefined);
  const isEmployee =
    employee.employeeEmail !== null && employee.employeeEmail === form.values.username.trim();
  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className={styles.form}>
      <TextField
        label={t('login.email')}
        name="username"
        type="email"
        autoComplete={passkeyAutofill ? 'username webauthn' : 'username'}
        inputMode="email"
        value={form.values.username}
        onChange={form.handleChange}
        onBlur={(event) => {
          form.handleBlur(event);
          employee.check(event.target.value);
        }}
        error={fieldError('username')}
      />
      <div aria-live="polite" className={styles.liveSlot}>
        {isEmployee ? <p className={styles.note}>{t('login.employeeNote')}</p> : null}
      </div>
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
      <p className={styles.forgot}>
        <Link to="/password-reset">{t('login.forgotPassword')}</Link>
      </p>
      <Button type="submit" fullWidth loading={form.isSubmitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}

function CodeForm({
  pending,
  onSignedIn,
  onBack,
}: {
  pending: PendingLogin;
  onSignedIn: (tokens: Tokens, authFlow: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  const { auth } = useServices();
  const flow = pending.flow;
  const form = useSignInForm({
    initialValues: { otp: '' },
    validate: ({ otp }) => {
      if (!otp.trim()) return { otp: t('login.errors.codeRequired') };
      return /^\d{6}$/.test(otp.trim()) ? {} : { otp: t('login.errors.codeFormat') };
    },
    onSubmit: async ({ otp }) => {
      try {
        const tokens = await completeWithCode(auth, pending, otp.trim());
        onSignedIn(tokens, flow.authFlow);
      } catch (error) {
        report(error);
        form.setFieldValue('otp', '');
      }
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit} className={styles.form}>
      {flow.authFlow === 'sms' ? (
        <p className={styles.intro}>
          {t('login.smsIntro', { phone: flow.phone })}{' '}
          <strong className={styles.smsId}>{t('login.smsId', { smsId: flow.smsId })}</strong>
        </p>
      ) : (
        <p className={styles.intro}>{t('login.otpIntro')}</p>
      )}
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

function stepFor(pending: PendingLogin): Step {
  if (isPendingOf(pending, 'push')) return { kind: 'push', pending };
  if (isPendingOf(pending, 'verifyDevice')) return { kind: 'verifyDevice', pending };
  return { kind: 'code', pending };
}

/**
 * The sign-in page (spec 01 §3–§5): credentials, then what the flow asks for: a code (otp, sms), a device's
 * approval (push, verifyDevice), and before them a soft or strict move to app approval (migration).
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { auth, brand } = useServices();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [continuing, setContinuing] = useState(false);
  // Kept in component memory only (never stored), so a strict migration can sign in again by itself.
  const credentials = useRef<Credentials | null>(null);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(
    step.kind === 'migration' ? `migration-${step.setup}` : step.kind,
    step.kind === 'code',
  );

  const signedIn = useCallback((tokens: Tokens, authFlow: string) => {
    credentials.current = null;
    sessionStore.removeItem(SIGN_IN_TOKEN_KEY);
    storeTokens(tokens, authFlow);
  }, []);

  const backToCredentials = useCallback(() => {
    credentials.current = null;
    sessionStore.removeItem(SIGN_IN_TOKEN_KEY);
    setStep({ kind: 'credentials' });
  }, []);

  const proceed = useCallback(
    (outcome: LoginOutcome) => {
      if (outcome.kind === 'signedIn') {
        signedIn(outcome.tokens, outcome.authFlow);
        return;
      }
      if (outcome.kind === 'secondStep') {
        setStep(stepFor(outcome.pending));
        return;
      }
      const { pending, migration } = outcome;
      const temporaryToken = migrationToken(pending, migration);
      // /scp can finish the enablement of a pending sign-in (spec 01 §2), so the token is kept for this tab.
      if (migration.req === 'strict' && temporaryToken)
        sessionStore.setItem(SIGN_IN_TOKEN_KEY, temporaryToken);
      setStep({
        kind: 'migration',
        pending,
        migration: { ...migration, temporaryToken },
        setup: migration.req === 'strict',
      });
    },
    [signedIn],
  );

  // issue 50: a verified passkey answers a flow that goes on as the password's (`direct`: its code is exchanged).
  const passkey = usePasskeySignIn({
    active: step.kind === 'credentials',
    onPending: async (pending) => proceed(await continueLogin(auth, pending)),
    onFailure: (error) =>
      report(
        isBrowserRefusal(error)
          ? new ApiError({
              kind: 'response',
              title: t('login.passkeyNotUsedTitle'),
              message: t('login.passkeyNotUsed'),
            })
          : error,
      ),
  });

  // The button is disabled while the browser's dialog is open, so focus falls to the page: it goes back to the
  // button when the dialog ends (issue 50 item 4), unless the customer moved it meanwhile.
  const passkeyButton = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !passkey.busy) {
      const active = document.activeElement;
      if (!active || active === document.body) passkeyButton.current?.focus();
    }
    wasBusy.current = passkey.busy;
  }, [passkey.busy]);

  const submitCredentials = async (entered: Credentials) => {
    credentials.current = entered;
    passkey.pause();
    try {
      proceed(await startLogin(auth, entered.username, entered.password));
    } catch (error) {
      passkey.resume();
      throw error;
    }
  };

  /** soft migration: go on with the flow the login answered (spec 01 §4: the user may continue). */
  const continueFlow = async (pending: PendingLogin) => {
    setContinuing(true);
    try {
      const outcome = await continueLogin(auth, pending);
      proceed(outcome.kind === 'migration' ? { kind: 'secondStep', pending } : outcome);
    } catch (error) {
      report(error);
      backToCredentials();
    } finally {
      setContinuing(false);
    }
  };

  /** Push is now the second factor: the login starts again and the push flow follows (spec 01 §4 strict). */
  const signInAgain = async () => {
    const entered = credentials.current;
    if (!entered) {
      backToCredentials();
      return;
    }
    setStep({ kind: 'restarting' });
    try {
      proceed(await startLogin(auth, entered.username, entered.password));
    } catch (error) {
      report(error);
      backToCredentials();
    }
  };

  const title = (() => {
    switch (step.kind) {
      case 'credentials':
        return t('login.title', { brand: brand.projectName });
      case 'code':
        return t('login.codeTitle');
      case 'push':
        return t('login.pushTitle');
      case 'verifyDevice':
        return t('login.verifyDeviceTitle');
      case 'restarting':
        return t('login.signingInAgain');
      case 'migration':
        if (!step.setup) return t('login.stepTitles.migrationSoft');
        return step.migration.strategy === 'migrate'
          ? t('login.stepTitles.scpMigrate')
          : t('login.stepTitles.scpEnable');
    }
  })();

  const loading = <Spinner label={t('login.loadingStep')} />;
  return (
    <section className={styles.card} aria-labelledby="login-title">
      <h1 id="login-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {step.kind === 'credentials' ? (
        <>
          <p className={styles.subtitle}>{t('login.subtitle')}</p>
          <CredentialsForm onSubmitted={submitCredentials} passkeyAutofill={passkey.autofill} />
          {passkey.available ? (
            <Button
              ref={passkeyButton}
              variant="secondary"
              fullWidth
              loading={passkey.busy}
              onClick={passkey.signIn}
              className={styles.passkey}
            >
              {t('login.passkeySignIn')}
            </Button>
          ) : null}
        </>
      ) : null}
      {step.kind === 'code' ? (
        <CodeForm pending={step.pending} onSignedIn={signedIn} onBack={backToCredentials} />
      ) : null}
      <Suspense fallback={loading}>
        {step.kind === 'push' ? (
          <PushStep pending={step.pending} onSignedIn={signedIn} onBack={backToCredentials} />
        ) : null}
        {step.kind === 'verifyDevice' ? (
          <VerifyDeviceStep pending={step.pending} onSignedIn={signedIn} onBack={backToCredentials} />
        ) : null}
        {step.kind === 'migration' ? (
          <MigrationStep
            migration={step.migration}
            setup={step.setup}
            continuing={continuing}
            onSetUp={() => setStep({ ...step, setup: true })}
            onContinue={() => void continueFlow(step.pending)}
            onEnabled={() => void signInAgain()}
            onBack={backToCredentials}
          />
        ) : null}
      </Suspense>
      {step.kind === 'restarting' ? (
        <div aria-live="polite" className={styles.form}>
          {loading}
        </div>
      ) : null}
      {brand.allowRegistration && step.kind === 'credentials' ? (
        <p className={styles.register}>
          {t('login.noAccount')} <a href="/register">{t('login.register')}</a>
        </p>
      ) : null}
    </section>
  );
}
