import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Formik, Form } from 'formik';
import * as yup from 'yup';
import {
  HELPDESK_REPLY_MAX_LENGTH,
  supportStatusId,
  type HelpdeskAttachment,
  type HelpdeskThread,
  type HelpdeskTicket,
} from '@portal/api/catalogue';
import { SupportLockedError } from '@portal/api/helpdesk';
import { bus } from '@portal/events/bus';
import { Alert, Button, Card, PageLayout, Skeleton, TextArea, VisuallyHidden } from '@portal/ui/components';
import { SUPPORT_QUERY_KEY, useHelpdesk } from '../api/helpdesk';
import { useConversations, useReply, useStats, useTicket } from '../api/tickets';
import { AttachmentsField, useUploads } from './attachments';
import { formatTime } from './dates';
import { SupportLockNotice } from './support-lock';
import { StatusBadge } from './tickets-page';
import styles from './support.module.css';

/** How long a downloaded attachment's object URL lives (the browser or the host has taken it by then). */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * spec 03 §4 "Opening a ticket sets its customer read timestamp, then refreshes stats if it was unread": once per
 * ticket shown, and again for news that arrives while it is shown; the refreshed stats clear the unread mark here and, through `data.reload`, in the shell's menu.
 */
function useMarkRead(ticket: HelpdeskTicket | null | undefined, unread: boolean | undefined) {
  const client = useHelpdesk();
  const queryClient = useQueryClient();
  const marked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!ticket || unread === undefined) return;
    // Again when news comes while it is open (an agent's live reply reloads it): the customer has seen it.
    const key = `${ticket.id}@${ticket.lastThread?.createdAt ?? ''}`;
    if (marked.current === key) return;
    const news = marked.current?.startsWith(`${ticket.id}@`) ?? false;
    marked.current = key;
    void client.markRead(ticket.id).then(
      () => {
        if (!unread && !news) return;
        void queryClient.invalidateQueries({ queryKey: [SUPPORT_QUERY_KEY, 'stats'] });
        void queryClient.invalidateQueries({ queryKey: [SUPPORT_QUERY_KEY, 'tickets'] });
        bus.publish('data.reload', { scope: 'support' });
      },
      () => undefined,
    );
  }, [client, queryClient, ticket, unread]);
}

function AttachmentLink({
  ticketId,
  threadId,
  attachment,
}: {
  ticketId: string;
  threadId: string;
  attachment: HelpdeskAttachment;
}) {
  const { t } = useTranslation('support');
  const client = useHelpdesk();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      const blob = await client.attachment(ticketId, threadId, attachment.id);
      const url = URL.createObjectURL(blob);
      // The shell downloads it in the browser, or hands it to the host app when embedded (spec 01 §1).
      bus.publish('download.requested', { url, fileName: attachment.name });
      setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <li>
      <Button variant="ghost" size="sm" loading={state === 'busy'} onClick={() => void download()}>
        {t('ticket.download', { name: attachment.name })}
      </Button>
      {state === 'failed' ? (
        <span role="alert" className={styles.error}>
          {t('ticket.downloadFailed', { name: attachment.name })}
        </span>
      ) : null}
    </li>
  );
}

function Thread({ ticketId, thread }: { ticketId: string; thread: HelpdeskThread }) {
  const { t, i18n } = useTranslation('support');
  const fromAgent = thread.direction === 'out';
  return (
    <li className={`${styles.thread} ${fromAgent ? styles.fromAgent : styles.fromCustomer}`}>
      <h3 className={styles.threadHead}>
        {fromAgent ? t('ticket.agent', { name: thread.author.name }) : t('ticket.you')}
        <span className={styles.meta}> · {formatTime(thread.createdAt, i18n.language)}</span>
      </h3>
      <p className={styles.content}>{thread.content}</p>
      {thread.attachments.length > 0 ? (
        <ul className={styles.threadFiles} aria-label={t('ticket.attachments')}>
          {thread.attachments.map((attachment) => (
            <AttachmentLink
              key={attachment.id}
              ticketId={ticketId}
              threadId={thread.id}
              attachment={attachment}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function ReplyForm({ ticket }: { ticket: HelpdeskTicket }) {
  const { t } = useTranslation('support');
  const reply = useReply(ticket.id);
  const uploads = useUploads();
  const schema = yup.object({
    content: yup
      .string()
      .trim()
      .required(t('reply.required'))
      .max(HELPDESK_REPLY_MAX_LENGTH, t('reply.tooLong', { max: HELPDESK_REPLY_MAX_LENGTH })),
  });
  return (
    <Formik
      initialValues={{ content: '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        const sent = await reply
          .mutateAsync({ content: values.content.trim(), uploads: uploads.ids })
          .catch(() => null);
        if (!sent) return;
        uploads.clear();
        helpers.resetForm();
      }}
    >
      {(form) => (
        <Form noValidate className={styles.form} aria-labelledby="support-reply">
          <h2 id="support-reply" className={styles.sectionTitle}>
            {t('reply.title')}
          </h2>
          <TextArea
            name="content"
            label={t('reply.label')}
            required
            rows={5}
            maxLength={HELPDESK_REPLY_MAX_LENGTH}
            value={form.values.content}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={form.touched.content ? form.errors.content : undefined}
          />
          <AttachmentsField state={uploads} />
          {reply.isError ? (
            <Alert tone="error">
              <p>{reply.error instanceof SupportLockedError ? t('lock.title') : t('reply.failed')}</p>
            </Alert>
          ) : null}
          <p role="status" className={styles.meta}>
            {reply.isSuccess ? t('reply.sent') : ''}
          </p>
          <div className={styles.formActions}>
            <Button type="submit" loading={form.isSubmitting} disabled={uploads.busy}>
              {t('reply.send')}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/**
 * `/messages/{ticketNumber}` (spec 03 §2 "Support ... with an optional ticketNumber parameter", §4, §9): the ticket's
 * conversation (100 messages, newest first) with its attachments to download, a reply with attachments; opening it
 * sets the read time.
 */
export function TicketPage() {
  const { t } = useTranslation('support');
  const { ticketNumber = '' } = useParams();
  const ticket = useTicket(ticketNumber);
  const stats = useStats();
  const conversations = useConversations(ticket.data?.id);
  const unread = stats.data ? stats.data.unreadTicketNumbers.includes(ticketNumber) : undefined;
  useMarkRead(ticket.data, stats.isError ? false : unread);

  const back = (
    <Link to="/messages" className={styles.back}>
      {t('ticket.back')}
    </Link>
  );
  const locked = ticket.error instanceof SupportLockedError;

  let body;
  if (ticket.isPending)
    body = (
      <div role="status" className={styles.loading}>
        <VisuallyHidden>{t('ticket.loading')}</VisuallyHidden>
        <Skeleton height={96} />
        <Skeleton height={96} />
      </div>
    );
  else if (ticket.isError)
    body = locked ? null : (
      <Alert tone="error" title={t('loadFailed')}>
        <p>{t('loadFailedText')}</p>
        <Button variant="secondary" size="sm" onClick={() => void ticket.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  else if (!ticket.data) body = <p>{t('ticket.notFound', { number: ticketNumber })}</p>;
  else {
    const status = supportStatusId(ticket.data);
    body = (
      <>
        <p className={styles.meta}>
          {t('list.number', { number: ticket.data.ticketNumber })} · <StatusBadge ticket={ticket.data} />
        </p>
        <h2 className={styles.sectionTitle}>{t('ticket.conversation')}</h2>
        {conversations.isPending ? (
          <Skeleton height={96} />
        ) : conversations.isError ? (
          <Alert tone="error">
            <p>{t('loadFailedText')}</p>
          </Alert>
        ) : (
          <ol className={styles.threads}>
            {conversations.data.data.map((thread) => (
              <Thread key={thread.id} ticketId={ticket.data!.id} thread={thread} />
            ))}
          </ol>
        )}
        {status === 'closed' ? <p>{t('ticket.closed')}</p> : <ReplyForm ticket={ticket.data} />}
      </>
    );
  }

  return (
    <PageLayout
      title={ticket.data ? ticket.data.subject : t('ticket.title', { number: ticketNumber })}
      documentTitle={t('ticket.title', { number: ticketNumber })}
      // Plain text, so the portal's server paints it before the scripts (app/first-paint.ts).
      description={t('ticket.description')}
      actions={back}
    >
      <SupportLockNotice />
      <Card>{body}</Card>
    </PageLayout>
  );
}
