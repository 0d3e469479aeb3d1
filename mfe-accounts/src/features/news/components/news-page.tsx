import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@portal/api/catalogue';
import { Card, EmptyState, PageLayout, Skeleton, VisuallyHidden } from '@portal/ui/components';
import { useMayCall } from '../../../shared/use-may-call';
import { LoadError } from '../../../shared/load-error';
import { formatDate } from '../../../shared/date-format';
import { useAnnouncements } from '../api/announcements';
import { useMarkAnnouncementRead } from '../api/mark-announcement-read';
import { AnswerButtons } from './answer-buttons';
import styles from './news-page.module.css';

function AnnouncementItem({
  announcement,
  expanded,
  onToggle,
}: {
  announcement: Announcement;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t, i18n } = useTranslation('accounts');
  const panelId = `announcement-${announcement.id}-body`;
  const waiting = announcement.needsConfirmation && !announcement.answer;
  return (
    <li className={announcement.isRead ? styles.item : `${styles.item} ${styles.unread}`}>
      <h2 className={styles.itemHeading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className={styles.titleLine}>
            {!announcement.isRead ? (
              <span className={styles.dot}>
                <VisuallyHidden>{t('news.unreadMarker')}</VisuallyHidden>
              </span>
            ) : null}
            <span className={styles.title}>{String(announcement.title)}</span>
          </span>
          <span className={styles.itemMeta}>
            <time dateTime={announcement.date}>{formatDate(announcement.date, i18n.language, false)}</time>
            {waiting ? <span className={styles.tag}>{t('news.needsAnswer')}</span> : null}
          </span>
        </button>
      </h2>
      <div id={panelId} hidden={!expanded} className={styles.body}>
        <p className={styles.text}>{String(announcement.body)}</p>
        {announcement.needsConfirmation ? <AnswerButtons announcement={announcement} /> : null}
      </div>
    </li>
  );
}

/**
 * News (spec 02 §2 news, §4 announcements): every announcement, newest first, unread ones emphasised with their
 * count. Opening one marks it read (locally first, then the server); those that ask are accepted or declined here.
 */
export function NewsPage() {
  const { t } = useTranslation('accounts');
  const announcements = useAnnouncements();
  const markRead = useMarkAnnouncementRead();
  // Support acting as the customer reads without marking anything read (issue 22).
  const marksRead = useMayCall('markAnnouncementRead');
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());

  const toggle = (announcement: Announcement) => {
    const open = !expanded.has(announcement.id);
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(announcement.id);
      else next.delete(announcement.id);
      return next;
    });
    if (open && !announcement.isRead && marksRead) markRead(announcement.id);
  };

  let body;
  if (announcements.isPending)
    body = (
      <div role="status" className={styles.loading}>
        <VisuallyHidden>{t('news.loading')}</VisuallyHidden>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={64} />
        ))}
      </div>
    );
  else if (announcements.isError)
    body = (
      <LoadError
        title={t('news.loadFailed')}
        error={announcements.error}
        onRetry={() => void announcements.refetch()}
      />
    );
  else if (announcements.data.length === 0)
    body = <EmptyState title={t('news.empty')} text={t('news.emptyText')} />;
  else
    body = (
      <ul className={styles.list}>
        {announcements.data.map((announcement) => (
          <AnnouncementItem
            key={announcement.id}
            announcement={announcement}
            expanded={expanded.has(announcement.id)}
            onToggle={() => toggle(announcement)}
          />
        ))}
      </ul>
    );

  const unread = announcements.data?.filter((announcement) => !announcement.isRead).length ?? 0;
  return (
    <PageLayout title={t('news.title')} description={t('news.description')}>
      <Card
        title={t('news.listTitle')}
        description={
          announcements.isSuccess ? (
            <span aria-live="polite">{t('news.unread', { count: unread })}</span>
          ) : undefined
        }
      >
        {body}
      </Card>
    </PageLayout>
  );
}
