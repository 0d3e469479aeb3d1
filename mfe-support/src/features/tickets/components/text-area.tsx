import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styles from './support.module.css';

/** A labelled multi-line field, wired as the kit's TextField (`aria-invalid`, `aria-describedby`). */
export function TextArea({
  label,
  error,
  required,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <textarea
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
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
}
