import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyStatement, StatementKind } from '@portal/api/catalogue';
import { mayCall } from '@portal/session/permissions';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { Alert, Button, Card, Skeleton, VisuallyHidden } from '@portal/ui/components';
import { formatDay } from '../../../shared/dates';
import { STATEMENT_OPERATIONS, useSendStatement, useStatement } from '../api/statements';
import { statusName, textOf } from '../utils/company-text';
import { ConfirmSendDialog } from './confirm-send-dialog';
import styles from './company.module.css';

/** The statement's text, editable by a user of full access, sent after the user confirms. */
function StatementForm({
  kind,
  statement,
  maySend,
}: {
  kind: StatementKind;
  statement: CompanyStatement;
  maySend: boolean;
}) {
  const { t, i18n } = useTranslation('onboarding');
  const label = (key: string) => t(`company.page.statements.${key}`);
  const send = useSendStatement(kind);
  const fieldId = useId();
  const errorId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(() => textOf(statement.text));
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    if (!text.trim()) {
      setError(label('required'));
      textRef.current?.focus();
      return;
    }
    setError(undefined);
    send.reset();
    setConfirming(true);
  };
  const confirm = () =>
    send.mutate(text.trim(), {
      onSuccess: () => {
        setConfirming(false);
        setSent(true);
      },
    });

  return (
    <form noValidate onSubmit={submit} className={styles.form}>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{label('status')}</dt>
          <dd>{statement.statusId === null ? label('notSent') : statusName(t, statement.statusId)}</dd>
        </div>
        {statement.sentAt ? (
          <div className={styles.fact}>
            <dt>{label('sentAt')}</dt>
            <dd>{formatDay(statement.sentAt, i18n.language)}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.textareaField}>
        <label htmlFor={fieldId} className={styles.legend}>
          {label('text')}
        </label>
        <textarea
          ref={textRef}
          id={fieldId}
          className={styles.textarea}
          rows={5}
          value={text}
          readOnly={!maySend}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {error ? (
          <p id={errorId} className={styles.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
      {error ? (
        <Alert tone="error" title={label('errorsTitle')}>
          <p>{error}</p>
        </Alert>
      ) : null}
      {sent ? <Alert tone="success" title={label('sent')} /> : null}
      {maySend ? (
        <div>
          <Button type="submit">
            {label('send')}
            <VisuallyHidden> {t(`company.page.statements.${kind}.title`)}</VisuallyHidden>
          </Button>
        </div>
      ) : null}
      <ConfirmSendDialog
        open={confirming}
        title={t(`company.page.statements.${kind}.confirmTitle`)}
        text={label('confirmText')}
        sendLabel={label('send')}
        errorsTitle={label('errorsTitle')}
        send={send}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </form>
  );
}

/** The declaration or the escort statement (spec 03 §7 "Declaration and escort statement get and send"). */
export function StatementSection({ kind }: { kind: StatementKind }) {
  const { t } = useTranslation('onboarding');
  const statement = useStatement(kind);
  const user = useSubject(user$);
  const maySend = user === null || mayCall(user, STATEMENT_OPERATIONS[kind].send);

  let body;
  if (statement.isPending)
    body = (
      <div role="status" className={styles.loading}>
        <VisuallyHidden>{t('company.page.loading')}</VisuallyHidden>
        <Skeleton height={96} />
      </div>
    );
  else if (statement.isError)
    body = (
      <Alert tone="error" title={t('company.page.statements.loadFailed')}>
        <Button variant="secondary" size="sm" onClick={() => void statement.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  else body = <StatementForm kind={kind} statement={statement.data} maySend={maySend} />;
  return (
    <Card
      title={t(`company.page.statements.${kind}.title`)}
      description={t(`company.page.statements.${kind}.description`)}
    >
      {body}
    </Card>
  );
}
