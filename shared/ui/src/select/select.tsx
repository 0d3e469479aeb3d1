import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldFrame, useFieldIds } from '../field/field';
import styles from './select.module.css';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}: every native `<select>` attribute plus the ones below. */
export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** Visible label, always rendered and tied to the select. */
  label: ReactNode;
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** First, empty choice shown while nothing is selected (e.g. "Choose a country"). */
  placeholder?: string;
  /** Validation message shown below; marks the select `aria-invalid` and adds it to its description. */
  error?: ReactNode;
  /** Helping text shown below and read as part of the description. */
  hint?: ReactNode;
  /** Class of the field wrapper, not of the `<select>` itself. */
  className?: string;
}

/**
 * A labelled native select: the platform's own picker on phones and full keyboard support everywhere.
 * Error and hint are wired like {@link TextField}.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, error, hint, id, className, required, disabled, ...rest },
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
      controlClassName={styles.control}
    >
      <select
        ref={ref}
        id={ids.controlId}
        required={required}
        disabled={disabled}
        {...rest}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy(ids, rest['aria-describedby'], hint, error)}
        className={styles.select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d="M4 6l4 4 4-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </FieldFrame>
  );
});
