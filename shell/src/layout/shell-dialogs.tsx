import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodClient } from '@portal/api/client';
import type { CustomerAccess } from '@portal/api/catalogue';
import { useSubject } from '@portal/session/react';
import type { UserState } from '@portal/session/session';
import { Button, Dialog, TextField } from '@portal/ui/components';
import { lookUpCustomerName, useActingName } from '../app/acting-names';
import { isHttpUrl, type ApiOverride } from '../app/api-environment';
import { useAccessTexts } from './access-texts';
import { shownMessage$ } from './popup-state';
import { useReportShown } from './popup-shown';
import styles from './shell-dialogs.module.css';

/** A one-message popup anything may ask for (spec 01 §4 activation, §8 e-mail confirmation texts). */
export function MessagePopup() {
  const { t } = useTranslation('common');
  const message = useSubject(shownMessage$);
  useReportShown(message !== null);
  if (!message) return null;
  const close = () => shownMessage$.next(null);
  const title =
    message.title ?? (message.tone === 'error' ? t('errors.title') : t(`messages.${message.tone}Title`));
  return (
    <Dialog
      open
      title={title}
      onClose={close}
      closeLabel={t('close')}
      actions={<Button onClick={close}>{t('ok')}</Button>}
    >
      <p className={message.tone === 'success' ? styles.success : undefined}>{message.text}</p>
    </Dialog>
  );
}

/** Business rule 4 (spec 01 §4): which company to act for. */
export function CompanyChoice({
  accesses,
  onChoose,
  onSignOut,
  onCancel,
}: {
  accesses: readonly CustomerAccess[] | null;
  onChoose: (access: CustomerAccess) => void;
  onSignOut: () => void;
  /** Switching company from the header (issue 14): the choice can be left, the session stays. */
  onCancel?: () => void;
}) {
  const { t } = useTranslation('common');
  if (!accesses) return null;
  return (
    <Dialog
      open
      title={t('companyChoice.title')}
      onClose={onCancel ?? onSignOut}
      closeLabel={t('close')}
      actions={
        onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('companyChoice.cancel')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={onSignOut}>
            {t('layout.signOut')}
          </Button>
        )
      }
    >
      <p>{t('companyChoice.text', { count: accesses.length })}</p>
      <ul className={styles.choices}>
        {accesses.map((access) => (
          <li key={access.customerId}>
            <button type="button" className={styles.choice} onClick={() => onChoose(access)}>
              <span className={styles.choiceName}>{access.businessName}</span>
              <span className={styles.choiceRight}>{t(`companyChoice.rights.${access.accessRight}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

/** `api=*` (spec 01 §2): asks for a custom back-end address, checked by the back end before it is used. */
export function CustomApiDialog({
  open,
  onCheck,
  onSave,
  onCancel,
}: {
  open: boolean;
  onCheck: (url: string) => Promise<boolean>;
  onSave: (override: ApiOverride) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  if (!open) return null;
  const submit = async () => {
    const value = url.trim();
    if (!isHttpUrl(value)) {
      setError(t('customApi.invalid'));
      return;
    }
    setChecking(true);
    const reachable = await onCheck(value).catch(() => false);
    setChecking(false);
    if (reachable) onSave({ custom: value });
    else setError(t('customApi.unreachable'));
  };
  return (
    <Dialog
      open
      title={t('customApi.title')}
      onClose={onCancel}
      closeLabel={t('close')}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('customApi.cancel')}
          </Button>
          <Button loading={checking} onClick={() => void submit()}>
            {t('customApi.use')}
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('customApi.url')}
          name="apiUrl"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
      </form>
    </Dialog>
  );
}

/** Says which back end a non-production override talks to. */
export function EnvironmentBadge({ override }: { override: ApiOverride | undefined }) {
  const { t } = useTranslation('common');
  if (!override) return null;
  const label =
    'index' in override
      ? t('environment.staging', { index: override.index })
      : t('environment.custom', { url: override.custom });
  return (
    <div className={styles.environment} role="status">
      {label}
    </div>
  );
}

/**
 * An admin acting for a customer sees it at all times, under the header, and can leave that mode (spec 01 §6):
 * support sees what the customer sees and does only what the access policy lets support do (issue 22).
 */
export function ActingBanner({
  customerId,
  user,
  method,
  onStop,
}: {
  customerId: number | undefined;
  /** The signed-in user as loaded for the customer acted for: it names a company. */
  user: UserState | null;
  /** Looks a person's name up (the admin overview's search). */
  method: Pick<MethodClient, 'call'>;
  onStop: () => void;
}) {
  const lookUp = useCallback((id: number) => lookUpCustomerName(method, id), [method]);
  const name = useActingName(user, customerId, lookUp);
  const t = useAccessTexts(customerId !== undefined);
  if (customerId === undefined || !t) return null;
  return (
    <section className={styles.acting} aria-labelledby="acting-as">
      <p id="acting-as" className={styles.actingTitle}>
        {t('acting.text', { name: name ?? t('acting.customer', { customerId }) })}
      </p>
      <p className={styles.actingLimits}>{t('acting.limits')}</p>
      <button type="button" className={styles.actingStop} onClick={onStop}>
        {t('acting.stop')}
      </button>
    </section>
  );
}
