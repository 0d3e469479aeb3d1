import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryExportRequest } from '@portal/api/catalogue';
import { isCheckableEmail } from '@portal/api/validation';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { Alert, Button, Dialog, Spinner, TextField } from '@portal/ui/components';
import { useErrorText } from '../../../shared/load-error';
import { ExportFailedError, useHistoryExport } from '../hooks/use-history-export';
import { ExportProgress } from './export-progress';
import styles from './export-progress.module.css';

type Delivery = 'download' | 'email';
type EmailPhase =
  { phase: 'idle' } | { phase: 'sending' } | { phase: 'sent' } | { phase: 'failed'; error: unknown };

/**
 * CSV export of exactly the filter on screen (spec 02 §7 transaction history export): download it, or send it to an
 * e-mail address (export send to email; the e-mail rule of spec 02 §5: an invalid address is not sent). Closing
 * while it runs stops it.
 */
export function ExportDialog({
  open,
  request,
  summary,
  onClose,
}: {
  open: boolean;
  request: HistoryExportRequest;
  /** What the filter is, in words, so the customer knows what the file will hold. */
  summary?: ReactNode;
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
    if (delivery === 'email' && !isCheckableEmail(email)) {
      setEmailError(t('exports.emailInvalid'));
      return;
    }
    setEmailError(undefined);
    setEmailPhase({ phase: 'idle' });
    const done = await exporter.start(request, { download: delivery === 'download' });
    if (done && delivery === 'email') await send(done.exportId);
  };

  const failureText = (error: unknown) =>
    error instanceof ExportFailedError ? t('exports.serverFailed') : errorText(error);

  let body;
  let actions;
  if (state.phase === 'idle') {
    body = (
      <form id="export-form" noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
        <p>{t('exports.text')}</p>
        {summary ? <p className={styles.summary}>{summary}</p> : null}
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
      title={t('exports.title')}
      closeLabel={t('close')}
      onClose={close}
      closeOnBackdropClick={false}
      actions={actions}
    >
      {body}
    </Dialog>
  );
}
