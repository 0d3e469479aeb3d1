import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileEmail } from '@portal/api/catalogue';
import { isEmail } from '@portal/api/validation';
import { Card } from '@portal/ui/components';
import {
  useAddEmail,
  useConfirmEmailCode,
  useDeleteEmail,
  useRequestEmailCode,
  useSetPrimaryEmail,
} from '../api/emails';
import { EmailList } from '../../../shared/email-list';
import { failureLines, lineFor } from '../../../shared/failure-lines';
import { CodeDialog, DeleteDialog } from './code-dialog';
import { EmailAddressForm } from './email-address-form';
import { focusFirstInvalid, type FeedbackActions } from './feedback';
import styles from './profile.module.css';

/** A new e-mail: checked here first, then by the server; once added, a code goes to it and the code is asked for. */
function AddEmailForm({ onAdded }: { onAdded: (email: ProfileEmail) => void }) {
  const { t } = useTranslation('onboarding');
  const add = useAddEmail();
  const formRef = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [refused, setRefused] = useState<string[]>([]);

  const submit = async () => {
    setRefused([]);
    const email = value.trim();
    const problem = !email
      ? t('profile.errors.required')
      : !isEmail(email)
        ? t('profile.errors.email')
        : undefined;
    setError(problem);
    if (problem) return focusFirstInvalid(formRef.current);
    try {
      const added = await add.mutateAsync(email);
      setValue('');
      onAdded(added);
    } catch (failure) {
      const lines = failureLines(failure, t);
      const atField = lineFor(lines, 'emailAddress');
      setError(atField);
      setRefused(atField ? [atField] : lines);
      focusFirstInvalid(formRef.current);
    }
  };

  const problems = refused.length > 0 ? refused : error ? [error] : [];
  return (
    <EmailAddressForm
      formRef={formRef}
      label={t('profile.emails.add.label')}
      hint={t('profile.emails.add.hint')}
      submitLabel={t('profile.emails.add.submit')}
      value={value}
      onChange={setValue}
      error={error}
      problems={problems}
      loading={add.isPending}
      onSubmit={() => void submit()}
    />
  );
}

/**
 * The customer's e-mails (spec 03 §3 "Email", §7): primary or secondary, confirmed or not; a new one is confirmed with
 * a 6-digit code, only a confirmed one can become primary, and the primary one is never deleted.
 */
export function EmailsSection({
  emails,
  mayChange,
  feedback,
}: {
  emails: readonly ProfileEmail[];
  mayChange: boolean;
  feedback: FeedbackActions;
}) {
  const { t } = useTranslation('onboarding');
  const requestCode = useRequestEmailCode();
  const confirm = useConfirmEmailCode();
  const setPrimary = useSetPrimaryEmail();
  const remove = useDeleteEmail();
  const [confirming, setConfirming] = useState<ProfileEmail | null>(null);
  const [deleting, setDeleting] = useState<ProfileEmail | null>(null);

  const sendCode = (email: ProfileEmail) => {
    feedback.clear();
    requestCode.mutate(email.emailId, { onSuccess: () => setConfirming(email), onError: feedback.fail });
  };

  return (
    <Card title={t('profile.emails.title')}>
      <div className={styles.form}>
        <EmailList
          emails={emails}
          texts="profile.emails"
          mayChange={mayChange}
          sendingCodeTo={requestCode.isPending ? requestCode.variables : undefined}
          settingPrimary={setPrimary.isPending ? setPrimary.variables : undefined}
          onSendCode={sendCode}
          onEnterCode={setConfirming}
          onMakePrimary={(email) => {
            feedback.clear();
            setPrimary.mutate(email.emailId, {
              onSuccess: () => feedback.say(t('profile.emails.primarySet', { email: email.emailAddress })),
              onError: feedback.fail,
            });
          }}
          onDelete={(email) => {
            feedback.clear();
            setDeleting(email);
          }}
        />
        {mayChange ? <AddEmailForm onAdded={(email) => sendCode(email)} /> : null}
      </div>
      {confirming ? (
        <CodeDialog
          title={t('profile.emails.code.title', { email: confirming.emailAddress })}
          text={t('profile.emails.code.text', { email: confirming.emailAddress })}
          onConfirm={async (code) => {
            await confirm.mutateAsync({ emailId: confirming.emailId, confirmationCode: code });
            setConfirming(null);
            feedback.say(t('profile.emails.code.confirmed', { email: confirming.emailAddress }));
          }}
          onResend={() => requestCode.mutateAsync(confirming.emailId)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          title={t('profile.emails.remove.title', { email: deleting.emailAddress })}
          text={t('profile.emails.remove.text', { email: deleting.emailAddress })}
          confirmLabel={t('profile.emails.remove.confirm')}
          onDelete={async () => {
            await remove.mutateAsync(deleting.emailId);
            setDeleting(null);
            feedback.say(t('profile.emails.remove.done', { email: deleting.emailAddress }));
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Card>
  );
}
