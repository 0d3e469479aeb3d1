import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { globalPayBatches, globalPayPayments } from './tables';

/** A global-pay batch as stored: a draft until submitted, then its money waits in the holding account. */
export type BatchRow = typeof globalPayBatches.$inferSelect;
export type BatchInsert = typeof globalPayBatches.$inferInsert;
/** A payment of a batch and, once submitted, its recipient's claim. */
export type PaymentRow = typeof globalPayPayments.$inferSelect;
export type PaymentInsert = typeof globalPayPayments.$inferInsert;

/** The sender's side of global pay: batches and the payments in them, from upload to settlement. */
export function createBatchQueries(db: Database) {
  return {
    /** The customer's newest batch of a file with these rows (an identical upload). */
    async identicalBatch(
      customerId: number,
      fileHash: string,
    ): Promise<{ id: number; createdAt: Date } | undefined> {
      const [row] = await db
        .select({ id: globalPayBatches.id, createdAt: globalPayBatches.createdAt })
        .from(globalPayBatches)
        .where(and(eq(globalPayBatches.customerId, customerId), eq(globalPayBatches.fileHash, fileHash)))
        .orderBy(desc(globalPayBatches.id))
        .limit(1);
      return row;
    },

    async insertBatch(values: BatchInsert): Promise<BatchRow | undefined> {
      const [row] = await db.insert(globalPayBatches).values(values).returning();
      return row;
    },

    async batch(batchId: number): Promise<BatchRow | undefined> {
      const [row] = await db.select().from(globalPayBatches).where(eq(globalPayBatches.id, batchId));
      return row;
    },

    /** The batch, locked until the transaction ends. */
    async lockBatch(batchId: number): Promise<BatchRow | undefined> {
      const [row] = await db
        .select()
        .from(globalPayBatches)
        .where(eq(globalPayBatches.id, batchId))
        .for('update');
      return row;
    },

    /** The batch of a submit operation, locked until the transaction ends. */
    async lockBatchOfOperation(operationId: string): Promise<BatchRow | undefined> {
      const [row] = await db
        .select()
        .from(globalPayBatches)
        .where(eq(globalPayBatches.operationId, operationId))
        .for('update');
      return row;
    },

    /** Changes a batch. */
    async updateBatch(batchId: number, patch: Partial<BatchInsert>): Promise<void> {
      await db.update(globalPayBatches).set(patch).where(eq(globalPayBatches.id, batchId));
    },

    /** Ties a draft or waiting batch to its submit operation and the portal page it came from. */
    async setBatchOperation(
      batchId: number,
      operationId: string,
      portalOrigin: string | null,
    ): Promise<void> {
      await db
        .update(globalPayBatches)
        .set({ operationId, portalOrigin })
        .where(
          and(
            eq(globalPayBatches.id, batchId),
            inArray(globalPayBatches.status, ['draft', 'pendingApproval']),
          ),
        );
    },

    /** A draft batch now waits for its operation's approval. */
    async markPendingApproval(batchId: number): Promise<void> {
      await db
        .update(globalPayBatches)
        .set({ status: 'pendingApproval' })
        .where(and(eq(globalPayBatches.id, batchId), eq(globalPayBatches.status, 'draft')));
    },

    /** A draft or waiting batch is rejected. */
    async rejectBatch(batchId: number): Promise<void> {
      await db
        .update(globalPayBatches)
        .set({ status: 'rejected' })
        .where(
          and(
            eq(globalPayBatches.id, batchId),
            inArray(globalPayBatches.status, ['draft', 'pendingApproval']),
          ),
        );
    },

    /** The batch waiting for this operation is a draft again (its approval was refused, declined or failed). */
    async reopenBatch(operationId: string): Promise<void> {
      await db
        .update(globalPayBatches)
        .set({ status: 'draft', operationId: null })
        .where(
          and(eq(globalPayBatches.operationId, operationId), eq(globalPayBatches.status, 'pendingApproval')),
        );
    },

    /** A submitted batch with no payment left open is completed. */
    async completeIfSettled(batchId: number): Promise<void> {
      const [open] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(globalPayPayments)
        .where(
          and(eq(globalPayPayments.batchId, batchId), inArray(globalPayPayments.status, ['new', 'pending'])),
        );
      if ((open?.count ?? 0) === 0)
        await db
          .update(globalPayBatches)
          .set({ status: 'completed' })
          .where(and(eq(globalPayBatches.id, batchId), eq(globalPayBatches.status, 'submitted')));
    },

    // ---- Payments of a batch ---------------------------------------------------------------------------------------

    async insertPayments(values: PaymentInsert[]): Promise<void> {
      await db.insert(globalPayPayments).values(values);
    },

    /** The batch's payments, in the order they were added. */
    async paymentsOfBatch(batchId: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(globalPayPayments)
        .where(eq(globalPayPayments.batchId, batchId))
        .orderBy(asc(globalPayPayments.id));
    },

    /** The batch's payments, in no particular order (a draft's edit looks them up by id). */
    async draftPayments(batchId: number): Promise<PaymentRow[]> {
      return db.select().from(globalPayPayments).where(eq(globalPayPayments.batchId, batchId));
    },

    /** The batch's payments still to be submitted. */
    async activePayments(batchId: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(globalPayPayments)
        .where(and(eq(globalPayPayments.batchId, batchId), eq(globalPayPayments.status, 'active')));
    },

    /** The batch's payment `paymentId`, if it has it. */
    async batchPayment(batchId: number, paymentId: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(globalPayPayments)
        .where(and(eq(globalPayPayments.batchId, batchId), eq(globalPayPayments.id, paymentId)));
      return row;
    },

    /** Which of these payments are in the batch. */
    async paymentIdsIn(batchId: number, paymentIds: number[]): Promise<{ id: number }[]> {
      return db
        .select({ id: globalPayPayments.id })
        .from(globalPayPayments)
        .where(and(eq(globalPayPayments.batchId, batchId), inArray(globalPayPayments.id, paymentIds)));
    },

    /** Changes a payment. */
    async updatePayment(paymentId: number, patch: Partial<PaymentInsert>): Promise<void> {
      await db.update(globalPayPayments).set(patch).where(eq(globalPayPayments.id, paymentId));
    },

    /** Deletes (`deleted`) or restores (`active`) these payments of the batch. */
    async setPaymentsStatus(
      batchId: number,
      paymentIds: number[],
      status: 'deleted' | 'active',
    ): Promise<void> {
      await db
        .update(globalPayPayments)
        .set({ status })
        .where(and(eq(globalPayPayments.batchId, batchId), inArray(globalPayPayments.id, paymentIds)));
    },

    /** Who pays the fee of these payments of the batch (every payment when no ids are given). */
    async setFeeShare(batchId: number, paymentIds: number[] | undefined, feeShare: string): Promise<void> {
      await db
        .update(globalPayPayments)
        .set({ feeShare })
        .where(
          and(
            eq(globalPayPayments.batchId, batchId),
            ...(paymentIds !== undefined ? [inArray(globalPayPayments.id, paymentIds)] : []),
          ),
        );
    },
  };
}
