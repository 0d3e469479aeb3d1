import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../utils/class-names';
import hidden from '../utils/visually-hidden.module.css';
import styles from './spinner.module.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'role' | 'children'> {
  /** Visual size: 16, 24 or 40 px. Defaults to `md`. */
  size?: 'sm' | 'md' | 'lg';
  /**
   * What is loading, announced politely and used as the accessible name of the status region.
   * Pass a translated text; defaults to "Loading".
   */
  label?: string;
}

/**
 * An indeterminate progress indicator with `role="status"`, so screen readers announce its label.
 * The ring is drawn in the brand primary colour (override with `color`); it stops spinning under reduced motion.
 */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 'md', label = 'Loading', className, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      role="status"
      aria-label={label}
      className={cx(styles.spinner, styles[size], className)}
      {...rest}
    >
      <span className={styles.ring} aria-hidden="true" />
      <span className={hidden.visuallyHidden}>{label}</span>
    </span>
  );
});
