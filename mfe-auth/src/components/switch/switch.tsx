import type { ChangeEvent } from 'react';
import styles from './switch.module.css';

/**
 * An on/off setting of the security page (the IP whitelist's mode, payments approved with a passkey): a checkbox
 * with the switch role, drawn as a track the customer clicks with its label.
 */
export function Switch({
  label,
  checked,
  disabled = false,
  describedBy,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  /** The id of the text that explains it. */
  describedBy?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
      />
      <span className={styles.track} aria-hidden="true" />
      <span>{label}</span>
    </label>
  );
}
