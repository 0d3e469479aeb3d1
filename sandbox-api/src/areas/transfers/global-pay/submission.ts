import { randomUUID } from 'node:crypto';
import {
  RESPONSE_CODES,
  type GlobalPayBatchStatusResponse,
  type GlobalPayBeneficiaryType,
  type GlobalPayFeeShare,
  type GlobalPayPaymentStatus,
  type SubmitResult,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { methodError } from '../../../platform/http/errors';
import type { Posting } from '../../../money/ledger';
import type { TransferPlan } from '../../../money/engine/engine';
import { roundMoney } from '../../../money/fees';
import { fileHashOf } from './batch-file';
import { GLOBAL_PAY_TEXTS, notDraft, type GlobalPayDeps } from './rules';
import type { GlobalPaySettlement } from './settlement';
import type { GlobalPaySummary } from './summary';

/** The sender's submit of a batch through the approval engine, its rejection and its progress. */
export function createGlobalPaySubmission(
  { repository, engine, transfers }: GlobalPayDeps,
  { reconcile, activate, holding }: GlobalPaySettlement,
  { batchOf, paymentsOf, answerBatch, blacklistedAmong }: GlobalPaySummary,
) {
  return {
    /**
     * Submit (spec 02 §7): every active payment must be payable (no blacklisted payee: PR, spec 02 §5); the debit is
     * the amounts plus the fees the sender pays, approved like a single transfer. The batch waits in
     * `pendingApproval` until the engine executes (activate) or refuses (reopen) its operation.
     */
    async submit(
      customerId: number,
      userId: number,
      batchId: number,
      idempotencyKey: string | undefined,
      origin: string | undefined,
    ): Promise<SubmitResult> {
      const batch = await batchOf(customerId, batchId);
      if (batch.status === 'pendingApproval' && batch.operationId) {
        // Submitted again while the first submit waits for its code: the first one is withdrawn (refused), so that
        // only the newest operation can move the batch's money.
        await reconcile(batch);
        const current = await repository.batch(batch.id);
        if (current?.status !== 'pendingApproval' && current?.status !== 'draft') throw notDraft();
        const waiting = current.operationId ? await transfers.operation(current.operationId) : null;
        // The same idempotency key again (a double click) is the same submit: the engine answers it again.
        const replay = idempotencyKey !== undefined && waiting?.idempotencyKey === idempotencyKey;
        if (current.status === 'pendingApproval' && current.operationId && !replay)
          await engine.reject(current.operationId, 'refused', userId);
      } else if (batch.status !== 'draft') throw notDraft();
      const rows = (await paymentsOf(batch.id)).filter((row) => row.status === 'active');
      if (rows.length === 0)
        throw methodError(RESPONSE_CODES.invalidParameters, GLOBAL_PAY_TEXTS.nothingToSubmit);
      const blocked = await blacklistedAmong(
        customerId,
        rows.map((row) => row.beneficiaryEmail),
      );
      if (blocked.size > 0) throw methodError(RESPONSE_CODES.payeeRefused, GLOBAL_PAY_TEXTS.blacklisted);
      const currencyCode = batch.currencyCode;
      let amount = new Decimal(0);
      let fee = new Decimal(0);
      for (const row of rows) {
        amount = amount.plus(row.amount);
        if (row.feeShare === 'sender') fee = fee.plus(row.fee);
      }
      const principal = roundMoney(amount, currencyCode);
      const fees = roundMoney(fee, currencyCode);
      const postings: Posting[] = [
        { accountId: batch.accountId, amount: new Decimal(principal).negated().toFixed() },
        { accountId: holding(currencyCode), amount: principal },
      ];
      if (fee.greaterThan(0))
        postings.push(
          { accountId: batch.accountId, amount: new Decimal(fees).negated().toFixed(), kind: 'fee' },
          { accountId: holding(currencyCode), amount: fees, kind: 'fee' },
        );
      const payeeName = `${batch.batchName} (${rows.length} payments)`;
      // Global pay is a kind of its own in the spec (§6 "global transfer"); the engine knows the external kinds,
      // and a batch of payouts counts against the withdrawals limits as they do: it goes as a wire-kind plan.
      const plan: TransferPlan = {
        type: 'wire',
        customerId,
        userId,
        fromAccountId: batch.accountId,
        amount: principal,
        currencyCode,
        fee: fees,
        payee: `global-pay:${batch.id}:${fileHashOf(
          rows.map((row) => ({
            amount: row.amount,
            description: row.description,
            beneficiaryType: row.beneficiaryType as GlobalPayBeneficiaryType,
            beneficiaryName: row.beneficiaryName,
            beneficiaryEmail: row.beneficiaryEmail,
            beneficiaryCountryCode: row.beneficiaryCountryCode,
            feeShare: row.feeShare as GlobalPayFeeShare,
          })),
        )}`,
        payeeName,
        journal: {
          status: 'completed',
          description: `Global pay: ${payeeName}`,
          counterpartyName: payeeName,
          postings,
        },
        details: { globalPayBatchId: String(batch.id), batchName: batch.batchName },
      };
      const answer = await engine.submit(plan, {
        ...(idempotencyKey
          ? { idempotencyKey }
          : { idempotencyKey: `global-pay-${batch.id}-${randomUUID()}` }),
      });
      await repository.setBatchOperation(batch.id, answer.operationId, origin ?? null);
      await repository.markPendingApproval(batch.id);
      // Executed at once (typeApprove none): settle it now.
      const operation = await transfers.operation(answer.operationId);
      if (operation?.journalId !== null && operation?.journalId !== undefined) await activate(operation);
      return answer;
    },

    async reject(customerId: number, batchId: number): Promise<GlobalPayBatchStatusResponse> {
      const batch = await batchOf(customerId, batchId);
      await reconcile(batch);
      const current = await repository.batch(batch.id);
      if (!current || (current.status !== 'draft' && current.status !== 'pendingApproval')) throw notDraft();
      if (current.operationId) await engine.reject(current.operationId, 'declined', current.userId);
      await repository.rejectBatch(batch.id);
      return this.status(customerId, batchId);
    },

    async status(customerId: number, batchId: number): Promise<GlobalPayBatchStatusResponse> {
      const batch = await batchOf(customerId, batchId);
      await reconcile(batch);
      const answer = await answerBatch(batch);
      const rows = await paymentsOf(batch.id);
      const counts: Partial<Record<GlobalPayPaymentStatus, number>> = {};
      for (const payment of answer.payments) counts[payment.status] = (counts[payment.status] ?? 0) + 1;
      return {
        batchId: answer.batchId,
        status: answer.status,
        counts,
        payments: answer.payments.map((payment) => {
          const row = rows.find((candidate) => candidate.id === payment.id);
          return {
            id: payment.id,
            status: payment.status,
            ...(row?.transferDate ? { transferDate: row.transferDate.toISOString() } : {}),
          };
        }),
      };
    },
  };
}
