import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { navigateToUrl } from 'single-spa';
import { isEmail } from '@portal/api/validation';
import { bus } from '@portal/events/bus';
import { useServices } from '@portal/session/react';
import { isSignedIn, signOut, storeTokens } from '@portal/session/session';
import { Alert, Button, Dialog, Spinner, TextField } from '@portal/ui/components';
import { AccessCard } from '../../../components/access-card';
import { NewPasswordFields, useNewPasswordValidate } from '../../../components/new-password-fields';
import { PortalLink } from '../../../components/portal-link';
import { useFocusFirstError, useFocusOnChange } from '../../../utils/focus';
import { activationFailure } from '../api/activation-failure';
import styles from './activation-page.module.css';

type View =
  | { kind: 'working' }
  /** Personal activation succeeded: the shell loads the user and goes home (spec 01 §4). */
  | { kind: 'personalDone' }
  | { kind: 'businessDone'; linksSent?: number }
  | { kind: 'employeePassword'; dialogOpen: boolean }
  | { kind: 'employeeDone'; businessName: string }
  | { kind: 'resend'; failed: boolean };

function ResendForm({ initialEmail, failed }: { initialEmail: string; failed: boolean }) {
  const { t } = useTranslation('auth');
  const { method } = useServices();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormik({
    initialValues: { email: initialEmail },
    validate: ({ email }) => {
      if (!email.trim()) return { email: t('formErrors.emailRequired') };
      return isEmail(email) ? {} : { email: t('formErrors.emailInvalid') };
    },
    onSubmit: async ({ email }) => {
      setSentTo(null);
      try {
        // A refusal goes to the shell's error popup (spec 01 §8).
        await method.call('resendActivationCode', { email: email.trim() });
        setSentTo(email.trim());
      } catch {
        // Reported by the client.
      }
    },
  });
  useFocusFirstError(formRef, form);
  return (
    <>
      {failed ? <Alert tone="error">{t('activation.failedText')}</Alert> : null}
      <h2 className={styles.subheading}>{t('activation.resendTitle')}</h2>
      <p className={styles.muted}>{t('activation.resendIntro')}</p>
      <form ref={formRef} noValidate onSubmit={form.handleSubmit} className={styles.form}>
        <TextField
          label={t('activation.email')}
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
          {t('activation.resend')}
        </Button>
      </form>
      <div aria-live="polite">
        {sentTo ? <Alert tone="success">{t('activation.resent', { email: sentTo })}</Alert> : null}
      </div>
    </>
  );
}

const EMPLOYEE_FORM_ID = 'employee-activation-form';

function EmployeePasswordDialog({
  open,
  email,
  code,
  onClose,
  onActivated,
}: {
  open: boolean;
  email: string;
  code: string;
  onClose: () => void;
  onActivated: (businessName: string) => void;
}) {
  const { t } = useTranslation('auth');
  const { method } = useServices();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormik({
    initialValues: { password: '', repeat: '' },
    validate: useNewPasswordValidate(),
    onSubmit: async ({ password }) => {
      try {
        const answer = await method.call(
          'activateEmployee',
          { email, activationCode: code, password },
          { popup: false },
        );
        onActivated(answer.businessName);
      } catch (error) {
        bus.publish('api.error', activationFailure(error, t('activation.failureTitle')));
      }
    },
  });
  useFocusFirstError(formRef, form);
  return (
    <Dialog
      open={open}
      title={t('activation.employeeDialogTitle')}
      onClose={onClose}
      closeLabel={t('activation.close')}
      closeOnBackdropClick={false}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('activation.cancel')}
          </Button>
          <Button type="submit" form={EMPLOYEE_FORM_ID} loading={form.isSubmitting}>
            {t('activation.activate')}
          </Button>
        </>
      }
    >
      <form
        id={EMPLOYEE_FORM_ID}
        ref={formRef}
        noValidate
        onSubmit={form.handleSubmit}
        className={styles.form}
      >
        <p className={styles.muted}>{t('activation.employeeIntro')}</p>
        <NewPasswordFields
          form={form}
          rulesId="employee-password-rules"
          passwordLabel={t('activation.password')}
          repeatLabel={t('activation.repeatPassword')}
        />
      </form>
    </Dialog>
  );
}

/**
 * Account activation from the e-mailed link (spec 01 §2, §4): `/activate?action=...&user=...&code=...`. Any current
 * session ends first. Personal activation signs in; business activation sends the authorised users their links;
 * employee activation asks for a password in a popup. Without a code, the page offers a new activation e-mail.
 */
export function ActivationPage() {
  const { t } = useTranslation('auth');
  const { method, auth } = useServices();
  const [params] = useSearchParams();
  const action = params.get('action') ?? 'activation';
  const user = params.get('user')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const [view, setView] = useState<View>(
    user && code ? { kind: 'working' } : { kind: 'resend', failed: false },
  );
  const headingRef = useFocusOnChange<HTMLHeadingElement>(view.kind);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !user || !code) return;
    started.current = true;
    const fail = (error: unknown) => {
      bus.publish('api.error', activationFailure(error, t('activation.failureTitle')));
      setView({ kind: 'resend', failed: true });
    };
    void (async () => {
      if (isSignedIn()) {
        // spec 01 §2: the activation screen logs out any current session first. The shell sends a visitor whose
        // session ended to /login; the link is meant for this page, so come back to it.
        const here = window.location.pathname + window.location.search;
        await signOut(auth);
        if (window.location.pathname + window.location.search !== here) {
          navigateToUrl(here);
          return;
        }
      }
      if (action === 'activationEmployee') {
        setView({ kind: 'employeePassword', dialogOpen: true });
        return;
      }
      try {
        if (action === 'activationBusiness') {
          const answer = await method.call(
            'activateBusinessAccount',
            { email: user, activationCode: code },
            { popup: false },
          );
          setView({ kind: 'businessDone', linksSent: answer.linksSent });
          return;
        }
        const tokens = await method.call(
          'activateAccount',
          { username: user, activationCode: code },
          { popup: false },
        );
        setView({ kind: 'personalDone' });
        storeTokens({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }, 'activation');
        bus.publish('message.show', { tone: 'success', text: t('activation.personalSuccess') });
      } catch (error) {
        fail(error);
      }
    })();
  }, [action, auth, code, method, t, user]);

  const title = (() => {
    switch (view.kind) {
      case 'businessDone':
        return t('activation.businessTitle');
      case 'employeeDone':
        return t('activation.employeeTitle');
      default:
        return t('activation.title');
    }
  })();

  return (
    <AccessCard ref={headingRef} title={title}>
      {view.kind === 'working' || view.kind === 'personalDone' ? (
        <div className={styles.center} aria-live="polite">
          <Spinner
            size="lg"
            label={view.kind === 'working' ? t('activation.activating') : t('activation.personalSuccess')}
          />
        </div>
      ) : null}
      {view.kind === 'businessDone' ? (
        <>
          <Alert tone="success">{t('activation.businessText')}</Alert>
          {view.linksSent !== undefined ? (
            <p className={styles.muted}>{t('activation.businessLinksSent', { sent: view.linksSent })}</p>
          ) : null}
          <PortalLink href="/login" variant="button">
            {t('activation.signIn')}
          </PortalLink>
        </>
      ) : null}
      {view.kind === 'employeePassword' ? (
        <>
          <p className={styles.muted}>{t('activation.employeeWaiting')}</p>
          <Button fullWidth onClick={() => setView({ kind: 'employeePassword', dialogOpen: true })}>
            {t('activation.setPassword')}
          </Button>
          <EmployeePasswordDialog
            open={view.dialogOpen}
            email={user}
            code={code}
            onClose={() => setView({ kind: 'employeePassword', dialogOpen: false })}
            onActivated={(businessName) => setView({ kind: 'employeeDone', businessName })}
          />
        </>
      ) : null}
      {view.kind === 'employeeDone' ? (
        <>
          <Alert tone="success">{t('activation.employeeText', { business: view.businessName })}</Alert>
          <PortalLink href="/login" variant="button">
            {t('activation.signIn')}
          </PortalLink>
        </>
      ) : null}
      {view.kind === 'resend' ? <ResendForm initialEmail={user} failed={view.failed} /> : null}
    </AccessCard>
  );
}
