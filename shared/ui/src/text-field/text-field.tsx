import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, FieldFrame, useFieldIds } from '../field/field';
import { cx } from '../utils/class-names';
import styles from './text-field.module.css';

/** Props of {@link TextField}: every native `<input>` attribute plus the ones below. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Visible label, always rendered and tied to the input. */
  label: ReactNode;
  /** Validation message shown below the input; marks the input `aria-invalid` and adds it to its description. */
  error?: ReactNode;
  /** Helping text shown below the input and read as part of its description. */
  hint?: ReactNode;
  /** A node at the end of the input box, e.g. a show-password toggle button or a currency code. */
  endAdornment?: ReactNode;
  /** Class of the field wrapper (label, box and messages), not of the `<input>` itself. */
  className?: string;
}

/**
 * A labelled text input with hint and error wiring (`aria-invalid`, `aria-describedby`). The ref points at the
 * `<input>`, so form libraries can focus the first invalid field.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, endAdornment, id, className, required, disabled, type = 'text', ...rest },
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
      <input
        ref={ref}
        id={ids.controlId}
        type={type}
        required={required}
        disabled={disabled}
        {...rest}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy(ids, rest['aria-describedby'], hint, error)}
        className={cx(styles.input, endAdornment != null && styles.withAdornment)}
      />
      {endAdornment != null && <div className={styles.adornment}>{endAdornment}</div>}
    </FieldFrame>
  );
});
