import { useId, type ReactNode } from 'react';
import { cx } from '../utils/class-names';
import styles from './status-panel.module.css';

/** Props of {@link StatusPanel}; extra paragraphs as children take the `statusPanelText` class for the same look. */
export interface StatusPanelProps {
  /** One or two characters in the badge above the title, e.g. "?" or "!"; decorative. */
  icon: string;
  /** `warning` for something that went wrong, `info` for a page that is not there (yet). */
  tone?: 'warning' | 'info';
  /** The page's heading: the panel stands in a page's place, so its title is the page's `h1`. */
  title: ReactNode;
  text?: ReactNode;
  /** More paragraphs under the text. */
  children?: ReactNode;
  /** The way on: a button or link home, a retry. */
  action?: ReactNode;
  /** `alert` when the panel replaces what the user was looking at because of a failure. */
  role?: 'alert';
  className?: string;
}

/**
 * A page-sized message in a page's place: not found, an area that is unavailable or not offered here yet. Always a
 * heading, a sentence and a way on, so no route ends in an empty main area (issue 14).
 */
export function StatusPanel({
  icon,
  tone = 'warning',
  title,
  text,
  children,
  action,
  role,
  className,
}: StatusPanelProps) {
  const titleId = useId();
  return (
    <section className={cx(styles.panel, className)} role={role} aria-labelledby={titleId}>
      <div className={cx(styles.icon, tone === 'info' && styles.info)} aria-hidden="true">
        {icon}
      </div>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {text != null ? <p className={styles.text}>{text}</p> : null}
      {children}
      {action}
    </section>
  );
}

/** The class of the panel's paragraphs, for extra ones passed as children. */
export const statusPanelText = styles.text;
