import { useId } from 'react';
import styles from './checkbox-group.module.css';

/**
 * A group of checkboxes over dictionary entries, its legend the group's name and its error tied to it (the business
 * wizard's questions and the KYC information's; issue 48 item 6).
 */
export function CheckboxGroup({
  legend,
  entries,
  chosen,
  onChange,
  error,
  disabled = false,
}: {
  legend: string;
  entries: readonly { id: number; name: string }[];
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const errorId = useId();
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend>{legend}</legend>
      <div className={styles.checkGrid}>
        {entries.map((entry) => (
          <label key={entry.id} className={styles.check}>
            <input
              type="checkbox"
              checked={chosen.includes(entry.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...chosen, entry.id] : chosen.filter((id) => id !== entry.id),
                )
              }
            />
            <span>{entry.name}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
