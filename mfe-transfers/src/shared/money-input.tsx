import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { TextField } from '@portal/ui/components';
import styles from './shared.module.css';

/** Props of {@link MoneyInput}. */
export interface MoneyInputProps {
  label: string;
  name: string;
  /** The text as typed (kept as text: money is never a float; parse it with `parseAmount`). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Shown at the end of the box. */
  currencyCode?: string;
  id?: string;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** A control beside the box, e.g. a "use max" button. */
  action?: ReactNode;
}

/** An amount field: decimal keyboard on phones, the currency at the end, an optional action beside it. */
export function MoneyInput({
  label,
  name,
  value,
  onChange,
  onBlur,
  currencyCode,
  action,
  ...rest
}: MoneyInputProps) {
  const field = (
    <TextField
      {...rest}
      label={label}
      name={name}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      endAdornment={currencyCode ? <span className={styles.currency}>{currencyCode}</span> : undefined}
      onBlur={onBlur}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
    />
  );
  if (!action) return field;
  return (
    <div className={styles.moneyRow}>
      {field}
      <div className={styles.moneyAction}>{action}</div>
    </div>
  );
}
