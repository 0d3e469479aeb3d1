import { memo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryStatus, WebhookEventType, WebhookRequestLogItem } from '@portal/api/catalogue';
import { Alert, Button, Card, EmptyState, Skeleton, TextField } from '@portal/ui/components';
import { DateRangeFields } from '../../../shared/date-range-fields';
import { formatDateTime } from '../../../shared/dates';
import styles from '../../../shared/merchant.module.css';
import { StatusChip, type ChipTone } from '../../../shared/status-chip';
import { useReplayWebhookRequest, useWebhookRequests, type WebhookLogFilter } from '../api/webhooks-api';

const STATUS_TONE: Record<WebhookDeliveryStatus, ChipTone> = {
  pending: 'info',
  delivered: 'success',
  retrying: 'warning',
  failed: 'danger',
};

function headersText(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

/** The events' names in the customer's language (the log shows the type itself in the request body). */
const EVENT_NAME_KEYS: Record<WebhookEventType, string> = {
  ping: 'ping',
  'payment.received': 'paymentReceived',
  'payment.refunded': 'paymentRefunded',
  'subscription.created': 'subscriptionCreated',
  'subscription.cancelled': 'subscriptionCancelled',
  'ipn.created': 'ipnCreated',
};

/**
 * One request of the log, rendered again only when it changes: the search field re-renders the card on every key
 * (issue 49, INP of filtering the log).
 */
const LogRow = memo(function LogRow({ item }: { item: WebhookRequestLogItem }) {
  const { t, i18n } = useTranslation('merchant');
  const eventName = t(`webhooks.log.events.${EVENT_NAME_KEYS[item.event]}`);
  const [open, setOpen] = useState(false);
  const replay = useReplayWebhookRequest();
  const detailId = `webhook-request-${item.id}`;
  return (
    <li className={styles.logRow} data-testid="webhook-request">
      <div className={styles.logSummary}>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-expanded={open}
          aria-controls={detailId}
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'webhooks.log.hide' : 'webhooks.log.show', { event: eventName })}
        </Button>
        <StatusChip tone={STATUS_TONE[item.status]}>{t(`webhooks.log.status.${item.status}`)}</StatusChip>
        <span>
          {item.responseStatus === null
            ? t('webhooks.log.noAnswer')
            : t('webhooks.log.answered', { status: item.responseStatus })}
        </span>
        <span className={styles.meta}>{formatDateTime(item.createdAt, i18n.language)}</span>
        {item.replayOf !== null ? <StatusChip tone="info">{t('webhooks.log.replay')}</StatusChip> : null}
      </div>
      <p className={styles.meta}>
        {t('webhooks.log.eventLine', { url: item.url, eventId: item.eventId, attempt: item.attempt })}
      </p>
      {open ? (
        <div id={detailId} className={styles.logDetail}>
          <h4>{t('webhooks.log.requestHeaders')}</h4>
          <pre className={styles.code}>{headersText(item.requestHeaders)}</pre>
          <h4>{t('webhooks.log.requestBody')}</h4>
          <pre className={styles.code}>{item.requestBody}</pre>
          <h4>{t('webhooks.log.answer')}</h4>
          <pre className={styles.code}>
            {item.responseStatus === null
              ? (item.error ?? t('webhooks.log.noAnswer'))
              : `${item.responseStatus}${item.responseBody ? `\n\n${item.responseBody}` : ''}`}
          </pre>
          {item.durationMs !== null ? (
            <p className={styles.meta}>{t('webhooks.log.duration', { ms: item.durationMs })}</p>
          ) : null}
          {item.nextAttemptAt ? (
            <p className={styles.meta}>
              {t('webhooks.log.nextAttempt', { time: formatDateTime(item.nextAttemptAt, i18n.language) })}
            </p>
          ) : null}
        </div>
      ) : (
        <div id={detailId} hidden />
      )}
      <div className={styles.rowActions}>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          loading={replay.isPending}
          disabled={item.event === 'ping' && item.webhookId === null}
          aria-label={t('webhooks.log.replayNamed', { event: eventName, eventId: item.eventId })}
          onClick={() => void replay.mutateAsync(item.id).catch(() => undefined)}
        >
          {t('webhooks.log.replayAction')}
        </Button>
        {replay.isSuccess ? (
          <span role="status">
            {t('webhooks.log.replayed', {
              status: replay.data.request.responseStatus ?? t('webhooks.log.noAnswer'),
            })}
          </span>
        ) : null}
      </div>
    </li>
  );
});

/**
 * The delivery log (spec 03 §7 `GET public-api/webhookRequest`: limit 20, query, dates, cursor paging with count,
 * current, next, prev; §9 page size 20): every row opens to the request's headers and body and the answer, and can be
 * delivered again (ours, issue 33: a replay, same event id).
 */
export function WebhookRequestsCard() {
  const { t } = useTranslation('merchant');
  const [filter, setFilter] = useState<WebhookLogFilter>({});
  const [draft, setDraft] = useState({ query: '', fromDate: '', toDate: '' });
  const requests = useWebhookRequests(filter);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({
      query: draft.query.trim() || undefined,
      fromDate: draft.fromDate || undefined,
      toDate: draft.toDate || undefined,
    });
  };
  const page = requests.data;
  return (
    <Card title={t('webhooks.log.title')} titleLevel={2} description={t('webhooks.log.description')}>
      <form className={styles.controls} onSubmit={search} aria-label={t('webhooks.log.filters')}>
        <TextField
          label={t('webhooks.log.query')}
          type="search"
          value={draft.query}
          onChange={(event) => setDraft({ ...draft, query: event.target.value })}
        />
        <DateRangeFields draft={draft} onChange={setDraft} />
        <div>
          <Button type="submit" variant="secondary">
            {t('shared.search')}
          </Button>
        </div>
      </form>
      {requests.isPending ? (
        <Skeleton height="10rem" />
      ) : requests.isError ? (
        <Alert tone="error" title={t('shared.loadFailed')}>
          <Button type="button" size="sm" variant="secondary" onClick={() => void requests.refetch()}>
            {t('shared.retry')}
          </Button>
        </Alert>
      ) : page && page.items.length === 0 ? (
        <EmptyState title={t('webhooks.log.empty')} text={t('webhooks.log.emptyText')} headingLevel={3} />
      ) : page ? (
        <>
          <p role="status" className={styles.meta}>
            {t('webhooks.log.count', { count: page.count })}
          </p>
          <ul className={styles.list} aria-label={t('webhooks.log.title')} aria-busy={requests.isFetching}>
            {page.items.map((item) => (
              <LogRow key={item.id} item={item} />
            ))}
          </ul>
          <nav className={styles.actions} aria-label={t('webhooks.log.paging')}>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={!page.prev}
              onClick={() => setFilter({ ...filter, cursor: page.prev ?? undefined })}
            >
              {t('shared.previous')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={!page.next}
              onClick={() => setFilter({ ...filter, cursor: page.next ?? undefined })}
            >
              {t('shared.next')}
            </Button>
          </nav>
        </>
      ) : null}
    </Card>
  );
}
