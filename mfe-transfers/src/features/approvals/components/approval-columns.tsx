import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalRequestItem, MassApprovalItem } from '@portal/api/catalogue';
import { Button, type TableColumn } from '@portal/ui/components';
import type { Decision } from '../hooks/use-approval-queue';
import { isOwnRequest, isSelectable, toggleAll, toggleSelection } from '../utils/selection';
import styles from './approvals.module.css';

export interface ApprovalColumnsOptions {
  approves: boolean;
  currentUserId: number | undefined;
  selected: ReadonlySet<number>;
  setSelected: Dispatch<SetStateAction<Set<number>>>;
  selectableIds: readonly number[];
  setDecision: (decision: Decision) => void;
  money: (amount: string, currency: string) => string;
}

/** The queue's columns: the payments' (with a selection for approvers) and the batches' (with their actions). */
export function useApprovalColumns({
  approves,
  currentUserId,
  selected,
  setSelected,
  selectableIds,
  setDecision,
  money,
}: ApprovalColumnsOptions) {
  const { t, i18n } = useTranslation('transfers');
  const statusCell = (status: string, reason?: string) => (
    <span className={styles.status}>
      {t(`approvals.status.${status}`, { defaultValue: status })}
      {reason && <span className={styles.reason}>{reason}</span>}
    </span>
  );
  const createdByCell = (item: { createdBy: number; createdByName: string }) =>
    isOwnRequest(item, currentUserId) ? (
      <span className={styles.own}>{t('approvals.yourRequest')}</span>
    ) : (
      item.createdByName
    );
  const dateCell = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'ua' ? 'uk' : i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));

  const allChosen = selectableIds.length > 0 && selectableIds.every((id) => selected.has(id));
  const selectAll = (label?: string) => (
    <input
      type="checkbox"
      className={styles.checkbox}
      aria-label={label}
      checked={allChosen}
      disabled={selectableIds.length === 0}
      onChange={() => setSelected((current) => toggleAll(current, selectableIds))}
    />
  );
  const paymentColumns: TableColumn<ApprovalRequestItem>[] = [
    ...(approves
      ? [
          {
            key: 'select',
            phone: 'select' as const,
            header: selectAll(t('approvals.selectAll')),
            // On a phone there is no header row: the control above the list says what it does.
            phoneHeader: (
              <label className={styles.selectAll}>
                {selectAll()}
                {t('approvals.selectAllShort')}
              </label>
            ),
            render: (row: ApprovalRequestItem) => {
              const selectable = isSelectable(row, currentUserId, approves);
              return (
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  aria-label={t('approvals.selectRow', { payee: row.payeeName, id: row.id })}
                  checked={selected.has(row.id)}
                  disabled={!selectable}
                  onChange={() => setSelected((current) => toggleSelection(current, row.id, selectable))}
                />
              );
            },
          },
        ]
      : []),
    {
      key: 'created',
      header: t('approvals.columns.created'),
      phone: 'secondary',
      render: (row) => dateCell(row.created),
    },
    {
      key: 'type',
      header: t('approvals.columns.type'),
      phone: 'secondary',
      render: (row) => t(`approvals.types.${row.transactionType}`),
    },
    {
      key: 'payee',
      header: t('approvals.columns.payee'),
      phone: 'primary',
      render: (row) => (
        <>
          {row.payeeName}
          <span className={styles.muted}> · {row.payee}</span>
        </>
      ),
    },
    {
      key: 'amount',
      header: t('approvals.columns.amount'),
      align: 'end',
      phone: 'amount',
      render: (row) => money(row.amount, row.currencyCode),
    },
    {
      key: 'fee',
      header: t('approvals.columns.fee'),
      align: 'end',
      phone: 'secondary',
      phoneLabel: true,
      render: (row) => money(row.fee, row.currencyCode),
    },
    {
      key: 'createdBy',
      header: t('approvals.columns.createdBy'),
      phone: 'secondary',
      phoneLabel: true,
      render: createdByCell,
    },
    {
      key: 'status',
      header: t('approvals.columns.status'),
      phone: 'status',
      render: (row) => statusCell(row.status, row.failureReason),
    },
  ];

  const batchColumns: TableColumn<MassApprovalItem>[] = [
    {
      key: 'created',
      header: t('approvals.columns.created'),
      phone: 'secondary',
      render: (row) => dateCell(row.created),
    },
    { key: 'batchName', header: t('approvals.columns.batch'), phone: 'primary' },
    {
      key: 'type',
      header: t('approvals.columns.type'),
      phone: 'secondary',
      render: (row) => t(`approvals.types.${row.transactionType}`),
    },
    {
      key: 'count',
      header: t('approvals.columns.count'),
      align: 'end',
      phone: 'secondary',
      phoneLabel: true,
    },
    {
      key: 'amount',
      header: t('approvals.columns.amount'),
      align: 'end',
      phone: 'amount',
      render: (row) => money(row.amount, row.currencyCode),
    },
    {
      key: 'createdBy',
      header: t('approvals.columns.createdBy'),
      phone: 'secondary',
      phoneLabel: true,
      render: createdByCell,
    },
    {
      key: 'status',
      header: t('approvals.columns.status'),
      phone: 'status',
      render: (row) => statusCell(row.status),
    },
    ...(approves
      ? [
          {
            key: 'actions',
            header: t('approvals.columns.actions'),
            phone: 'actions' as const,
            render: (row: MassApprovalItem) =>
              isSelectable(row, currentUserId, approves) ? (
                <div className={styles.toolbar}>
                  <Button
                    size="sm"
                    onClick={() => setDecision({ kind: 'mass', batch: row, declined: false })}
                  >
                    {t('approvals.approve')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setDecision({ kind: 'mass', batch: row, declined: true })}
                  >
                    {t('approvals.decline')}
                  </Button>
                </div>
              ) : null,
          },
        ]
      : []),
  ];

  return { paymentColumns, batchColumns };
}
