import { useTranslation } from 'react-i18next';
import type { ContractStatus } from '@portal/api/catalogue';
import styles from './contracts.module.css';

/** How each status reads at a glance: under way, waiting for someone, running, over, refused. */
const TONE: Record<ContractStatus, 'progress' | 'action' | 'good' | 'ended' | 'bad'> = {
  UNSIGNED: 'action',
  WAITING: 'action',
  NEED_IDENTIFICATION: 'action',
  SIGNED: 'progress',
  ACTIVE: 'good',
  TERMINATING: 'progress',
  TERMINATED: 'ended',
  EXPIRED: 'ended',
  CANCELLED: 'bad',
  REJECTED: 'bad',
};

/** A contract's status as a pill (spec 03 §4 statuses), with its word, never its colour alone. */
export function StatusPill({ status }: { status: ContractStatus }) {
  const { t } = useTranslation('contracts');
  return <span className={`${styles.pill} ${styles[`tone-${TONE[status]}`]}`}>{t(`status.${status}`)}</span>;
}
