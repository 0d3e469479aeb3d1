import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebAuthnJSON } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { createPasskey } from '@portal/session/passkey-registration';
import { cancelPasskeyRequest, isPasskeyCancel } from '@portal/session/passkeys';
import { Button, Dialog, Spinner } from '@portal/ui/components';
import { failureText } from '../../../components/confirmation-dialog/confirmation-dialog';
import { useAddPasskey } from '../api/add-passkey';
import { useStartPasskeyRegistration } from '../api/start-passkey-registration';
import { browserAndSystem } from '../utils/passkey-name';
import { PasskeyNameForm } from './passkey-name-form';
import { PasswordForm } from './password-form';
import styles from './passkeys-section.module.css';

type Step =
  | { kind: 'password'; error?: string }
  /** The browser's own dialog is open. */
  | { kind: 'creating' }
  | { kind: 'name'; registrationId: string; credential: WebAuthnJSON; error?: string };

/** The suggested name of a passkey made in this browser: "Passkey on Windows (Chrome)". */
function useSuggestedName(): string {
  const { t } = useTranslation('auth');
  const { browser, system } = browserAndSystem(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  if (browser && system) return t('security.passkeys.defaultName', { system, browser });
  if (browser || system) return t('security.passkeys.defaultNameOne', { device: browser ?? system });
  return t('security.passkeys.defaultNameBare');
}

/**
 * "Add a passkey" (issue 50 item 1): the password (`startPasskeyRegistration`), the browser's dialog
 * (`createPasskey`), then a name (`addPasskey`). A dialog the customer turned down closes this one quietly; the
 * server's refusals show here.
 */
export function AddPasskeyDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (name: string) => void;
}) {
  const { t } = useTranslation('auth');
  const start = useStartPasskeyRegistration();
  const add = useAddPasskey();
  const suggestedName = useSuggestedName();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  // Each run of the steps; a closed dialog's late answers are dropped.
  const attempt = useRef(0);

  const reset = () => {
    attempt.current += 1;
    setStep({ kind: 'password' });
    start.reset();
    add.reset();
  };
  const close = () => {
    if (step.kind === 'creating') cancelPasskeyRequest();
    reset();
    onClose();
  };

  const submitPassword = async (password: string) => {
    const run = ++attempt.current;
    let registration;
    try {
      registration = await start.mutateAsync(password);
    } catch (error) {
      if (run === attempt.current) setStep({ kind: 'password', error: failureText(error, t) });
      return;
    }
    if (run !== attempt.current) return;
    setStep({ kind: 'creating' });
    try {
      const credential = await createPasskey(registration.options);
      if (run !== attempt.current) return;
      setStep({ kind: 'name', registrationId: registration.registrationId, credential });
    } catch (error) {
      if (run !== attempt.current) return;
      if (isPasskeyCancel(error)) {
        close();
        return;
      }
      setStep({ kind: 'password', error: creationFailure(error) });
    }
  };

  const creationFailure = (error: unknown): string => {
    if (error instanceof ApiError) return failureText(error, t);
    const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
    return name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'
      ? t('security.passkeys.alreadyRegistered')
      : t('security.passkeys.createFailed');
  };

  const submitName = async (name: string) => {
    if (step.kind !== 'name') return;
    try {
      await add.mutateAsync({ registrationId: step.registrationId, name, credential: step.credential });
    } catch (error) {
      setStep({ ...step, error: failureText(error, t) });
      return;
    }
    reset();
    onAdded(name);
    onClose();
  };

  return (
    <Dialog
      open={open}
      size="sm"
      title={t('security.passkeys.addTitle')}
      closeLabel={t('security.common.close')}
      closeOnBackdropClick={false}
      onClose={close}
    >
      {step.kind === 'password' ? (
        <PasswordForm
          intro={t('security.passkeys.addIntro')}
          submitLabel={t('security.passkeys.continue')}
          pending={start.isPending}
          error={step.error}
          onSubmit={(password) => void submitPassword(password)}
          onCancel={close}
        />
      ) : null}
      {step.kind === 'creating' ? (
        <div className={styles.dialogForm}>
          <div className={styles.waiting} role="status" aria-live="polite">
            <Spinner size="lg" label={t('security.passkeys.creating')} aria-hidden="true" />
            <p>{t('security.passkeys.creating')}</p>
          </div>
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={close}>
              {t('security.common.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      {step.kind === 'name' ? (
        <PasskeyNameForm
          initialName={suggestedName}
          intro={t('security.passkeys.nameIntro')}
          submitLabel={t('security.passkeys.save')}
          pending={add.isPending}
          error={step.error}
          onSubmit={(name) => void submitName(name)}
          onCancel={close}
        />
      ) : null}
    </Dialog>
  );
}
