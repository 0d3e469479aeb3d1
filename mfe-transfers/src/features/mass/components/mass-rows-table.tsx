import { useTranslation } from 'react-i18next';
import type { MassCheckedRow, MassMethod } from '@portal/api/mass';
import { massAmount } from '@portal/api/mass';
import { formatMoney } from '@portal/api/money';
import { Button, Table, type TableColumn } from '@portal/ui/components';
import { massPayeeText, massProblemText } from '../utils/mass-texts';
import styles from './mass.module.css';

/** Props of {@link MassRowsTable}. */
export interface MassRowsTableProps {
  method: MassMethod;
  rows: readonly MassCheckedRow[];
  caption: string;
  /** The sandbox's refusals of rows the browser passed (a payee that is no user, a limit), by line. */
  serverProblems?: ReadonlyMap<number, readonly string[]>;
  /** Opens the row's editor (the fix of one row, spec: issue 15 item 1). */
  onFix: (line: number) => void;
  onRemove: (line: number) => void;
}

/**
 * The rows of a mass file after the browser's checks: line, payee, amount, what is wrong (or that the row repeats an
 * earlier one) and the row's fix and remove buttons. On a phone each row is a list item with its problems under it.
 */
export function MassRowsTable({
  method,
  rows,
  caption,
  serverProblems,
  onFix,
  onRemove,
}: MassRowsTableProps) {
  const { t, i18n } = useTranslation('transfers');
  const columns: TableColumn<MassCheckedRow>[] = [
    {
      key: 'line',
      header: t('mass.table.line'),
      phone: 'secondary',
      phoneLabel: true,
      render: (row) => row.line,
    },
    {
      key: 'payee',
      header: t('mass.table.payee'),
      phone: 'primary',
      render: (row) => {
        const payee = massPayeeText(method, row.values);
        return (
          <span className={styles.payee}>
            <span>{payee.name || '—'}</span>
            {payee.account ? <span className={styles.muted}>{payee.account}</span> : null}
          </span>
        );
      },
    },
    {
      key: 'amount',
      header: t('mass.table.amount'),
      align: 'end',
      phone: 'amount',
      render: (row) => {
        const currency = (row.values.currency ?? '').trim().toUpperCase();
        const amount = massAmount(row.values.amount ?? '');
        return amount !== undefined && /^[A-Z]{3,5}$/.test(currency)
          ? formatMoney(amount, currency, i18n.language)
          : `${row.values.amount ?? ''} ${currency}`.trim() || '—';
      },
    },
    {
      key: 'problems',
      header: t('mass.table.problems'),
      phone: 'secondary',
      render: (row) =>
        row.problems.length === 0 && row.duplicateOf === undefined && !serverProblems?.has(row.line) ? (
          <span className={styles.ok}>{t('mass.table.ok')}</span>
        ) : (
          <ul className={styles.problems}>
            {row.problems.map((problem) => (
              <li key={`${problem.field ?? ''}-${problem.code}`} className={styles.error}>
                {massProblemText(t, problem)}
              </li>
            ))}
            {(serverProblems?.get(row.line) ?? []).map((text) => (
              <li key={`server-${text}`} className={styles.error}>
                {text}
              </li>
            ))}
            {row.duplicateOf !== undefined ? (
              <li className={styles.duplicate}>{t('mass.table.duplicateOf', { line: row.duplicateOf })}</li>
            ) : null}
          </ul>
        ),
    },
    {
      key: 'actions',
      header: t('mass.table.actions'),
      phone: 'actions',
      render: (row) => (
        <span className={styles.rowActions}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('mass.table.fixLine', { line: row.line })}
            onClick={() => onFix(row.line)}
          >
            {t('mass.table.fix')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('mass.table.removeLine', { line: row.line })}
            onClick={() => onRemove(row.line)}
          >
            {t('mass.table.remove')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.line}
      empty={t('mass.table.empty')}
    />
  );
}
