import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils/class-names';
import styles from './alert.module.css';

/** The kind of message an {@link Alert} carries. */
export type AlertTone = 'info' | 'success' | 'warning' | 'error';

/** Props of {@link Alert}. */
export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** Defaults to `info`. */
  tone?: AlertTone;
  /** Short bold line above the message. */
  title?: ReactNode;
  children?: ReactNode;
}

const ICONS: Record<AlertTone, ReactNode> = {
  info: <path d="M10 9v5M10 6.25v.01" stroke="#fff" strokeWidth="2" strokeLinecap="round" />,
  success: (
    <path
      d="M6.25 10.25l2.5 2.5 5-5.25"
      fill="none"
      stroke="#fff"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  warning: <path d="M10 5.75v5M10 13.75v.01" stroke="#fff" strokeWidth="2" strokeLinecap="round" />,
  error: (
    <path d="M7.25 7.25l5.5 5.5M12.75 7.25l-5.5 5.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
  ),
};

/**
 * An inline message. Errors and warnings use `role="alert"` (announced at once); info and success use
 * `role="status"` (announced politely). Render it when the message appears so the announcement happens.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, children, className, ...rest },
  ref,
) {
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div ref={ref} role={role} className={cx(styles.alert, styles[tone], className)} {...rest}>
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        {ICONS[tone]}
      </svg>
      <div className={styles.content}>
        {title != null && <p className={styles.title}>{title}</p>}
        {children != null && <div className={styles.body}>{children}</div>}
      </div>
    </div>
  );
});
