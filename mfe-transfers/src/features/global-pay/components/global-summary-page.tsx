import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  GLOBAL_PAY_FEE_SHARES,
  type GlobalPayBatch,
  type GlobalPayFeeShare,
  type GlobalPayNewPayment,
  type GlobalPayPayment,
  type GlobalPaySetAmountRequest,
  type GlobalPaySetFeeShareRequest,
  type GlobalPaySetMethodForbiddenRequest,
  type GlobalPayUpdatePaymentsRequest,
} from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Dialog,
  EmptyState,
  PageLayout,
  Spinner,
  Table,
  type TableColumn,
} from '@portal/ui/components';
import { newIdempotencyKey } from '../../../shared/idempotency';
import { PortalLink } from '../../../shared/portal-link';
import { serverRefusal } from '../../../shared/server-refusal';
import { invalidateTransferAccounts } from '../../../shared/transfer-accounts';
import { useApproval } from '../../../shared/use-approval';
import { useMayCall } from '../../../shared/use-may-call';
import { globalPayBatchKey, useGlobalPayBatch } from '../api/get-global-pay-batch';
import { useGlobalPayBatchStatus } from '../api/get-global-pay-batch-status';
import { useRejectGlobalPayBatch } from '../api/reject-global-pay-batch';
import { useSetGlobalPayAmount } from '../api/set-global-pay-amount';
import { useSetGlobalPayFeeShare } from '../api/set-global-pay-fee-share';
import { useSetGlobalPayMethodForbidden } from '../api/set-global-pay-method-forbidden';
import { useSubmitGlobalPayBatch } from '../api/submit-global-pay-batch';
import { useUpdateGlobalPayPayments } from '../api/update-global-pay-payments';
import { dateTimeText } from '../utils/date-text';
import { PaymentDialog } from './payment-dialog';
import styles from './global-pay.module.css';

/** The batch id of the address (`?batchId=`), or undefined when there is none or it is not one. */
export function batchIdOf(search: URLSearchParams): number | undefined {
  const raw = search.get('batchId');
  return raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/**
 * `/transfer/external/global-summary?batchId=N` (spec 02 §2, §4 "Global-pay batch (sender side)", §7): the payments
 * of an uploaded batch; while it is a draft the sender adds, edits, deletes and restores payments, sets amounts, who
 * pays each fee and which payout methods each recipient may use, then submits it through the approval popups or
 * rejects it. Afterwards the page reads the batch's status from the server.
 */
export function GlobalSummaryPage() {
  const { t } = useTranslation('transfers');
  const [search] = useSearchParams();
  const batchId = batchIdOf(search);
  const mayRead = useMayCall('getGlobalPayBatch');
  if (!mayRead)
    return (
      <PageLayout title={t('globalPay.summary.title')}>
        <EmptyState headingLevel={2} title={t('noAccess.title')} text={t('noAccess.text')} />
      </PageLayout>
    );
  if (batchId === undefined)
    return (
      <PageLayout title={t('globalPay.summary.title')}>
        <Card>
          <EmptyState
            headingLevel={2}
            title={t('globalPay.summary.noBatch')}
            text={t('globalPay.summary.noBatchText')}
          />
          <PortalLink href="/transfer/mass/global">{t('globalPay.summary.uploadLink')}</PortalLink>
        </Card>
      </PageLayout>
    );
  return <BatchSummary batchId={batchId} />;
}

function BatchSummary({ batchId }: { batchId: number }) {
  const { t } = useTranslation('transfers');
  const batch = useGlobalPayBatch(batchId);
  if (batch.isPending)
    return (
      <PageLayout title={t('globalPay.summary.title')}>
        <Spinner size="lg" label={t('globalPay.summary.loading')} />
      </PageLayout>
    );
  if (batch.isError) {
    const refusal = serverRefusal(batch.error, t);
    const unknown = refusal.code === 'NF' || refusal.code === 'TA1';
    return (
      <PageLayout title={t('globalPay.summary.title')}>
        {unknown ? (
          <Card>
            <EmptyState
              headingLevel={2}
              title={t('globalPay.summary.notFound')}
              text={t('globalPay.summary.notFoundText')}
            />
            <PortalLink href="/transfer/mass/global">{t('globalPay.summary.uploadLink')}</PortalLink>
          </Card>
        ) : (
          <Alert tone="error" title={t('loadFailed')}>
            <p>{refusal.message}</p>
            <Button variant="secondary" onClick={() => void batch.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        )}
      </PageLayout>
    );
  }
  return <BatchView batch={batch.data} />;
}

/** A change of a draft: each is its own operation (spec 02 §7), and each answers the batch as it now is. */
type BatchChange =
  | { name: 'updateGlobalPayPayments'; request: GlobalPayUpdatePaymentsRequest }
  | { name: 'setGlobalPayAmount'; request: GlobalPaySetAmountRequest }
  | { name: 'setGlobalPayFeeShare'; request: GlobalPaySetFeeShareRequest }
  | { name: 'setGlobalPayMethodForbidden'; request: GlobalPaySetMethodForbiddenRequest };

interface ChangeCallbacks {
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
}

/** The four changes of a draft as one: the page makes one at a time, and waits while one is on its way. */
function useBatchChanges() {
  const update = useUpdateGlobalPayPayments();
  const amount = useSetGlobalPayAmount();
  const feeShare = useSetGlobalPayFeeShare();
  const forbidden = useSetGlobalPayMethodForbidden();
  const mutate = (change: BatchChange, callbacks: ChangeCallbacks = {}) => {
    const options = {
      onSuccess: () => callbacks.onSuccess?.(),
      onError: (error: unknown) => callbacks.onError?.(error),
    };
    switch (change.name) {
      case 'updateGlobalPayPayments':
        return update.mutate(change.request, options);
      case 'setGlobalPayAmount':
        return amount.mutate(change.request, options);
      case 'setGlobalPayFeeShare':
        return feeShare.mutate(change.request, options);
      case 'setGlobalPayMethodForbidden':
        return forbidden.mutate(change.request, options);
    }
  };
  return {
    mutate,
    isPending: update.isPending || amount.isPending || feeShare.isPending || forbidden.isPending,
  };
}

type Editing =
  | { kind: 'add' }
  | { kind: 'edit'; payment: GlobalPayPayment }
  | { kind: 'methods'; payment: GlobalPayPayment };

/** The batch: facts, totals, payments and the actions its status allows. */
export function BatchView({ batch }: { batch: GlobalPayBatch }) {
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

  return (
    <PageLayout
      title={
        batch.batchName
          ? t('globalPay.summary.titleNamed', { name: batch.batchName })
          : t('globalPay.summary.title')
      }
      description={draft ? t('globalPay.summary.description') : undefined}
    >
      <div className={styles.stack}>
        {notice && (
          <Alert tone={notice.tone} title={notice.title}>
            {notice.text}
          </Alert>
        )}
        {failure && (
          <Alert tone="error" title={t('globalPay.summary.changeFailed')}>
            {failure}
          </Alert>
        )}
        <Card>
          <dl className={styles.facts}>
            <dt>{t('globalPay.summary.status')}</dt>
            <dd data-testid="global-batch-status">{t(`globalPay.summary.statuses.${batch.status}`)}</dd>
            <dt>{t('summary.from')}</dt>
            <dd>{t('globalPay.summary.account', { id: batch.accountId, currency: batch.currencyCode })}</dd>
            <dt>{t('globalPay.summary.uploaded')}</dt>
            <dd>{dateTimeText(batch.createdAt, i18n.language)}</dd>
            {!draft && Object.keys(counts).length > 0 ? (
              <>
                <dt>{t('globalPay.summary.counts')}</dt>
                <dd>
                  {Object.entries(counts)
                    .map(
                      ([key, count]) =>
                        `${t(`globalPay.summary.paymentStatuses.${key}`, { defaultValue: key })}: ${count}`,
                    )
                    .join(' · ')}
                </dd>
              </>
            ) : null}
          </dl>
          {!draft && batch.status !== 'rejected' ? (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                size="sm"
                loading={status.isFetching}
                onClick={() => void status.refetch()}
              >
                {t('globalPay.summary.refresh')}
              </Button>
            </div>
          ) : null}
        </Card>
        {draft && withErrors.length > 0 ? (
          <Alert tone="warning">{t('globalPay.summary.rowErrors', { count: withErrors.length })}</Alert>
        ) : null}
        <Card title={t('globalPay.summary.payments')} titleLevel={2}>
          <div className={styles.stack}>
            {draft ? (
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setDialogFailure(undefined);
                    setEditing({ kind: 'add' });
                  }}
                >
                  {t('globalPay.summary.add')}
                </Button>
                <label className={styles.actions}>
                  <span>{t('globalPay.summary.allFees')}</span>
                  <select
                    className={styles.select}
                    value={allFees}
                    onChange={(event) => setAllFees(event.target.value as GlobalPayFeeShare)}
                  >
                    {GLOBAL_PAY_FEE_SHARES.map((share) => (
                      <option key={share} value={share}>
                        {t(`globalPay.feeShares.${share}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <Button
                  variant="ghost"
                  disabled={change.isPending}
                  onClick={() =>
                    run({
                      name: 'setGlobalPayFeeShare',
                      request: { batchId: batch.batchId, feeShare: allFees },
                    })
                  }
                >
                  {t('globalPay.summary.allFeesApply')}
                </Button>
              </div>
            ) : null}
            <Table
              caption={t('globalPay.summary.payments')}
              hideCaption
              columns={columns}
              rows={batch.payments}
              rowKey="id"
              empty={t('globalPay.summary.noPayments')}
            />
          </div>
        </Card>
        <Card title={t('globalPay.summary.totals.title')} titleLevel={2}>
          <dl className={styles.totals}>
            <dt>{t('globalPay.summary.totals.amount')}</dt>
            <dd data-testid="global-total-amount">
              {money(batch.totalAmount)}{' '}
              <span className={styles.muted}>
                ({t('globalPay.summary.totals.count', { count: active.length })})
              </span>
            </dd>
            <dt>{t('globalPay.summary.totals.fee')}</dt>
            <dd>{money(batch.totalFee)}</dd>
            <dt>{t('globalPay.summary.totals.debit')}</dt>
            <dd data-testid="global-total-debit">{money(batch.totalDebit)}</dd>
          </dl>
          {open ? (
            <div className={styles.stack}>
              <p className={styles.muted}>{t('globalPay.summary.submitHint')}</p>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  disabled={submit.isPending || approving}
                  onClick={() => setConfirmReject(true)}
                >
                  {t('globalPay.summary.reject')}
                </Button>
                <Button
                  loading={submit.isPending || approving}
                  disabled={active.length === 0 || withErrors.length > 0}
                  onClick={() => void submitBatch()}
                >
                  {t('globalPay.summary.submit')}
                </Button>
              </div>
            </div>
          ) : null}
        </Card>
      </div>
      {editing && editing.kind !== 'methods' ? (
        <PaymentDialog
          open
          payment={editing.kind === 'edit' ? editing.payment : undefined}
          currencyCode={batch.currencyCode}
          saving={change.isPending}
          failure={dialogFailure}
          onClose={() => setEditing(undefined)}
          onSave={save}
        />
      ) : null}
      <Dialog
        open={methodsPayment !== undefined}
        title={methodsPayment ? t('globalPay.summary.methodsTitle', { name: name(methodsPayment) }) : ''}
        closeLabel={t('close')}
        onClose={() => setEditing(undefined)}
        actions={<Button onClick={() => setEditing(undefined)}>{t('close')}</Button>}
      >
        {methodsPayment ? (
          <fieldset className={styles.options}>
            <legend>{t('globalPay.summary.methodsText')}</legend>
            {failure && <Alert tone="error">{failure}</Alert>}
            {methodsPayment.paymentMethods.map((method) => {
              const lastAllowed = !method.forbidden && methodsAllowed(methodsPayment) === 1;
              return (
                <label key={method.name} className={styles.checkbox}>
                  <input
                    type="checkbox"
                    checked={!method.forbidden}
                    // Not disabled while a change is on its way: a focused box that turns
                    // disabled drops the keyboard's focus out of the dialog.
                    disabled={lastAllowed}
                    onChange={(event) =>
                      run({
                        name: 'setGlobalPayMethodForbidden',
                        request: {
                          batchId: batch.batchId,
                          paymentId: methodsPayment.id,
                          name: method.name,
                          forbidden: !event.target.checked,
                        },
                      })
                    }
                  />
                  {t(`globalPay.methods.${method.name}`)}
                </label>
              );
            })}
          </fieldset>
        ) : null}
      </Dialog>
      <Dialog
        open={confirmReject}
        title={t('globalPay.summary.rejectTitle')}
        closeLabel={t('close')}
        onClose={() => setConfirmReject(false)}
        actions={
          <>
            <Button variant="secondary" disabled={reject.isPending} onClick={() => setConfirmReject(false)}>
              {t('cancel')}
            </Button>
            <Button
              variant="danger"
              loading={reject.isPending}
              onClick={() =>
                reject.mutate(batch.batchId, {
                  onSuccess: () => {
                    setConfirmReject(false);
                    setNotice({ tone: 'info', text: t('globalPay.summary.rejected') });
                  },
                  onError: (error) => {
                    setConfirmReject(false);
                    setFailure(serverRefusal(error, t).message);
                  },
                })
              }
            >
              {t('globalPay.summary.rejectConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('globalPay.summary.rejectText')}</p>
      </Dialog>
    </PageLayout>
  );
}
