import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from '../utils/class-names';
import styles from './button.module.css';

/** Props of {@link Button}: every native `<button>` attribute plus the ones below. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` for the one main action of a view, `secondary` beside it, `ghost` for low emphasis, `danger` for destructive actions. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** `md` is 48 px high (the touch-friendly default), `sm` 36 px for dense rows. */
  size?: 'md' | 'sm';
  /** Shows a spinner, sets `aria-busy` and disables the button so a submission cannot be sent twice. */
  loading?: boolean;
  /** Stretches the button to the width of its container (forms on phones, dialog actions). */
  fullWidth?: boolean;
}

/**
 * The portal's button. Defaults to `type="button"` so it never submits a form by accident; pass `type="submit"`
 * for the form's main action.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    type = 'button',
    disabled,
    className,
    children,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(
        styles.button,
        styles[variant],
        size === 'sm' && styles.sm,
        fullWidth && styles.fullWidth,
        loading && styles.loading,
        className,
      )}
      {...rest}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      <span className={styles.content}>{children}</span>
    </button>
  );
});
