import {
  type GlobalPayPayment,
  GLOBAL_PAY_FEE_SHARES,
  type GlobalPayBatch,
  type GlobalPayFeeShare,
  type GlobalPayNewPayment,
} from '@portal/api/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@portal/api/money';
import { useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumn } from '@portal/ui/components';
import { newIdempotencyKey } from '../../../shared/idempotency';
import { serverRefusal } from '../../../shared/server-refusal';
import { invalidateTransferAccounts } from '../../../shared/transfer-accounts';
import { useApproval } from '../../../shared/use-approval';
import { globalPayBatchKey } from '../api/get-global-pay-batch';
import { useGlobalPayBatchStatus } from '../api/get-global-pay-batch-status';
import { useRejectGlobalPayBatch } from '../api/reject-global-pay-batch';
import { useSubmitGlobalPayBatch } from '../api/submit-global-pay-batch';
import styles from '../components/global-pay.module.css';
import { type BatchChange, useBatchChanges } from './use-batch-changes';

export type Editing =
  | { kind: 'add' }
  | { kind: 'edit'; payment: GlobalPayPayment }
  | { kind: 'methods'; payment: GlobalPayPayment };

/** The state, queries and actions of `BatchView`: the page lays out what this returns. */
export function useBatchView({ batch }: { batch: GlobalPayBatch }) {
  const { t, i18n } = useTranslation('transfers');
  const queryClient = useQueryClient();
  const change = useBatchChanges();
  const submit = useSubmitGlobalPayBatch();
  const reject = useRejectGlobalPayBatch();
  const { requestApproval, pending: approving } = useApproval({ resultShownOnPage: true });
  const draft = batch.status === 'draft';
  // A submit whose approval was not finished (the popup closed, a colleague still to approve) can be sent again or
  // rejected; only a draft's payments can change.
  const open = draft || batch.status === 'pendingApproval';
  const status = useGlobalPayBatchStatus(batch.batchId, !draft && batch.status !== 'rejected');
  const [editing, setEditing] = useState<Editing>();
  const [failure, setFailure] = useState<string>();
  const [dialogFailure, setDialogFailure] = useState<string>();
  const [notice, setNotice] = useState<{
    tone: 'success' | 'info' | 'error';
    title?: string;
    text: string;
  }>();
  const [confirmReject, setConfirmReject] = useState(false);
  const [allFees, setAllFees] = useState<GlobalPayFeeShare>('sender');
  const money = (amount: string) => formatMoney(amount, batch.currencyCode, i18n.language);

  const active = batch.payments.filter((payment) => payment.status !== 'deleted');
  const withErrors = active.filter((payment) => payment.error);
  const statusOf = (payment: GlobalPayPayment) =>
    status.data?.payments.find((item) => item.id === payment.id)?.status ?? payment.status;

  const run = (request: BatchChange, after?: () => void) => {
    setFailure(undefined);
    setNotice(undefined);
    change.mutate(request, {
      onSuccess: () => after?.(),
      onError: (error) => setFailure(serverRefusal(error, t).message),
    });
  };

  const save = (values: GlobalPayNewPayment, changed: readonly string[]) => {
    setDialogFailure(undefined);
    const close = () => setEditing(undefined);
    const onError = (error: unknown) => setDialogFailure(serverRefusal(error, t).message);
    if (editing?.kind === 'add') {
      change.mutate(
        { name: 'updateGlobalPayPayments', request: { batchId: batch.batchId, adds: [values] } },
        { onSuccess: close, onError },
      );
    } else if (editing?.kind === 'edit') {
      const id = editing.payment.id;
      if (changed.length === 0) close();
      // Only the amount changed: "set the amount" (spec 02 §4).
      else if (changed.length === 1 && changed[0] === 'amount')
        change.mutate(
          {
            name: 'setGlobalPayAmount',
            request: { batchId: batch.batchId, paymentId: id, amount: values.amount },
          },
          { onSuccess: close, onError },
        );
      else {
        const update = Object.fromEntries(
          changed.map((field) => [field, values[field as keyof GlobalPayNewPayment]]),
        );
        change.mutate(
          {
            name: 'updateGlobalPayPayments',
            request: { batchId: batch.batchId, updates: [{ id, ...update }] },
          },
          { onSuccess: close, onError },
        );
      }
    }
  };

  const submitBatch = async () => {
    if (submit.isPending || approving) return;
    setFailure(undefined);
    setNotice(undefined);
    let result;
    try {
      result = await submit.mutateAsync({ batchId: batch.batchId, idempotencyKey: newIdempotencyKey() });
    } catch (error) {
      setFailure(serverRefusal(error, t).message);
      return;
    }
    const outcome = await requestApproval(result);
    void queryClient.invalidateQueries({ queryKey: globalPayBatchKey(batch.batchId) });
    if (outcome.status === 'approved') {
      void invalidateTransferAccounts(queryClient);
      setNotice({
        tone: 'success',
        title: t('globalPay.summary.submitted'),
        text: outcome.queued ? t('globalPay.summary.queued') : t('globalPay.summary.submittedText'),
      });
    } else if (outcome.status === 'cancelled') setNotice({ tone: 'info', text: t('approvalCancelled') });
    else
      setNotice({
        tone: 'error',
        title: t('approvalFailed'),
        text: [outcome.message, t('approvalFailedText')].filter(Boolean).join(' '),
      });
  };

  const name = (payment: GlobalPayPayment) => payment.beneficiaryName;
  const editable = (payment: GlobalPayPayment) => draft && payment.status !== 'deleted';
  const feeShareCell = (payment: GlobalPayPayment) =>
    editable(payment) ? (
      <select
        className={styles.select}
        aria-label={t('globalPay.summary.feeShareLabel', { name: name(payment) })}
        value={payment.feeShare}
        onChange={(event) =>
          run({
            name: 'setGlobalPayFeeShare',
            request: {
              batchId: batch.batchId,
              paymentIds: [payment.id],
              feeShare: event.target.value as GlobalPayFeeShare,
            },
          })
        }
      >
        {GLOBAL_PAY_FEE_SHARES.map((share) => (
          <option key={share} value={share}>
            {t(`globalPay.summary.feeShareShort.${share}`)}
          </option>
        ))}
      </select>
    ) : (
      t(`globalPay.summary.feeShareShort.${payment.feeShare}`)
    );
  const methodsAllowed = (payment: GlobalPayPayment) =>
    payment.paymentMethods.filter((method) => !method.forbidden).length;

  const columns: TableColumn<GlobalPayPayment>[] = [
    {
      key: 'beneficiary',
      header: t('globalPay.summary.columns.beneficiary'),
      phone: 'primary',
      render: (payment) => (
        <span className={payment.status === 'deleted' ? styles.deleted : undefined}>
          {payment.beneficiaryName}
          <span className={styles.email}> · {payment.beneficiaryEmail}</span>
          {payment.error && payment.status !== 'deleted' ? (
            <span className={styles.rowError}>{payment.error}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'country',
      header: t('globalPay.summary.columns.country'),
      render: (payment) => payment.beneficiaryCountryCode,
    },
    {
      key: 'amount',
      header: t('globalPay.summary.columns.amount'),
      align: 'end',
      phone: 'amount',
      render: (payment) => money(payment.amount),
    },
    {
      key: 'fee',
      header: t('globalPay.summary.columns.fee'),
      align: 'end',
      render: (payment) => money(payment.fee),
    },
    {
      key: 'feeShare',
      header: t('globalPay.summary.columns.feeShare'),
      // On a phone the editable choices join the row's buttons, the select under a visible label.
      phone: draft ? 'actions' : 'secondary',
      render: (payment) => feeShareCell(payment),
      phoneRender: (payment) =>
        editable(payment) ? (
          <label className={styles.inlineLabel}>
            {t('globalPay.summary.columns.feeShare')}
            {feeShareCell(payment)}
          </label>
        ) : (
          feeShareCell(payment)
        ),
    },
    {
      key: 'methods',
      header: t('globalPay.summary.columns.methods'),
      phone: draft ? 'actions' : 'secondary',
      render: (payment) =>
        draft && payment.status !== 'deleted' ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('globalPay.summary.methodsLabel', { name: name(payment) })}
            onClick={() => setEditing({ kind: 'methods', payment })}
          >
            {t('globalPay.summary.methodsButton', {
              allowed: methodsAllowed(payment),
              total: payment.paymentMethods.length,
            })}
          </Button>
        ) : (
          payment.paymentMethods
            .filter((method) => !method.forbidden)
            .map((method) => t(`globalPay.methods.${method.name}`))
            .join(', ')
        ),
    },
    {
      key: 'status',
      header: t('globalPay.summary.columns.status'),
      phone: 'status',
      render: (payment) => t(`globalPay.summary.paymentStatuses.${statusOf(payment)}`),
    },
    ...(draft
      ? [
          {
            key: 'actions',
            header: t('globalPay.summary.columns.actions'),
            phone: 'actions' as const,
            render: (payment: GlobalPayPayment) =>
              payment.status === 'deleted' ? (
                <div className={styles.rowActions}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('globalPay.summary.restoreLabel', { name: name(payment) })}
                    disabled={change.isPending}
                    onClick={() =>
                      run({
                        name: 'updateGlobalPayPayments',
                        request: { batchId: batch.batchId, restores: [payment.id] },
                      })
                    }
                  >
                    {t('globalPay.summary.restore')}
                  </Button>
                </div>
              ) : (
                <div className={styles.rowActions}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('globalPay.summary.editLabel', { name: name(payment) })}
                    onClick={() => {
                      setDialogFailure(undefined);
                      setEditing({ kind: 'edit', payment });
                    }}
                  >
                    {t('globalPay.summary.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('globalPay.summary.deleteLabel', { name: name(payment) })}
                    disabled={change.isPending}
                    onClick={() =>
                      run({
                        name: 'updateGlobalPayPayments',
                        request: { batchId: batch.batchId, deletes: [payment.id] },
                      })
                    }
                  >
                    {t('globalPay.summary.delete')}
                  </Button>
                </div>
              ),
          },
        ]
      : []),
  ];

  const counts = status.data?.counts ?? {};
  const methodsPayment =
    editing?.kind === 'methods'
      ? (batch.payments.find((payment) => payment.id === editing.payment.id) ?? editing.payment)
      : undefined;

  return {
    change,
    submit,
    reject,
    approving,
    draft,
    open,
    status,
    editing,
    setEditing,
    failure,
    setFailure,
    dialogFailure,
    setDialogFailure,
    notice,
    setNotice,
    confirmReject,
    setConfirmReject,
    allFees,
    setAllFees,
    money,
    active,
    withErrors,
    run,
    save,
    submitBatch,
    name,
    methodsAllowed,
    columns,
    counts,
    methodsPayment,
  };
}
