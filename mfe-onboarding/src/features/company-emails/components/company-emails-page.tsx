import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { CompanyEmail } from '@portal/api/catalogue';
import { isEmail } from '@portal/api/validation';
import { mayCall } from '@portal/session/permissions';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { Alert, Button, Card, Dialog, PageLayout, TextField } from '@portal/ui/components';
import { useAddEmail } from '../api/add-email';
import { useDeleteEmail } from '../api/delete-email';
import { useConfirmEmailCode, useRequestEmailCode } from '../api/email-confirmation';
import { useEmails } from '../api/emails';
import { useSetPrimaryEmail } from '../api/set-primary-email';
import { EmailList } from '../../../shared/email-list';
import { QueryState } from '../../../shared/query-state';
import { failureLines, lineFor } from '../../../shared/failure-lines';
import styles from './company-emails.module.css';

/** A confirmation code: 6 digits (the sandbox's e-mail code). */
const CODE = /^\d{6}$/;

/** What the last change did; `focus` when the control that made it went away (the row changed). */
type Feedback = { tone: 'success' | 'error'; text: string; focus: boolean } | null;

/** The form that adds a payment e-mail: checked here first, then by the server. */
function AddEmailForm({ onAdded }: { onAdded: (email: string) => void }) {
  const { t } = useTranslation('onboarding');
  const add = useAddEmail();
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const form = useFormik({
    initialValues: { emailAddress: '' },
    validate: ({ emailAddress }) => {
      if (!emailAddress.trim()) return { emailAddress: t('company.emails.add.required') };
      if (!isEmail(emailAddress)) return { emailAddress: t('company.emails.add.invalid') };
      return {};
    },
    onSubmit: async ({ emailAddress }, helpers) => {
      setRefused([]);
      try {
        const added = await add.mutateAsync(emailAddress.trim());
        helpers.resetForm();
        onAdded(added.emailAddress || emailAddress.trim());
      } catch (error) {
        const lines = failureLines(error, t);
        const atField = lineFor(lines, 'emailAddress');
        if (atField) helpers.setFieldError('emailAddress', atField);
        setRefused(atField ? [atField] : lines);
        if (atField)
          setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      }
    },
  });

  // After a submit that found problems, the first invalid field takes the focus (DESIGN §4).
  const handled = useRef(0);
  useEffect(() => {
    if (form.isValidating || form.isSubmitting || form.submitCount === handled.current) return;
    handled.current = form.submitCount;
    if (Object.keys(form.errors).length > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.submitCount, form.isValidating, form.isSubmitting, form.errors]);

  const error = form.touched.emailAddress || form.submitCount > 0 ? form.errors.emailAddress : undefined;
  const problems = refused.length > 0 ? refused : form.submitCount > 0 && error ? [error] : [];
  return (
    <Card title={t('company.emails.add.title')}>
      <form ref={formRef} noValidate onSubmit={form.handleSubmit} className={styles.form}>
        <TextField
          label={t('company.emails.add.label')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          {...form.getFieldProps('emailAddress')}
          error={error}
        />
        {problems.length > 0 ? (
          <Alert tone="error" title={t('company.emails.add.errorsTitle')}>
            <p>{problems.join(', ')}</p>
          </Alert>
        ) : null}
        <div>
          <Button type="submit" loading={form.isSubmitting}>
            {t('company.emails.add.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Enter the 6-digit code sent to an e-mail, or ask for a new one (spec 03 §7 "confirm (emailId, confirmationCode)"). */
function ConfirmCodeDialog({
  email,
  onClose,
  onConfirmed,
}: {
  email: CompanyEmail;
  onClose: () => void;
  onConfirmed: (email: string) => void;
}) {
  const { t } = useTranslation('onboarding');
  const confirm = useConfirmEmailCode();
  const resend = useRequestEmailCode();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [resent, setResent] = useState(false);
  const submit = () => {
    setResent(false);
    if (!CODE.test(code.trim())) {
      setError(t('company.emails.code.format'));
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    confirm.mutate(
      { emailId: email.emailId, confirmationCode: code.trim() },
      {
        onSuccess: () => onConfirmed(email.emailAddress),
        onError: (failure) => {
          setError(failureLines(failure, t).join(', '));
          inputRef.current?.focus();
        },
      },
    );
  };
  return (
    <Dialog
      open
      size="sm"
      title={t('company.emails.code.title', { email: email.emailAddress })}
      closeLabel={t('company.close')}
      onClose={onClose}
      closeOnBackdropClick={false}
      initialFocusRef={inputRef}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={confirm.isPending}>
            {t('company.cancel')}
          </Button>
          <Button loading={confirm.isPending} onClick={submit}>
            {t('company.emails.code.submit')}
          </Button>
        </>
      }
    >
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className={styles.dialogText}>{t('company.emails.code.text', { email: email.emailAddress })}</p>
        <TextField
          ref={inputRef}
          label={t('company.emails.code.label')}
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
        {resent ? (
          <Alert tone="success" title={t('company.emails.codeSent', { email: email.emailAddress })} />
        ) : null}
        {resend.isError ? (
          <Alert tone="error">
            <p>{failureLines(resend.error, t).join(', ')}</p>
          </Alert>
        ) : null}
        <div>
          <Button
            variant="ghost"
            size="sm"
            loading={resend.isPending}
            onClick={() => resend.mutate(email.emailId, { onSuccess: () => setResent(true) })}
          >
            {t('company.emails.code.resend')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Asks before deleting a payment e-mail (never the primary one). */
function DeleteEmailDialog({
  email,
  onClose,
  onDeleted,
}: {
  email: CompanyEmail;
  onClose: () => void;
  onDeleted: (email: string) => void;
}) {
  const { t } = useTranslation('onboarding');
  const remove = useDeleteEmail();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      size="sm"
      title={t('company.emails.remove.title', { email: email.emailAddress })}
      closeLabel={t('company.close')}
      onClose={onClose}
      initialFocusRef={cancelRef}
      closeOnBackdropClick={!remove.isPending}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {t('company.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() => remove.mutate(email.emailId, { onSuccess: () => onDeleted(email.emailAddress) })}
          >
            {t('company.emails.remove.confirm')}
          </Button>
        </>
      }
    >
      <p className={styles.dialogText}>{t('company.emails.remove.text', { email: email.emailAddress })}</p>
      {remove.isError ? (
        <Alert tone="error">
          <p>{failureLines(remove.error, t).join(', ')}</p>
        </Alert>
      ) : null}
    </Dialog>
  );
}

/**
 * `company-emails` (spec 03 §2 "payment emails", §3 "Phone and email", §7 "Email add, delete, set primary, confirm
 * request and confirm"): the company's payment e-mails, primary or secondary and confirmed or not; a new one is
 * confirmed with a 6-digit code, only a confirmed one can become primary, and the primary one is never deleted.
 */
export function CompanyEmailsPage() {
  const { t } = useTranslation('onboarding');
  const emails = useEmails();
  const user = useSubject(user$);
  const mayChange = user === null || mayCall(user, 'addEmail');
  const requestCode = useRequestEmailCode();
  const setPrimary = useSetPrimaryEmail();
  const [confirming, setConfirming] = useState<CompanyEmail | null>(null);
  const [deleting, setDeleting] = useState<CompanyEmail | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // A row that went away (deleted) took the focus with it: the message that says so takes it.
    if (feedback?.focus) feedbackRef.current?.focus();
  }, [feedback]);

  const say = (text: string, focus = true) => setFeedback({ tone: 'success', text, focus });
  const fail = (error: unknown) =>
    setFeedback({ tone: 'error', text: failureLines(error, t).join(', '), focus: false });

  const sendCode = (email: CompanyEmail) => {
    setFeedback(null);
    requestCode.mutate(email.emailId, {
      onSuccess: () => setConfirming(email),
      onError: fail,
    });
  };
  const makePrimary = (email: CompanyEmail) => {
    setFeedback(null);
    setPrimary.mutate(email.emailId, {
      onSuccess: () => say(t('company.emails.primarySet', { email: email.emailAddress })),
      onError: fail,
    });
  };

  return (
    <PageLayout title={t('company.emails.title')} description={t('company.emails.description')}>
      <div className={styles.sections}>
        <div ref={feedbackRef} tabIndex={-1} className={styles.feedback}>
          {feedback ? (
            <Alert tone={feedback.tone}>
              <p>{feedback.text}</p>
            </Alert>
          ) : null}
        </div>
        <Card title={t('company.emails.caption')}>
          <QueryState query={emails} loadingText={t('company.emails.loading')} skeletons={[48, 48]}>
            {(data) => (
              <EmailList
                emails={data}
                texts="company.emails"
                mayChange={mayChange}
                sendingCodeTo={requestCode.isPending ? requestCode.variables : undefined}
                settingPrimary={setPrimary.isPending ? setPrimary.variables : undefined}
                onSendCode={sendCode}
                onEnterCode={setConfirming}
                onMakePrimary={makePrimary}
                onDelete={(email) => {
                  setFeedback(null);
                  setDeleting(email);
                }}
              />
            )}
          </QueryState>
        </Card>
        {mayChange ? (
          <AddEmailForm onAdded={(email) => say(t('company.emails.add.added', { email }), false)} />
        ) : null}
      </div>
      {confirming ? (
        <ConfirmCodeDialog
          email={confirming}
          onClose={() => setConfirming(null)}
          onConfirmed={(email) => {
            setConfirming(null);
            say(t('company.emails.code.confirmed', { email }));
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteEmailDialog
          email={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(email) => {
            setDeleting(null);
            say(t('company.emails.remove.done', { email }));
          }}
        />
      ) : null}
    </PageLayout>
  );
}
