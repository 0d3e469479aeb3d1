import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS } from '@portal/api/catalogue';
import { useSubject } from '@portal/session/react';
import { NOTIFICATIONS_NAMESPACE, notificationCenter, toasts$, type Toast } from './notification-center';
import { updateOffered$ } from '../app/update-check';
import styles from './notifications.module.css';

/** One toast: 10 s on screen (spec 03 §9), the time paused while hovered or focused; a close button. */
function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const [paused, setPaused] = useState({ hover: false, focus: false });
  const left = useRef(TOAST_DURATION_MS);
  const holding = paused.hover || paused.focus;
  useEffect(() => {
    if (holding) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => notificationCenter()?.dismiss(toast.key), left.current);
    return () => {
      clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [holding, toast.key]);
  const { notification } = toast;
  const title = notification
    ? t(`types.${notification.type}`, { defaultValue: t(`tones.${toast.severity}`) })
    : t(`tones.${toast.severity}`);
  return (
    <li
      className={`${styles.toast} ${styles[toast.severity] ?? ''}`}
      onMouseEnter={() => setPaused((state) => ({ ...state, hover: true }))}
      onMouseLeave={() => setPaused((state) => ({ ...state, hover: false }))}
      onFocus={() => setPaused((state) => ({ ...state, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setPaused((state) => ({ ...state, focus: false }));
      }}
    >
      <button
        type="button"
        className={styles.toastBody}
        onClick={() => {
          if (notification) notificationCenter()?.open(notification);
          notificationCenter()?.dismiss(toast.key);
        }}
      >
        <span className={styles.toastTitle}>{title}</span>
        <span className={styles.toastText}>{toast.text}</span>
      </button>
      <button
        type="button"
        className={styles.toastClose}
        aria-label={`${t('dismiss')}: ${title}`}
        onClick={() => notificationCenter()?.dismiss(toast.key)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * The toasts (spec 03 §9; issue 31 item 3): errors in an assertive live region, the rest in a polite one, so screen
 * readers announce each; every toast is a button reached by keyboard.
 */
export function NotificationToasts() {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const toasts = useSubject(toasts$);
  // spec 03 §9 update check: a release replaced an area this page runs; the offer stays until reloaded or dismissed.
  const updateOffered = useSubject(updateOffered$);
  const [updateDismissed, setUpdateDismissed] = useState(false);
  const errors = toasts.filter((toast) => toast.severity === 'error');
  const others = toasts.filter((toast) => toast.severity !== 'error');
  return (
    <div className={styles.toasts} aria-label={t('toasts')} role="region">
      <div role="status" aria-live="polite">
        <ul className={styles.toastList}>
          {others.map((toast) => (
            <ToastItem key={toast.key} toast={toast} />
          ))}
          {updateOffered && !updateDismissed && (
            <li className={`${styles.toast} ${styles.info ?? ''}`}>
              <button type="button" className={styles.toastBody} onClick={() => window.location.reload()}>
                <span className={styles.toastTitle}>{t('reload')}</span>
                <span className={styles.toastText}>{t('updateText')}</span>
              </button>
              <button
                type="button"
                className={styles.toastClose}
                aria-label={`${t('dismiss')}: ${t('updateText')}`}
                onClick={() => setUpdateDismissed(true)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          )}
        </ul>
      </div>
      <div role="alert" aria-live="assertive">
        <ul className={styles.toastList}>
          {errors.map((toast) => (
            <ToastItem key={toast.key} toast={toast} />
          ))}
        </ul>
      </div>
    </div>
  );
}
