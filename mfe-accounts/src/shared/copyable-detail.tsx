import type { ReactNode } from 'react';
import { CopyButton } from './copy-button';
import styles from './copyable-detail.module.css';

/** A list of details to copy (bank transfer details, an address, a link). */
export function CopyableDetails({ children }: { children: ReactNode }) {
  return <dl className={styles.details}>{children}</dl>;
}

/** One detail with its copy button; `mono` for codes and addresses. */
export function CopyableDetail({
  label,
  value,
  copyLabel,
  mono = false,
}: {
  label: string;
  value: string;
  copyLabel: string;
  mono?: boolean;
}) {
  return (
    <div className={styles.detail}>
      <dt>{label}</dt>
      <dd>
        <span className={mono ? `${styles.value} ${styles.mono}` : styles.value}>{value}</span>
        <CopyButton value={value} label={copyLabel} />
      </dd>
    </div>
  );
}
