import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { GLOBAL_PAY_FEE_SHARES, type GlobalPayBatch, type GlobalPayFeeShare } from '@portal/api/catalogue';
import { Alert, Button, Card, Dialog, EmptyState, PageLayout, Spinner, Table } from '@portal/ui/components';
import { PortalLink } from '../../../shared/portal-link';
import { serverRefusal } from '../../../shared/server-refusal';
import { useMayCall } from '../../../shared/use-may-call';
import { useGlobalPayBatch } from '../api/get-global-pay-batch';
import { dateTimeText } from '../utils/date-text';
import { useBatchView } from '../hooks/use-batch-view';
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

/** The batch: facts, totals, payments and the actions its status allows. */
export function BatchView({ batch }: { batch: GlobalPayBatch }) {
  const { t, i18n } = useTranslation('transfers');
  const {
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
  } = useBatchView({ batch });

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
