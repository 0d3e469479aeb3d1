import { useTranslation } from 'react-i18next';
import { GENERIC_ERROR_HEADER } from '@portal/api/errors';
import { useSubject } from '@portal/session/react';
import { Button, Dialog } from '@portal/ui/components';
import { shownError$ } from './popup-state';
import { useReportShown } from './popup-shown';

/** The error popup of spec 01 §8, owned by the shell; anything may ask for it on the bus. */
export function ErrorPopup() {
  const { t } = useTranslation('common');
  const error = useSubject(shownError$);
  const setError = (value: null) => shownError$.next(value);
  useReportShown(error !== null);
  if (!error) return null;
  const message = error.textKey ? t(error.textKey) : error.message;
  const title = error.titleKey
    ? t(error.titleKey)
    : error.title === GENERIC_ERROR_HEADER
      ? t('errors.title')
      : error.title;
  return (
    <Dialog
      open
      title={title}
      onClose={() => setError(null)}
      closeLabel={t('close')}
      actions={<Button onClick={() => setError(null)}>{t('ok')}</Button>}
    >
      {message !== title ? <p>{message}</p> : null}
    </Dialog>
  );
}

/** Warns before the idle logout with a way to stay signed in (spec 01 §4). */
export function IdleWarning({
  secondsLeft,
  onStay,
  onSignOut,
}: {
  secondsLeft: number | null;
  onStay: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('common');
  if (secondsLeft === null) return null;
  return (
    <Dialog
      open
      title={t('idle.title')}
      onClose={onStay}
      closeLabel={t('close')}
      actions={
        <>
          <Button variant="secondary" onClick={onSignOut}>
            {t('idle.signOut')}
          </Button>
          <Button onClick={onStay}>{t('idle.stay')}</Button>
        </>
      }
    >
      <p>{t('idle.text', { seconds: secondsLeft, count: secondsLeft })}</p>
    </Dialog>
  );
}
