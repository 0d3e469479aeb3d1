import type {
  BatchTransfer,
  BatchType,
  TransactionDirection,
  TransactionStatus,
  TransactionType,
} from '@portal/api/contract';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  batchTransfers,
  currencies,
  exportLinks,
  exports,
  journals,
  ledgerEntries,
} from '../../db/schema';
import { formatMoney } from '../../lib/money';
import { SYSTEM_CUSTOMER_ID } from '../ledger/ledger';

/** A filter as the queries read it: the accounts it covers and the optional conditions (spec 02 §3). */
export interface LineFilter {
  accountIds: number[];
  keyword?: string;
  transactionType?: TransactionType;
  direction?: TransactionDirection;
  status?: TransactionStatus;
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound (the day after `toDate`). */
  toBefore?: Date;
  /** Bounds of the absolute amount, as decimal text. */
  fromAmount?: string;
  toAmount?: string;
  /** Lower case. */
  email?: string;
}

/** One line of history as stored: a principal entry of a customer account and its journal. */
export interface StoredLine {
  entryId: number;
  transactionId: number;
  accountId: number;
  createdAt: Date;
  type: string;
  status: string;
  amount: string;
  journalFee: string;
  currencyCode: string;
  minorUnits: number;
  description: string;
  counterpartyName: string;
  counterpartyEmail: string | null;
  reference: string | null;
}

export interface StoredJournal {
  id: number;
  type: string;
  status: string;
  description: string;
  counterpartyName: string;
  counterpartyEmail: string | null;
  reference: string | null;
  note: string | null;
  fee: string;
  exchangeRate: string | null;
  createdAt: Date;
}

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

export interface BatchFilter {
  customerId: number;
  search?: string;
  types?: BatchType[];
  from?: Date;
  toBefore?: Date;
}

/** `%` and `_` typed by the user are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const lineColumns = {
  entryId: ledgerEntries.id,
  transactionId: journals.id,
  accountId: ledgerEntries.accountId,
  createdAt: ledgerEntries.createdAt,
  type: journals.type,
  status: journals.status,
  amount: ledgerEntries.amount,
  journalFee: journals.fee,
  currencyCode: ledgerEntries.currencyCode,
  minorUnits: currencies.minorUnits,
  description: journals.description,
  counterpartyName: journals.counterpartyName,
  counterpartyEmail: journals.counterpartyEmail,
  reference: journals.reference,
};

/** Newest first; lines of one instant by transaction id, then entry id (both lines of an own transfer). */
const lineOrder = [desc(ledgerEntries.createdAt), desc(ledgerEntries.journalId), desc(ledgerEntries.id)];

function lineConditions(filter: LineFilter): SQL | undefined {
  const absolute = sql`abs(${ledgerEntries.amount})`;
  return and(
    inArray(ledgerEntries.accountId, filter.accountIds),
    eq(ledgerEntries.kind, 'principal'),
    filter.transactionType ? eq(journals.type, filter.transactionType) : undefined,
    filter.status ? eq(journals.status, filter.status) : undefined,
    filter.direction === 'in' ? gt(ledgerEntries.amount, '0') : undefined,
    filter.direction === 'out' ? lt(ledgerEntries.amount, '0') : undefined,
    filter.from ? gte(ledgerEntries.createdAt, filter.from) : undefined,
    filter.toBefore ? lt(ledgerEntries.createdAt, filter.toBefore) : undefined,
    filter.fromAmount !== undefined ? sql`${absolute} >= ${filter.fromAmount}::numeric` : undefined,
    filter.toAmount !== undefined ? sql`${absolute} <= ${filter.toAmount}::numeric` : undefined,
    filter.keyword
      ? or(
          ilike(journals.description, likePattern(filter.keyword)),
          ilike(journals.counterpartyName, likePattern(filter.keyword)),
          ilike(journals.reference, likePattern(filter.keyword)),
        )
      : undefined,
    filter.email ? eq(sql`lower(${journals.counterpartyEmail})`, filter.email) : undefined,
  );
}

export function createHistoryRepository(db: Database) {
  return {
    async listAccounts(customerId: number): Promise<{ id: number; currencyCode: string }[]> {
      return db
        .select({ id: accounts.id, currencyCode: accounts.currencyCode })
        .from(accounts)
        .where(eq(accounts.customerId, customerId))
        .orderBy(asc(accounts.id));
    },

    async findAccountOwner(accountId: number): Promise<number | null> {
      const [row] = await db
        .select({ customerId: accounts.customerId })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row?.customerId ?? null;
    },

    /** The filter's total and how many of them are refused and processing. */
    async countLines(filter: LineFilter): Promise<{ total: number; refused: number; processing: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          refused: sql<number>`(count(*) filter (where ${journals.status} = 'refused'))::int`,
          processing: sql<number>`(count(*) filter (where ${journals.status} = 'processing'))::int`,
        })
        .from(ledgerEntries)
        .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
        .where(lineConditions(filter));
      return row ?? { total: 0, refused: 0, processing: 0 };
    },

    async pageLines(filter: LineFilter, page: { offset: number; limit: number }): Promise<StoredLine[]> {
      return db
        .select(lineColumns)
        .from(ledgerEntries)
        .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
        .innerJoin(currencies, eq(currencies.code, ledgerEntries.currencyCode))
        .where(lineConditions(filter))
        .orderBy(...lineOrder)
        .offset(page.offset)
        .limit(page.limit);
    },

    /** Every line of the filter, in the history's order, as entry ids (an export's fixed list of rows). */
    async listLineIds(filter: LineFilter): Promise<number[]> {
      const rows = await db
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
        .where(lineConditions(filter))
        .orderBy(...lineOrder);
      return rows.map((row) => row.id);
    },

    /** These lines in the history's order. */
    async linesByEntryIds(entryIds: number[]): Promise<StoredLine[]> {
      if (entryIds.length === 0) return [];
      return db
        .select(lineColumns)
        .from(ledgerEntries)
        .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
        .innerJoin(currencies, eq(currencies.code, ledgerEntries.currencyCode))
        .where(inArray(ledgerEntries.id, entryIds))
        .orderBy(...lineOrder);
    },

    async findJournal(journalId: number): Promise<StoredJournal | null> {
      const [row] = await db
        .select({
          id: journals.id,
          type: journals.type,
          status: journals.status,
          description: journals.description,
          counterpartyName: journals.counterpartyName,
          counterpartyEmail: journals.counterpartyEmail,
          reference: journals.reference,
          note: journals.note,
          fee: journals.fee,
          exchangeRate: journals.exchangeRate,
          createdAt: journals.createdAt,
        })
        .from(journals)
        .where(eq(journals.id, journalId));
      return row ?? null;
    },

    /** The principal entries of a journal on customer accounts (not the bank's), with their owners. */
    async journalLines(journalId: number): Promise<(StoredLine & { customerId: number })[]> {
      return db
        .select({ ...lineColumns, customerId: accounts.customerId })
        .from(ledgerEntries)
        .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
        .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
        .innerJoin(currencies, eq(currencies.code, ledgerEntries.currencyCode))
        .where(
          and(
            eq(ledgerEntries.journalId, journalId),
            eq(ledgerEntries.kind, 'principal'),
            ne(accounts.customerId, SYSTEM_CUSTOMER_ID),
          ),
        )
        .orderBy(asc(ledgerEntries.id));
    },

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

    async setExportProgress(id: string, progress: number, rows: number): Promise<void> {
      await db.update(exports).set({ progress, rows }).where(eq(exports.id, id));
    },

    async finishExport(id: string, content: string, rows: number): Promise<void> {
      await db
        .update(exports)
        .set({ status: 'done', progress: 100, rows, content })
        .where(eq(exports.id, id));
    },

    async failExport(id: string): Promise<void> {
      await db
        .update(exports)
        .set({ status: 'failed' })
        .where(and(eq(exports.id, id), ne(exports.status, 'done')));
    },

    async insertExportLink(exportId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(exportLinks).values({ exportId, tokenHash, expiresAt });
    },

    /** The file of a finished export whose link is this token's and still valid at `now`. */
    async findDownload(
      exportId: string,
      tokenHash: string,
      now: Date,
    ): Promise<{ fileName: string; content: string } | null> {
      const [row] = await db
        .select({ fileName: exports.fileName, content: exports.content })
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
      return row && row.content !== null ? { fileName: row.fileName, content: row.content } : null;
    },

    // --- batch transfers (spec 02 §7 "Batch transfer list") ---

    async pageBatchTransfers(
      filter: BatchFilter,
      page: { offset: number; limit: number },
    ): Promise<{ transfers: BatchTransfer[]; total: number }> {
      const where = and(
        eq(batchTransfers.customerId, filter.customerId),
        filter.search ? ilike(batchTransfers.name, likePattern(filter.search)) : undefined,
        filter.types && filter.types.length > 0 ? inArray(batchTransfers.type, filter.types) : undefined,
        filter.from ? gte(batchTransfers.createdAt, filter.from) : undefined,
        filter.toBefore ? lt(batchTransfers.createdAt, filter.toBefore) : undefined,
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select({
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
          .where(where)
          .orderBy(desc(batchTransfers.createdAt), desc(batchTransfers.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(batchTransfers).where(where),
      ]);
      return {
        transfers: rows.map(({ createdAt, minorUnits, ...row }) => ({
          ...row,
          type: row.type as BatchType,
          status: row.status as BatchTransfer['status'],
          dateTime: createdAt.toISOString(),
          totalAmount: formatMoney(row.totalAmount, minorUnits),
        })),
        total: totals?.total ?? 0,
      };
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

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
