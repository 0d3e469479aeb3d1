import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { customerAccess, users } from '../../platform/db/tables';
import { batchTransfers } from '../batch-tables';
import { devices } from '../../platform/push/tables';
import { transferOperations } from './tables';
import {
  toOperation,
  userName,
  type OperationRecord,
  type BatchRecord,
  type ApprovalFilter,
} from './operation-records';

/** The business approval queue (spec 02 §7 "Approvals"): single operations and mass batches. */
export function createApprovalQueries(db: Database) {
  return {
    async approvalPage(
      filter: ApprovalFilter,
      page: { offset: number; limit: number },
    ): Promise<{
      rows: (OperationRecord & { createdByName: string })[];
      total: number;
      totals: { currencyCode: string; count: number; amount: string }[];
    }> {
      const where = and(
        eq(transferOperations.customerId, filter.customerId),
        eq(transferOperations.approveType, 'queue'),
        filter.mass ? isNotNull(transferOperations.batchId) : isNull(transferOperations.batchId),
        filter.transactionType ? eq(transferOperations.type, filter.transactionType) : undefined,
        filter.from ? gte(transferOperations.createdAt, filter.from) : undefined,
        filter.toBefore ? sql`${transferOperations.createdAt} < ${filter.toBefore}` : undefined,
        filter.createdBy ? eq(transferOperations.userId, filter.createdBy) : undefined,
      );
      const [rows, [total], totals] = await Promise.all([
        db
          .select({ operation: transferOperations, firstName: users.firstName, lastName: users.lastName })
          .from(transferOperations)
          .innerJoin(users, eq(users.id, transferOperations.userId))
          .where(where)
          .orderBy(desc(transferOperations.createdAt), desc(transferOperations.requestId))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(transferOperations).where(where),
        db
          .select({
            currencyCode: transferOperations.currencyCode,
            count: count(),
            amount: sql<string>`sum(${transferOperations.amount})::text`,
          })
          .from(transferOperations)
          .where(where)
          .groupBy(transferOperations.currencyCode)
          .orderBy(asc(transferOperations.currencyCode)),
      ]);
      return {
        rows: rows.map((row) => ({ ...toOperation(row.operation), createdByName: userName(row) })),
        total: total?.total ?? 0,
        totals,
      };
    },

    async pendingCounts(customerId: number): Promise<{ single: number; mass: number }> {
      const [single] = await db
        .select({ total: count() })
        .from(transferOperations)
        .where(
          and(
            eq(transferOperations.customerId, customerId),
            eq(transferOperations.status, 'awaitingApproval'),
            isNull(transferOperations.batchId),
          ),
        );
      const [mass] = await db
        .select({ total: count() })
        .from(batchTransfers)
        .where(and(eq(batchTransfers.customerId, customerId), eq(batchTransfers.status, 'awaitingApproval')));
      return { single: single?.total ?? 0, mass: mass?.total ?? 0 };
    },

    /** Batches that went through the approval queue: those with operations. */
    async batchPage(
      filter: ApprovalFilter,
      page: { offset: number; limit: number },
    ): Promise<{
      rows: (BatchRecord & { createdBy: number; createdByName: string; fee: string })[];
      total: number;
    }> {
      const queued = db
        .selectDistinct({ batchId: transferOperations.batchId })
        .from(transferOperations)
        .where(
          and(
            eq(transferOperations.customerId, filter.customerId),
            isNotNull(transferOperations.batchId),
            filter.createdBy ? eq(transferOperations.userId, filter.createdBy) : undefined,
          ),
        );
      const where = and(
        eq(batchTransfers.customerId, filter.customerId),
        inArray(batchTransfers.id, sql`(${queued})`),
        filter.transactionType ? eq(batchTransfers.type, filter.transactionType) : undefined,
        filter.from ? gte(batchTransfers.createdAt, filter.from) : undefined,
        filter.toBefore ? sql`${batchTransfers.createdAt} < ${filter.toBefore}` : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(batchTransfers)
          .where(where)
          .orderBy(desc(batchTransfers.createdAt), desc(batchTransfers.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(batchTransfers).where(where),
      ]);
      const ids = rows.map((row) => row.id);
      const owners =
        ids.length === 0
          ? []
          : await db
              .select({
                batchId: transferOperations.batchId,
                userId: transferOperations.userId,
                firstName: users.firstName,
                lastName: users.lastName,
                fee: sql<string>`sum(${transferOperations.fee})::text`,
              })
              .from(transferOperations)
              .innerJoin(users, eq(users.id, transferOperations.userId))
              .where(inArray(transferOperations.batchId, ids))
              .groupBy(
                transferOperations.batchId,
                transferOperations.userId,
                users.firstName,
                users.lastName,
              );
      return {
        rows: rows.map((row) => {
          const owner = owners.find((candidate) => candidate.batchId === row.id);
          return {
            id: row.id,
            customerId: row.customerId,
            accountId: row.accountId,
            name: row.name,
            type: row.type,
            status: row.status,
            count: row.count,
            totalAmount: row.totalAmount,
            currencyCode: row.currencyCode,
            createdAt: row.createdAt,
            createdBy: owner?.userId ?? 0,
            createdByName: owner ? userName(owner) : '',
            fee: owner?.fee ?? '0',
          };
        }),
        total: total?.total ?? 0,
      };
    },

    async batch(id: number, lock = false): Promise<BatchRecord | null> {
      const query = db.select().from(batchTransfers).where(eq(batchTransfers.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /**
     * Takes a batch waiting for approval into `status` in one statement: of two approvers deciding it at once,
     * only one gets it (false for the other, or when it is not waiting, not the customer's, or missing).
     */
    async claimBatch(id: number, customerId: number, status: string): Promise<boolean> {
      const rows = await db
        .update(batchTransfers)
        .set({ status })
        .where(
          and(
            eq(batchTransfers.id, id),
            eq(batchTransfers.customerId, customerId),
            eq(batchTransfers.status, 'awaitingApproval'),
          ),
        )
        .returning({ id: batchTransfers.id });
      return rows.length === 1;
    },

    async setBatchStatus(id: number, status: string): Promise<void> {
      await db.update(batchTransfers).set({ status }).where(eq(batchTransfers.id, id));
    },

    /** Users with access to the company and their rights (spec 02 §6). */
    async businessUsers(
      customerId: number,
    ): Promise<{ userId: number; name: string; email: string; accessRight: number }[]> {
      const rows = await db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          accessRight: customerAccess.accessRight,
        })
        .from(customerAccess)
        .innerJoin(users, eq(users.id, customerAccess.userId))
        .where(and(eq(customerAccess.customerId, customerId), eq(users.isAdmin, false)))
        .orderBy(asc(users.id));
      return rows.map((row) => ({
        userId: row.userId,
        name: userName(row),
        email: row.email,
        accessRight: row.accessRight,
      }));
    },

    /** The name of the user's first approved device: where a push approval goes. */
    async approvedDeviceName(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ name: devices.name })
        .from(devices)
        .where(and(eq(devices.userId, userId), eq(devices.approved, true)))
        .orderBy(asc(devices.id))
        .limit(1);
      return row?.name ?? null;
    },
  };
}
