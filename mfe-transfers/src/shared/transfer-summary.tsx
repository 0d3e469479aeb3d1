import type { ReactNode } from 'react';
import styles from './shared.module.css';

/** One line of a {@link TransferSummary}. */
export interface SummaryRow {
  label: string;
  value: ReactNode;
}

/** The review and success panels' list of what is sent: label and value pairs, stacked on phones. */
export function TransferSummary({ rows, label }: { rows: readonly SummaryRow[]; label?: string }) {
  return (
    <dl className={styles.summary} aria-label={label}>
      {rows.map((row) => (
        <div key={row.label} className={styles.summaryRow}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
