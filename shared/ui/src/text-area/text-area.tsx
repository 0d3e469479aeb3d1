import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { describedBy, FieldFrame, useFieldIds } from '../field/field';
import styles from './text-area.module.css';

/** Props of {@link TextArea}: every native `<textarea>` attribute plus the ones below. */
export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Visible label, always rendered and tied to the field. */
  label: ReactNode;
  /** Validation message shown below; marks the field `aria-invalid` and adds it to its description. */
  error?: ReactNode;
  /** Helping text shown below and read as part of its description. */
  hint?: ReactNode;
  /** Class of the field wrapper (label, box and messages), not of the `<textarea>` itself. */
  className?: string;
}

/**
 * A labelled multi-line field in the same frame as {@link TextField} (label, box with the focus ring, hint, error,
 * `aria-invalid`, `aria-describedby`). The ref points at the `<textarea>`, so form libraries can focus it.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, id, className, required, disabled, rows = 4, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      className={className}
    >
      <textarea
        ref={ref}
        id={ids.controlId}
        rows={rows}
        required={required}
        disabled={disabled}
        {...rest}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy(ids, rest['aria-describedby'], hint, error)}
        className={styles.textarea}
      />
    </FieldFrame>
  );
});
