import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { globalPayPayments } from './tables';
import type { PaymentInsert, PaymentRow } from './batch-queries';

/** The recipient's side of global pay: a payment found by its secret, its payout and the code it waits for. */
export function createPayoutQueries(db: Database) {
  return {
    /** The payment whose secret has this hash. */
    async paymentOfSecretHash(secretHash: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(globalPayPayments)
        .where(eq(globalPayPayments.secretHash, secretHash));
      return row;
    },

    async payment(paymentId: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(globalPayPayments).where(eq(globalPayPayments.id, paymentId));
      return row;
    },

    /** The payment, locked until the transaction ends. */
    async lockPayment(paymentId: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(globalPayPayments)
        .where(eq(globalPayPayments.id, paymentId))
        .for('update');
      return row;
    },

    /** The payouts this e-mail completed, newest first (at most `limit`). */
    async completedPayouts(beneficiaryEmail: string, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(globalPayPayments)
        .where(
          and(
            eq(globalPayPayments.beneficiaryEmail, beneficiaryEmail),
            eq(globalPayPayments.status, 'completed'),
          ),
        )
        .orderBy(desc(globalPayPayments.transferDate))
        .limit(limit);
    },

    /** The payout `paymentId`, if this e-mail completed it. */
    async completedPayout(beneficiaryEmail: string, paymentId: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(globalPayPayments)
        .where(
          and(
            eq(globalPayPayments.id, paymentId),
            eq(globalPayPayments.beneficiaryEmail, beneficiaryEmail),
            eq(globalPayPayments.status, 'completed'),
          ),
        );
      return row;
    },

    /** Stores a recipient's payout and the code it waits for; false when the payment is no longer open. */
    async submitPayout(paymentId: number, payout: Partial<PaymentInsert>): Promise<boolean> {
      const updated = await db
        .update(globalPayPayments)
        .set(payout)
        .where(
          and(eq(globalPayPayments.id, paymentId), inArray(globalPayPayments.status, ['new', 'pending'])),
        )
        .returning({ id: globalPayPayments.id });
      return updated.length > 0;
    },

    /** A new code for a payout that waits for one. */
    async resendCode(paymentId: number, code: Partial<PaymentInsert>): Promise<void> {
      await db
        .update(globalPayPayments)
        .set(code)
        .where(and(eq(globalPayPayments.id, paymentId), eq(globalPayPayments.status, 'pending')));
    },

    /** Withdraws an open payment's payout: it is `new` again; the payment as it now is (undefined: not open). */
    async cancelPayout(paymentId: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(globalPayPayments)
        .set({ status: 'new', codeHash: null, operationId: null, codeAttemptsLeft: 0 })
        .where(
          and(eq(globalPayPayments.id, paymentId), inArray(globalPayPayments.status, ['new', 'pending'])),
        )
        .returning();
      return row;
    },

    /** The batch's open payments past their expiry. */
    async expiredPayments(batchId: number, now: Date): Promise<{ id: number }[]> {
      return db
        .select({ id: globalPayPayments.id })
        .from(globalPayPayments)
        .where(
          and(
            eq(globalPayPayments.batchId, batchId),
            inArray(globalPayPayments.status, ['new', 'pending']),
            isNotNull(globalPayPayments.expiresAt),
            lt(globalPayPayments.expiresAt, now),
          ),
        );
    },
  };
}
