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
  const batchView = useBatchView({ batch });
  const { methodsPayment } = batchView;

  return (
    <PageLayout
      title={
        batch.batchName
          ? t('globalPay.summary.titleNamed', { name: batch.batchName })
          : t('globalPay.summary.title')
      }
      description={batchView.draft ? t('globalPay.summary.description') : undefined}
    >
      <div className={styles.stack}>
        {batchView.notice && (
          <Alert tone={batchView.notice.tone} title={batchView.notice.title}>
            {batchView.notice.text}
          </Alert>
        )}
        {batchView.failure && (
          <Alert tone="error" title={t('globalPay.summary.changeFailed')}>
            {batchView.failure}
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
            {!batchView.draft && Object.keys(batchView.counts).length > 0 ? (
              <>
                <dt>{t('globalPay.summary.counts')}</dt>
                <dd>
                  {Object.entries(batchView.counts)
                    .map(
                      ([key, count]) =>
                        `${t(`globalPay.summary.paymentStatuses.${key}`, { defaultValue: key })}: ${count}`,
                    )
                    .join(' · ')}
                </dd>
              </>
            ) : null}
          </dl>
          {!batchView.draft && batch.status !== 'rejected' ? (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                size="sm"
                loading={batchView.status.isFetching}
                onClick={() => void batchView.status.refetch()}
              >
                {t('globalPay.summary.refresh')}
              </Button>
            </div>
          ) : null}
        </Card>
        {batchView.draft && batchView.withErrors.length > 0 ? (
          <Alert tone="warning">
            {t('globalPay.summary.rowErrors', { count: batchView.withErrors.length })}
          </Alert>
        ) : null}
        <Card title={t('globalPay.summary.payments')} titleLevel={2}>
          <div className={styles.stack}>
            {batchView.draft ? (
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  onClick={() => {
                    batchView.setDialogFailure(undefined);
                    batchView.setEditing({ kind: 'add' });
                  }}
                >
                  {t('globalPay.summary.add')}
                </Button>
                <label className={styles.actions}>
                  <span>{t('globalPay.summary.allFees')}</span>
                  <select
                    className={styles.select}
                    value={batchView.allFees}
                    onChange={(event) => batchView.setAllFees(event.target.value as GlobalPayFeeShare)}
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
                  disabled={batchView.change.isPending}
                  onClick={() =>
                    batchView.run({
                      name: 'setGlobalPayFeeShare',
                      request: { batchId: batch.batchId, feeShare: batchView.allFees },
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
              columns={batchView.columns}
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
              {batchView.money(batch.totalAmount)}{' '}
              <span className={styles.muted}>
                ({t('globalPay.summary.totals.count', { count: batchView.active.length })})
              </span>
            </dd>
            <dt>{t('globalPay.summary.totals.fee')}</dt>
            <dd>{batchView.money(batch.totalFee)}</dd>
            <dt>{t('globalPay.summary.totals.debit')}</dt>
            <dd data-testid="global-total-debit">{batchView.money(batch.totalDebit)}</dd>
          </dl>
          {batchView.open ? (
            <div className={styles.stack}>
              <p className={styles.muted}>{t('globalPay.summary.submitHint')}</p>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  disabled={batchView.submit.isPending || batchView.approving}
                  onClick={() => batchView.setConfirmReject(true)}
                >
                  {t('globalPay.summary.reject')}
                </Button>
                <Button
                  loading={batchView.submit.isPending || batchView.approving}
                  disabled={batchView.active.length === 0 || batchView.withErrors.length > 0}
                  onClick={() => void batchView.submitBatch()}
                >
                  {t('globalPay.summary.submit')}
                </Button>
              </div>
            </div>
          ) : null}
        </Card>
      </div>
      {batchView.editing && batchView.editing.kind !== 'methods' ? (
        <PaymentDialog
          open
          payment={batchView.editing.kind === 'edit' ? batchView.editing.payment : undefined}
          currencyCode={batch.currencyCode}
          saving={batchView.change.isPending}
          failure={batchView.dialogFailure}
          onClose={() => batchView.setEditing(undefined)}
          onSave={batchView.save}
        />
      ) : null}
      <Dialog
        open={methodsPayment !== undefined}
        title={
          methodsPayment ? t('globalPay.summary.methodsTitle', { name: batchView.name(methodsPayment) }) : ''
        }
        closeLabel={t('close')}
        onClose={() => batchView.setEditing(undefined)}
        actions={<Button onClick={() => batchView.setEditing(undefined)}>{t('close')}</Button>}
      >
        {methodsPayment ? (
          <fieldset className={styles.options}>
            <legend>{t('globalPay.summary.methodsText')}</legend>
            {batchView.failure && <Alert tone="error">{batchView.failure}</Alert>}
            {methodsPayment.paymentMethods.map((method) => {
              const lastAllowed = !method.forbidden && batchView.methodsAllowed(methodsPayment) === 1;
              return (
                <label key={method.name} className={styles.checkbox}>
                  <input
                    type="checkbox"
                    checked={!method.forbidden}
                    // Not disabled while a change is on its way: a focused box that turns
                    // disabled drops the keyboard's focus out of the dialog.
                    disabled={lastAllowed}
                    onChange={(event) =>
                      batchView.run({
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
        open={batchView.confirmReject}
        title={t('globalPay.summary.rejectTitle')}
        closeLabel={t('close')}
        onClose={() => batchView.setConfirmReject(false)}
        actions={
          <>
            <Button
              variant="secondary"
              disabled={batchView.reject.isPending}
              onClick={() => batchView.setConfirmReject(false)}
            >
              {t('cancel')}
            </Button>
            <Button
              variant="danger"
              loading={batchView.reject.isPending}
              onClick={() =>
                batchView.reject.mutate(batch.batchId, {
                  onSuccess: () => {
                    batchView.setConfirmReject(false);
                    batchView.setNotice({ tone: 'info', text: t('globalPay.summary.rejected') });
                  },
                  onError: (error) => {
                    batchView.setConfirmReject(false);
                    batchView.setFailure(serverRefusal(error, t).message);
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
