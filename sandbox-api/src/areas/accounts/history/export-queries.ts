import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { exportChunks, exportLinks, exports } from './tables';
import { ledgerEntries } from '../../../money/ledger-tables';

export interface StoredExport {
  id: string;
  customerId: number;
  userId: number;
  source: string;
  status: string;
  progress: number;
  rows: number;
  fileName: string;
  expiresAt: Date;
}

/** The exports of the history and statements: their rows, file chunks and download links; the statement months. */
export function createExportQueries(db: Database) {
  return {
    // --- statements (spec 02 §7 "Transaction history export list") ---

    /** The months (UTC) in which the account has history lines, newest first, with how many. */
    async pageStatementMonths(
      accountId: number,
      page: { offset: number; limit: number },
    ): Promise<{ months: { month: string; lines: number }[]; total: number }> {
      const month = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM')`;
      const where = and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.kind, 'principal'));
      const [months, [totals]] = await Promise.all([
        db
          .select({ month, lines: sql<number>`count(*)::int` })
          .from(ledgerEntries)
          .where(where)
          .groupBy(month)
          .orderBy(desc(month))
          .offset(page.offset)
          .limit(page.limit),
        db
          .select({ total: sql<number>`count(distinct ${month})::int` })
          .from(ledgerEntries)
          .where(where),
      ]);
      return { months, total: totals?.total ?? 0 };
    },

    // --- exports ---

    async insertExport(row: {
      customerId: number;
      userId: number;
      source: string;
      filter: string;
      fileName: string;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<string> {
      const [inserted] = await db.insert(exports).values(row).returning({ id: exports.id });
      return inserted!.id;
    },

    async findExport(id: string): Promise<StoredExport | null> {
      const [row] = await db
        .select({
          id: exports.id,
          customerId: exports.customerId,
          userId: exports.userId,
          source: exports.source,
          status: exports.status,
          progress: exports.progress,
          rows: exports.rows,
          fileName: exports.fileName,
          expiresAt: exports.expiresAt,
        })
        .from(exports)
        .where(eq(exports.id, id));
      return row ?? null;
    },

    /** Writes the next chunk of an export's file and its progress so far. */
    async appendExportChunk(
      id: string,
      chunk: { seq: number; content: string },
      progress: { progress: number; rows: number },
    ): Promise<void> {
      await db.insert(exportChunks).values({ exportId: id, seq: chunk.seq, content: chunk.content });
      await db.update(exports).set(progress).where(eq(exports.id, id));
    },

    async finishExport(id: string, rows: number): Promise<void> {
      await db.update(exports).set({ status: 'done', progress: 100, rows }).where(eq(exports.id, id));
    },

    /** Failed, unless it finished; a failed export's chunks are of no use to anyone. */
    async failExport(id: string): Promise<void> {
      const [failed] = await db
        .update(exports)
        .set({ status: 'failed' })
        .where(and(eq(exports.id, id), ne(exports.status, 'done')))
        .returning({ id: exports.id });
      if (failed) await db.delete(exportChunks).where(eq(exportChunks.exportId, id));
    },

    async insertExportLink(exportId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(exportLinks).values({ exportId, tokenHash, expiresAt });
    },

    /** The file name of a finished export whose link is this token's and still valid at `now`. */
    async findDownload(
      exportId: string,
      tokenHash: string,
      now: Date,
    ): Promise<{ fileName: string; source: string } | null> {
      const [row] = await db
        .select({ fileName: exports.fileName, source: exports.source })
        .from(exportLinks)
        .innerJoin(exports, eq(exports.id, exportLinks.exportId))
        .where(
          and(
            eq(exportLinks.tokenHash, tokenHash),
            eq(exportLinks.exportId, exportId),
            gt(exportLinks.expiresAt, now),
            gt(exports.expiresAt, now),
            eq(exports.status, 'done'),
          ),
        );
      return row ?? null;
    },

    /** Chunk `seq` of an export's file; null past the last one. */
    async readExportChunk(exportId: string, seq: number): Promise<string | null> {
      const [row] = await db
        .select({ content: exportChunks.content })
        .from(exportChunks)
        .where(and(eq(exportChunks.exportId, exportId), eq(exportChunks.seq, seq)));
      return row?.content ?? null;
    },
  };
}
