import type { BatchType } from '@portal/api/catalogue';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { batchTransfers } from '../../../money/batch-tables';
import { journals } from '../../../money/ledger-tables';

/**
 * The mass transfers' own reads and writes (spec 02 §4 "Mass transfer (two steps)"; issue 15 item 1): the batch an
 * initiator's submit queues for approval, and the batch a posted journal belongs to. Everything else a mass
 * transfer reads or posts goes through the transfer engine's repository (money/engine/repository.ts).
 */

/** A batch an initiator submitted, waiting in the company's approval queue. */
export interface QueuedBatch {
  customerId: number;
  accountId: number;
  name: string;
  type: BatchType;
  count: number;
  /** Decimal. */
  totalAmount: string;
  currencyCode: string;
  fileName: string;
  /** The rows as CSV text. */
  content: string;
  createdAt: Date;
}

export function createMassRepository(db: Database) {
  return {
    /** Keeps a batch as awaiting approval; answers its id. */
    async queueBatch(batch: QueuedBatch): Promise<number> {
      const [created] = await db
        .insert(batchTransfers)
        .values({ ...batch, status: 'awaitingApproval' })
        .returning({ id: batchTransfers.id });
      return created!.id;
    },

    /** Removes a queued batch whose submit failed. */
    async deleteBatch(id: number): Promise<void> {
      await db.delete(batchTransfers).where(eq(batchTransfers.id, id));
    },

    /** The batch a journal was posted in, if any. */
    async batchOfJournal(journalId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ batchId: journals.batchId })
        .from(journals)
        .where(eq(journals.id, journalId));
      return row?.batchId ?? undefined;
    },
  };
}

export type MassRepository = ReturnType<typeof createMassRepository>;
