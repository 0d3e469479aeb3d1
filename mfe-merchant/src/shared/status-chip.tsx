import styles from './merchant.module.css';

export type ChipTone = 'success' | 'danger' | 'warning' | 'neutral' | 'info';

/** A small status label; its colour is a hint, its text says it all. */
export function StatusChip({ tone, children }: { tone: ChipTone; children: string }) {
  return <span className={`${styles.chip} ${styles[`chip-${tone}`]}`}>{children}</span>;
}
