import type { BatchTransfer, BatchType } from '@portal/api/catalogue';
import { and, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { currencies } from '../../../platform/db/tables';
import { batchTransfers } from '../../../money/batch-tables';
import { formatMoney } from '../../../platform/lib/money';

/** Where a batch stands in the batch list's order (newest first, then id); the time as the database writes it. */
export interface BatchKey {
  createdAt: string;
  id: number;
}

export interface BatchFilter {
  customerId: number;
  search?: string;
  types?: BatchType[];
  from?: Date;
  toBefore?: Date;
}

/** `%` and `_` typed by the user are matched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Newest first, then id: the order of batch_transfers_customer_seek_idx. */
const batchOrder = () => [desc(batchTransfers.createdAt), desc(batchTransfers.id)];

function batchConditions(filter: BatchFilter): SQL | undefined {
  return and(
    eq(batchTransfers.customerId, filter.customerId),
    filter.search ? ilike(batchTransfers.name, likePattern(filter.search)) : undefined,
    filter.types && filter.types.length > 0 ? inArray(batchTransfers.type, filter.types) : undefined,
    filter.from ? gte(batchTransfers.createdAt, filter.from) : undefined,
    filter.toBefore ? lt(batchTransfers.createdAt, filter.toBefore) : undefined,
  );
}

/** The batch transfer list (spec 02 §7 "Batch transfer list") and the batches' files. */
export function createBatchQueries(db: Database) {
  return {
    /**
     * The filter's number of batches and a fingerprint of their keys (a sum of hashes of id and time): when it is
     * unchanged, so is the list's order, and page ends found before still hold.
     */
    async countBatches(filter: BatchFilter): Promise<{ total: number; fingerprint: string }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          fingerprint: sql<string>`coalesce(sum(hashtextextended(${batchTransfers.id}::text || ' ' || ${batchTransfers.createdAt}::text, 0)), 0)::text`,
        })
        .from(batchTransfers)
        .where(batchConditions(filter));
      return row ?? { total: 0, fingerprint: '0' };
    },

    /** A page of the filter's batches, newest first: `skip` past `after`, then `take` of them. */
    async seekBatches(
      filter: BatchFilter,
      page: { after?: BatchKey; skip: number; take: number },
    ): Promise<(BatchTransfer & { key: BatchKey })[]> {
      const after = page.after;
      const rows = await db
        .select({
          keyCreatedAt: sql<string>`${batchTransfers.createdAt}::text`,
          id: batchTransfers.id,
          name: batchTransfers.name,
          type: batchTransfers.type,
          createdAt: batchTransfers.createdAt,
          status: batchTransfers.status,
          count: batchTransfers.count,
          totalAmount: batchTransfers.totalAmount,
          currencyCode: batchTransfers.currencyCode,
          minorUnits: currencies.minorUnits,
          accountId: batchTransfers.accountId,
        })
        .from(batchTransfers)
        .innerJoin(currencies, eq(currencies.code, batchTransfers.currencyCode))
        .where(
          and(
            batchConditions(filter),
            after
              ? sql`(${batchTransfers.createdAt}, ${batchTransfers.id}) < (${after.createdAt}::timestamptz, ${after.id}::int)`
              : undefined,
          ),
        )
        .orderBy(...batchOrder())
        .offset(page.skip)
        .limit(page.take);
      return rows.map(({ keyCreatedAt, createdAt, minorUnits, ...row }) => ({
        ...row,
        type: row.type as BatchType,
        status: row.status as BatchTransfer['status'],
        dateTime: createdAt.toISOString(),
        totalAmount: formatMoney(row.totalAmount, minorUnits),
        key: { createdAt: keyCreatedAt, id: row.id },
      }));
    },

    async findBatchFile(
      id: number,
    ): Promise<{ customerId: number; fileName: string; content: string } | null> {
      const [row] = await db
        .select({
          customerId: batchTransfers.customerId,
          fileName: batchTransfers.fileName,
          content: batchTransfers.content,
        })
        .from(batchTransfers)
        .where(eq(batchTransfers.id, id));
      return row ?? null;
    },
  };
}
