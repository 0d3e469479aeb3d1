import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils/class-names';
import styles from './empty-state.module.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What is empty, e.g. "No cards yet". */
  title: ReactNode;
  /** What the user can do about it. */
  text?: ReactNode;
  /** The way forward, usually one {@link Button}. */
  action?: ReactNode;
  /** Renders the title as a heading of this level; without it the title is a paragraph, so outlines stay intact. */
  headingLevel?: 2 | 3 | 4;
}

/** The calm, centred message shown where a list or section has nothing to show yet. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, text, action, headingLevel, className, ...rest },
  ref,
) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div ref={ref} className={cx(styles.emptyState, className)} {...rest}>
      <Title className={styles.title}>{title}</Title>
      {text != null && <p className={styles.text}>{text}</p>}
      {action != null && <div className={styles.action}>{action}</div>}
    </div>
  );
});
