import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  SUPPORT_FILTERS,
  SUPPORT_TICKET_PAGE_SIZE,
  supportStatusId,
  type HelpdeskTicket,
  type SupportFilter,
} from '@portal/api/catalogue';
import { SupportLockedError } from '@portal/api/helpdesk';
import { Pagination, pageCount } from '@portal/remote/pagination';
import { Alert, Button, Card, EmptyState, PageLayout, Skeleton, VisuallyHidden } from '@portal/ui/components';
import { usePreview, usePreviewsSettled, useStats, useTickets } from '../api/tickets';
import { formatTime } from './dates';
import { AgentPanel } from './agent-panel';
import { NewTicketDialog } from './new-ticket-dialog';
import { SupportLockNotice } from './support-lock';
import styles from './support.module.css';

const isFilter = (value: string | null): value is SupportFilter =>
  (SUPPORT_FILTERS as readonly string[]).includes(value ?? '');

/** The status a row shows: the derived one of spec 03 §4. */
export function StatusBadge({ ticket }: { ticket: Pick<HelpdeskTicket, 'status' | 'lastThread'> }) {
  const { t } = useTranslation('support');
  const status = supportStatusId(ticket);
  return <span className={`${styles.status} ${styles[`status-${status}`]}`}>{t(`status.${status}`)}</span>;
}

/** A row's last two messages (spec 03 §9 "2 for previews"). */
function Preview({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('support');
  const preview = usePreview(ticketId);
  if (preview.isPending) return <Skeleton height={16} />;
  if (preview.isError || preview.data.data.length === 0) return null;
  return (
    <ul className={styles.preview} aria-label={t('list.preview')}>
      {preview.data.data.map((thread) => (
        <li key={thread.id}>
          <span className={styles.author}>
            {thread.direction === 'out' ? t('ticket.agent', { name: thread.author.name }) : t('ticket.you')}:
          </span>{' '}
          {thread.summary}
        </li>
      ))}
    </ul>
  );
}

function TicketRow({ ticket, unread }: { ticket: HelpdeskTicket; unread: boolean }) {
  const { t, i18n } = useTranslation('support');
  return (
    <li className={`${styles.row} ${unread ? styles.unread : ''}`}>
      <div className={styles.rowHead}>
        <h2 className={styles.subject}>
          <Link to={`/messages/${encodeURIComponent(ticket.ticketNumber)}`}>
            {ticket.subject}
            <VisuallyHidden>{` (${t('list.number', { number: ticket.ticketNumber })})`}</VisuallyHidden>
          </Link>
        </h2>
        {unread ? <span className={styles.unreadMark}>{t('list.unread')}</span> : null}
        <StatusBadge ticket={ticket} />
      </div>
      <p className={styles.meta}>
        {t('list.meta', {
          number: ticket.ticketNumber,
          date: formatTime(ticket.updatedAt, i18n.language),
        })}
      </p>
      <Preview ticketId={ticket.id} />
    </li>
  );
}

/**
 * `/messages` (spec 03 §2 "Support", §4 "Support tickets", §9): the customer's tickets by filter (all, open, new,
 * closed; in the URL's query), 20 a page, unread marks from the stats, each with its last two messages; a new
 * ticket; the manager agent for business users (spec 03 §6).
 */
export function TicketsPage() {
  const { t } = useTranslation('support');
  const [query, setQuery] = useSearchParams();
  const filter: SupportFilter = isFilter(query.get('filter'))
    ? (query.get('filter') as SupportFilter)
    : 'all';
  const page = Math.max(1, Number(query.get('page')) || 1);
  const tickets = useTickets(filter, page);
  const previewsSettled = usePreviewsSettled(tickets.data?.data.map((ticket) => ticket.id) ?? []);
  const stats = useStats();
  const [composing, setComposing] = useState(false);
  const unread = new Set(stats.data?.unreadTicketNumbers ?? []);

  const choose = (next: SupportFilter) =>
    setQuery(next === 'all' ? {} : { filter: next }, { replace: false });

  let body;
  if (tickets.isPending)
    body = (
      <div role="status" className={styles.loading}>
        <VisuallyHidden>{t('list.loading')}</VisuallyHidden>
        <Skeleton height={72} />
        <Skeleton height={72} />
        <Skeleton height={72} />
      </div>
    );
  else if (tickets.isError)
    body =
      tickets.error instanceof SupportLockedError ? null : (
        <Alert tone="error" title={t('loadFailed')}>
          <p>{t('loadFailedText')}</p>
          <Button variant="secondary" size="sm" onClick={() => void tickets.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      );
  else if (tickets.data.data.length === 0)
    body = (
      <EmptyState
        title={t(`list.empty.${filter}`)}
        text={t('list.emptyText')}
        headingLevel={2}
        action={<Button onClick={() => setComposing(true)}>{t('list.new')}</Button>}
      />
    );
  else
    body = (
      <>
        <ul className={styles.rows} aria-busy={tickets.isFetching}>
          {tickets.data.data.map((ticket) => (
            <TicketRow key={ticket.id} ticket={ticket} unread={unread.has(ticket.ticketNumber)} />
          ))}
        </ul>
        {tickets.data.total > SUPPORT_TICKET_PAGE_SIZE ? (
          <Pagination
            page={page}
            pages={pageCount(tickets.data.total, SUPPORT_TICKET_PAGE_SIZE)}
            busy={tickets.isFetching}
            label={t('list.pages')}
            onPage={(next) => setQuery({ ...(filter === 'all' ? {} : { filter }), page: String(next) })}
          />
        ) : null}
      </>
    );

  return (
    <PageLayout
      title={t('list.title')}
      description={t('list.description')}
      actions={<Button onClick={() => setComposing(true)}>{t('list.new')}</Button>}
    >
      <SupportLockNotice />
      <Card>
        <nav aria-label={t('list.filters')} className={styles.filters}>
          {SUPPORT_FILTERS.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={option === filter ? 'primary' : 'secondary'}
              aria-current={option === filter ? 'page' : undefined}
              onClick={() => choose(option)}
            >
              {t(`filters.${option}`)}
            </Button>
          ))}
        </nav>
        {body}
      </Card>
      {/* Below the tickets, once they and their previews are in: it comes with an answer of its own, and above them
          it pushed the list down as it came, below them the rows' arrival moved it (issue 49: CLS 0.10, then 0.03). */}
      <AgentPanel shown={!tickets.isPending && previewsSettled} />
      <NewTicketDialog open={composing} onClose={() => setComposing(false)} />
    </PageLayout>
  );
}
