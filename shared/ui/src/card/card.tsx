import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils/class-names';
import styles from './card.module.css';

/** Props of {@link Card}. */
export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; also the accessible name of the section. */
  title?: ReactNode;
  /** Heading level of the title: 2 (default) directly under the page's h1, 3 inside another section. */
  titleLevel?: 2 | 3 | 4;
  /** Muted line under the title. */
  description?: ReactNode;
  /** Controls at the top right of the card, e.g. a "See all" link or a small button. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A white surface that groups one topic of a page: a `<section>` with an optional heading and header actions. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { title, titleLevel = 2, description, actions, children, className, ...rest },
  ref,
) {
  const titleId = useId();
  const Heading = `h${titleLevel}` as const;
  const hasHeader = title != null || actions != null;
  return (
    <section
      ref={ref}
      aria-labelledby={title != null ? titleId : undefined}
      className={cx(styles.card, className)}
      {...rest}
    >
      {hasHeader && (
        <div className={styles.header}>
          {title != null && (
            <div className={styles.headings}>
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
              {description != null && <p className={styles.description}>{description}</p>}
            </div>
          )}
          {actions != null && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
});
