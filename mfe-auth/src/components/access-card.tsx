import { forwardRef, useId, type ReactNode } from 'react';
import styles from './access-card.module.css';

export interface AccessCardProps {
  /** The page's `<h1>`; focusable so a new step can move focus to it. */
  title: ReactNode;
  description?: ReactNode;
  /** 440 px for forms; `wide` (640 px) for documents and consent lists. */
  wide?: boolean;
  children?: ReactNode;
}

/**
 * The centred card every page before a session uses (external and clear layouts), styled like the sign-in page.
 * The ref points at the heading.
 */
export const AccessCard = forwardRef<HTMLHeadingElement, AccessCardProps>(function AccessCard(
  { title, description, wide = false, children },
  ref,
) {
  const titleId = useId();
  return (
    <section className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby={titleId}>
      <h1 id={titleId} ref={ref} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {description != null ? <p className={styles.description}>{description}</p> : null}
      <div className={styles.body}>{children}</div>
    </section>
  );
});
