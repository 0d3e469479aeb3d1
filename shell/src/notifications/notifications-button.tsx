import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalNotification } from '@portal/api/catalogue';
import { useSubject } from '@portal/session/react';
import { NOTIFICATIONS_NAMESPACE, notificationCenter, notificationList$ } from './notification-center';
import styles from './notifications.module.css';

const timeOf = (iso: string, language: string) => {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  } catch {
    return iso;
  }
};

/**
 * The header's NOTIFICATIONS button (issue 31 item 3): the unread count as a badge and in its name; it opens the list
 * (newest first, unread marked, "Mark all as read", a page of 20 and "Show more"). Escape closes it and focus returns
 * to the button; arrow keys move between the items.
 */
export function NotificationsButton() {
  const { t, i18n } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const list = useSubject(notificationList$);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    // The first notification, else the first button that can take focus (Mark all as read is disabled with none
    // unread), else the panel itself: focus always moves in, so Escape and the arrows work at once.
    const first =
      panel.current?.querySelector<HTMLElement>('[data-item]') ??
      panel.current?.querySelector<HTMLElement>('button:not(:disabled)') ??
      panel.current;
    first?.focus();
    const onPointer = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
    // Focus moves in once, when the list opens.
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = [...(panel.current?.querySelectorAll<HTMLElement>('[data-item]') ?? [])];
    if (items.length === 0) return;
    event.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  const choose = (notification: PortalNotification) => {
    notificationCenter()?.open(notification);
    close(false);
  };

  const label = list.unread > 0 ? t('buttonLabel', { count: list.unread }) : t('buttonLabelNone');
  return (
    // Keys are handled around the button and the list, so Escape closes it wherever the focus is in either.
    <div className={styles.bell} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={styles.bellButton}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
      >
        {/* A line drawing in the text colour (an emoji bell depends on the device's fonts). */}
        <svg
          aria-hidden="true"
          className={styles.bellIcon}
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {list.unread > 0 ? (
          <span aria-hidden="true" className={styles.badge}>
            {list.unread > 99 ? '99+' : list.unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          className={styles.panel}
          tabIndex={-1}
        >
          <div className={styles.panelHead}>
            <h2 id={headingId} className={styles.panelTitle}>
              {t('header')}
            </h2>
            <button
              type="button"
              className={styles.linkButton}
              disabled={list.unread === 0}
              onClick={() => void notificationCenter()?.markAllRead()}
            >
              {t('markAllRead')}
            </button>
            <button type="button" className={styles.linkButton} onClick={() => close(true)}>
              {t('close')}
            </button>
          </div>
          {list.status === 'failed' && list.items.length === 0 ? (
            <p role="alert">{t('loadFailed')}</p>
          ) : list.status === 'loading' && list.items.length === 0 ? (
            <p role="status">{t('loading')}</p>
          ) : list.items.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ul className={styles.items}>
              {list.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    data-item=""
                    className={`${styles.item} ${item.readAt === null ? styles.itemUnread : ''}`}
                    onClick={() => choose(item)}
                  >
                    <span className={styles.itemTitle}>
                      {item.readAt === null ? (
                        <span className={styles.unreadMark}>{t('unread')}: </span>
                      ) : null}
                      {t(`types.${item.type}`, { defaultValue: t(`tones.${item.severity}`) })}
                    </span>
                    <span className={styles.itemText}>{item.text}</span>
                    <span className={styles.itemTime}>{timeOf(item.createdAt, i18n.language)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {list.items.length < list.total ? (
            <button
              type="button"
              className={styles.more}
              disabled={list.status === 'loading'}
              onClick={() => void notificationCenter()?.loadMore()}
            >
              {t('showMore')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
