import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styles from './contracts.module.css';

/** A labelled multi-line field, wired as the kit's TextField (`aria-invalid`, `aria-describedby`). */
export const TextArea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: ReactNode; hint?: ReactNode }
>(function TextArea({ label, error, hint, required, id: given, ...rest }, ref) {
  const own = useId();
  const id = given ?? own;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={styles.textarea}
        {...rest}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
