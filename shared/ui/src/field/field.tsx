import { useId, type ReactNode } from 'react';
import { cx } from '../utils/class-names';
import styles from './field.module.css';

/** The ids that tie a control to its label, hint and error. */
export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
}

/** Ids for a form field; `id` from the caller wins so labels in tests and e2e stay stable. */
export function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/**
 * The `aria-describedby` value of a control: the caller's own ids, then the hint, then the error, so a screen
 * reader reads the error last, right before the user acts on it.
 */
export function describedBy(
  ids: FieldIds,
  own: string | undefined,
  hint: ReactNode,
  error: ReactNode,
): string | undefined {
  const parts = [own, hint ? ids.hintId : undefined, error ? ids.errorId : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** Extra class on the control box (the select adds its chevron). */
  controlClassName?: string;
  children: ReactNode;
}

/** Label, control box, hint and error laid out the same way for every form field. */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  required,
  disabled,
  className,
  controlClassName,
  children,
}: FieldFrameProps) {
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={ids.controlId} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div
        className={cx(
          styles.control,
          error ? styles.invalid : undefined,
          disabled && styles.disabled,
          controlClassName,
        )}
      >
        {children}
      </div>
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className={styles.error}>
          <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4.25v4.5" stroke="#fff" strokeWidth="1.75" strokeLinecap="round" />
            <circle cx="8" cy="11.25" r="1" fill="#fff" />
          </svg>
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
