import { randomBytes } from 'node:crypto';
import { GLOBAL_PAYOUT_PATH } from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { systemAccountId } from '../../../money/ledger';
import { formatAmount, roundMoney } from '../../../money/fees';
import type { OperationRecord } from '../../../money/engine/repository';
import { DAY_MS, secretHashOf, type BatchRow, type GlobalPayDeps, type PaymentRow } from './rules';

/**
 * The money of a submitted batch: the batch is activated once the sender's approval executed (the links go out) or
 * reopened when it did not; a refused or expired payment goes back to the sender; a batch with nothing open is
 * completed.
 */
export function createGlobalPaySettlement({
  repository,
  transfers,
  outbox,
  clock,
  defaultPortalOrigin,
}: GlobalPayDeps) {
  /** What a submitted batch's money is: each payment's amount, plus its fee when the sender pays it. */
  const heldFor = (payment: Pick<PaymentRow, 'amount' | 'fee' | 'feeShare'>) =>
    payment.feeShare === 'sender'
      ? new Decimal(payment.amount).plus(payment.fee)
      : new Decimal(payment.amount);

  const holding = (currencyCode: string) => systemAccountId('globalPay', currencyCode);

  /** Posts a payment's money back to the sender (refused or expired) and marks it; once. */
  async function returnToSender(paymentId: number, status: 'refused' | 'expired'): Promise<boolean> {
    return repository.transaction(async (tx) => {
      const payment = await tx.lockPayment(paymentId);
      if (!payment || (payment.status !== 'new' && payment.status !== 'pending')) return false;
      const batch = await tx.batch(payment.batchId);
      if (!batch) return false;
      const amount = roundMoney(heldFor(payment), batch.currencyCode);
      const { journalId } = await tx.postJournal({
        customerId: batch.customerId,
        type: 'refund',
        status: 'completed',
        description: `Global pay returned: ${payment.beneficiaryName} ${status === 'refused' ? 'refused' : 'did not claim'} the payment`,
        counterpartyName: payment.beneficiaryName,
        counterpartyEmail: payment.beneficiaryEmail,
        batchId: batch.id,
        idempotencyKey: `global-pay-return-${payment.id}`,
        postings: [
          { accountId: holding(batch.currencyCode), amount: new Decimal(amount).negated().toFixed() },
          { accountId: batch.accountId, amount },
        ],
      });
      await tx.updatePayment(payment.id, { status, journalId, codeHash: null, transferDate: clock.now() });
      await tx.completeIfSettled(batch.id);
      return true;
    });
  }

  /** Payments of a batch past their expiry go back to the sender. */
  async function settleExpired(batchId: number): Promise<void> {
    const expired = await repository.expiredPayments(batchId, clock.now());
    for (const { id } of expired) await returnToSender(id, 'expired');
  }

  /**
   * A submitted batch's operation executed (the engine posted the sender → holding journal): the batch is submitted,
   * each payment gets its secret and its recipient the link. Once per batch (the row is locked, the status moves).
   */
  async function activate(operation: Pick<OperationRecord, 'id' | 'journalId'>): Promise<void> {
    const sent = await repository.transaction(async (tx) => {
      const batch = await tx.lockBatchOfOperation(operation.id);
      if (!batch || batch.status !== 'pendingApproval') return null;
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + batch.expireDays * DAY_MS);
      const rows = await tx.activePayments(batch.id);
      const links: { payment: PaymentRow; secret: string }[] = [];
      for (const payment of rows) {
        const secret = randomBytes(24).toString('base64url');
        await tx.updatePayment(payment.id, { status: 'new', secretHash: secretHashOf(secret), expiresAt });
        links.push({ payment, secret });
      }
      await tx.updateBatch(batch.id, {
        status: 'submitted',
        submittedAt: now,
        journalId: operation.journalId,
      });
      const sender = await tx.senderName(batch.customerId);
      return { batch, links, sender };
    });
    if (!sent) return;
    const origin = sent.batch.portalOrigin ?? defaultPortalOrigin;
    for (const { payment, secret } of sent.links)
      await outbox.send({
        channel: 'email',
        to: payment.beneficiaryEmail,
        text:
          `${sent.sender} sent you ${formatAmount(payment.amount, sent.batch.currencyCode)} ${sent.batch.currencyCode}` +
          `${payment.description ? ` (${payment.description})` : ''}. Claim it within ${sent.batch.expireDays} days: ` +
          `${origin}${GLOBAL_PAYOUT_PATH}${secret}`,
      });
  }

  /** The approval of a submit was refused, declined or failed: the batch is a draft again. */
  async function reopen(operation: Pick<OperationRecord, 'id'>): Promise<void> {
    await repository.reopenBatch(operation.id);
  }

  /** The batch of a submit operation whose status is still being decided: settled as the operation went. */
  async function reconcile(batch: BatchRow): Promise<void> {
    if (batch.status !== 'pendingApproval' || !batch.operationId) return;
    const operation = await transfers.operation(batch.operationId);
    if (!operation) return;
    if (operation.journalId !== null) await activate(operation);
    else if (['failed', 'refused', 'declined'].includes(operation.status)) await reopen(operation);
  }

  return {
    heldFor,
    holding,
    returnToSender,
    settleExpired,
    activate,
    reopen,
    reconcile,
  };
}

export type GlobalPaySettlement = ReturnType<typeof createGlobalPaySettlement>;
