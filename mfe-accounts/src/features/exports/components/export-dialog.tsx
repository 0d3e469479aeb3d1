import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@portal/api/errors';
import { isCheckableEmail } from '@portal/api/validation';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { Alert, Button, Dialog, Spinner, TextField } from '@portal/ui/components';
import { useErrorText } from '../../../shared/load-error';
import { ExportFailedError, useHistoryExport, type ExportRequest } from '../hooks/use-history-export';
import { ExportProgress } from './export-progress';
import styles from './export-progress.module.css';

type Delivery = 'download' | 'email';
type EmailPhase =
  { phase: 'idle' } | { phase: 'sending' } | { phase: 'sent' } | { phase: 'failed'; error: unknown };

/** The e-mail field's id, so a refused submit can move focus to it. */
const EMAIL_FIELD_ID = 'export-email';

/**
 * CSV export of exactly the filter on screen (spec 02 §7 transaction history export): download it, or send it to an
 * e-mail address (export send to email; the e-mail rule of spec 02 §5: an invalid address is not sent). Closing
 * while it runs stops it. Another kind of export (an accounting statement, issue 51) runs the same way: its own
 * fields go in `children`, and `prepare` answers how to start it once they are valid.
 */
export function ExportDialog({
  open,
  request,
  prepare,
  title,
  intro,
  summary,
  children,
  onClose,
}: {
  open: boolean;
  /** What to export: a history filter, or how another kind of export starts. */
  request?: ExportRequest;
  /**
   * Asked on submit instead of `request`: what to export, or undefined when the dialog's own fields are not valid
   * (they then show their errors and take the focus themselves).
   */
  prepare?: () => ExportRequest | undefined;
  /** The dialog's title; "Export to CSV" unless told. */
  title?: ReactNode;
  /** The line above the form; the CSV's "exactly the filter on screen" unless told. */
  intro?: ReactNode;
  /** What the filter is, in words, so the customer knows what the file will hold. */
  summary?: ReactNode;
  /** The export's own fields, above the choice of download or e-mail. */
  children?: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  const user = useSubject(user$);
  const exporter = useHistoryExport();
  const errorText = useErrorText();
  const [delivery, setDelivery] = useState<Delivery>('download');
  const [email, setEmail] = useState(user?.login ?? '');
  const [emailError, setEmailError] = useState<string>();
  const [emailPhase, setEmailPhase] = useState<EmailPhase>({ phase: 'idle' });
  const { state } = exporter;

  const reset = () => {
    exporter.cancel();
    setEmailPhase({ phase: 'idle' });
    setEmailError(undefined);
  };
  const close = () => {
    reset();
    onClose();
  };

  const send = async (exportId: string) => {
    setEmailPhase({ phase: 'sending' });
    try {
      await exporter.sendToEmail(exportId, email);
      setEmailPhase({ phase: 'sent' });
    } catch (error) {
      setEmailPhase({ phase: 'failed', error });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = prepare ? prepare() : request;
    const emailWrong = delivery === 'email' && !isCheckableEmail(email);
    setEmailError(emailWrong ? t('exports.emailInvalid') : undefined);
    // The fields above the e-mail have moved the focus to their first error themselves.
    if (emailWrong && chosen) document.getElementById(EMAIL_FIELD_ID)?.focus();
    if (emailWrong || !chosen) return;
    setEmailPhase({ phase: 'idle' });
    const done = await exporter.start(chosen, { download: delivery === 'download' });
    if (done && delivery === 'email') await send(done.exportId);
  };

  const failureText = (error: unknown) => {
    if (error instanceof ExportFailedError) return t('exports.serverFailed');
    // A refused request (TA1) names each wrong field ("toDate: ..."): one line each.
    if (error instanceof ApiError && error.validationErrors.length > 1)
      return (
        <ul className={styles.errorList}>
          {error.validationErrors.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      );
    return errorText(error);
  };

  let body;
  let actions;
  if (state.phase === 'idle') {
    body = (
      <form id="export-form" noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
        <p>{intro ?? t('exports.text')}</p>
        {summary ? <p className={styles.summary}>{summary}</p> : null}
        {children}
        <fieldset className={styles.choices}>
          <legend>{t('exports.deliveryLegend')}</legend>
          {(['download', 'email'] as const).map((choice) => (
            <label key={choice} className={styles.choice}>
              <input
                type="radio"
                name="delivery"
                value={choice}
                checked={delivery === choice}
                onChange={() => setDelivery(choice)}
              />
              {t(`exports.delivery.${choice}`)}
            </label>
          ))}
        </fieldset>
        {delivery === 'email' ? (
          <TextField
            id={EMAIL_FIELD_ID}
            label={t('exports.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            error={emailError}
            onChange={(event) => setEmail(event.target.value)}
          />
        ) : null}
      </form>
    );
    actions = (
      <>
        <Button variant="secondary" onClick={close}>
          {t('cancel')}
        </Button>
        <Button type="submit" form="export-form">
          {t('exports.start')}
        </Button>
      </>
    );
  } else if (state.phase === 'starting' || state.phase === 'running') {
    const progress = state.phase === 'running' ? state.progress : 0;
    const rows = state.phase === 'running' ? state.rows : 0;
    body = (
      <div className={styles.form}>
        <p>{t('exports.running')}</p>
        <ExportProgress progress={progress} rows={rows} label={t('exports.progressLabel')} />
      </div>
    );
    actions = (
      <Button variant="secondary" onClick={reset}>
        {t('exports.cancel')}
      </Button>
    );
  } else if (state.phase === 'failed') {
    body = (
      <Alert tone="error" title={t('exports.failed')}>
        {failureText(state.error)}
      </Alert>
    );
    actions = (
      <>
        <Button variant="secondary" onClick={close}>
          {t('close')}
        </Button>
        <Button onClick={reset}>{t('exports.tryAgain')}</Button>
      </>
    );
  } else if (delivery === 'download') {
    body = (
      <Alert tone="success" title={t('exports.ready')}>
        {t('exports.downloadStarted', { fileName: state.fileName, rows: state.rows })}
      </Alert>
    );
    actions = (
      <>
        <Button variant="secondary" onClick={() => exporter.download(state)}>
          {t('exports.downloadAgain')}
        </Button>
        <Button onClick={close}>{t('done')}</Button>
      </>
    );
  } else {
    if (emailPhase.phase === 'failed')
      body = (
        <Alert tone="error" title={t('exports.emailFailed')}>
          {errorText(emailPhase.error)}
        </Alert>
      );
    else if (emailPhase.phase === 'sent')
      body = (
        <Alert tone="success" title={t('exports.ready')}>
          {t('exports.emailSent', { email: email.trim(), rows: state.rows })}
        </Alert>
      );
    else body = <Spinner label={t('exports.sending')} />;
    actions = (
      <>
        {emailPhase.phase === 'failed' ? (
          <Button variant="secondary" onClick={() => void send(state.exportId)}>
            {t('exports.tryAgain')}
          </Button>
        ) : null}
        <Button onClick={close} disabled={emailPhase.phase === 'sending'}>
          {t('done')}
        </Button>
      </>
    );
  }

  return (
    <Dialog
      open={open}
      title={title ?? t('exports.title')}
      closeLabel={t('close')}
      onClose={close}
      closeOnBackdropClick={false}
      actions={actions}
    >
      {body}
    </Dialog>
  );
}
