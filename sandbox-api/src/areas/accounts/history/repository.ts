import type { TransactionDirection, TransactionStatus, TransactionType } from '@portal/api/catalogue';
import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../../platform/db/client';
import { accounts, currencies, customers, users } from '../../../platform/db/tables';
import { journals, ledgerEntries } from '../../../money/ledger-tables';
import { documentHolder } from '../../../documents/holder';
import { SYSTEM_CUSTOMER_ID } from '../../../money/ledger';
import { createBatchQueries, likePattern } from './batch-queries';
import { createExportQueries } from './export-queries';

export type { BatchFilter, BatchKey } from './batch-queries';
export type { StoredExport } from './export-queries';

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

/**
 * Where a line stands in the history's order (newest first, then transaction id, then entry id): the seek key of
 * keyset paging. The time is the database's own text of it, so that a seek compares exactly what is stored
 * (a JavaScript Date would drop microseconds).
 */
export interface LineKey {
  createdAt: string;
  journalId: number;
  entryId: number;
}

export interface LineCounts {
  total: number;
  refused: number;
  processing: number;
}

/** Where a page of lines starts and how long it is; `lastEntryId` leaves out entries written after it. */
export interface LineSeek {
  after?: LineKey;
  skip: number;
  take: number;
  lastEntryId?: number;
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
  key: LineKey;
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

/** A line's columns, named apart, so that a union of walks can be ordered by them (lineMergeOrder). */
const lineColumns = {
  keyCreatedAt: sql<string>`${ledgerEntries.createdAt}::text`.as('key_created_at'),
  entryId: sql`${ledgerEntries.id}`.mapWith(ledgerEntries.id).as('entry_id'),
  transactionId: sql`${journals.id}`.mapWith(journals.id).as('journal_id'),
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

/**
 * Newest first; lines of one instant by transaction id, then entry id (both lines of an own transfer). The order of
 * ledger_entries_account_seek_idx. A new list each time: drizzle rewrites the columns of a union's order in place.
 */
const lineOrder = () => [
  desc(ledgerEntries.createdAt),
  desc(ledgerEntries.journalId),
  desc(ledgerEntries.id),
];

/** The history's order over the rows of a union of walks, by the names lineColumns gives them. */
const lineMergeOrder = () => [sql`"created_at" desc`, sql`"journal_id" desc`, sql`"entry_id" desc`];

/** Lines after `after` in the history's order: one row comparison, which the account's index seeks to. */
function lineSeekCondition(after: LineKey | undefined): SQL | undefined {
  if (!after) return undefined;
  return sql`(${ledgerEntries.createdAt}, ${ledgerEntries.journalId}, ${ledgerEntries.id}) < (${after.createdAt}::timestamptz, ${after.journalId}::bigint, ${after.entryId}::bigint)`;
}

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

type LineRow = Omit<StoredLine, 'key'> & { keyCreatedAt: string };

const toStoredLine = ({ keyCreatedAt, ...row }: LineRow): StoredLine => ({
  ...row,
  key: { createdAt: keyCreatedAt, journalId: row.transactionId, entryId: row.entryId },
});

export function createHistoryRepository(db: Database) {
  return {
    /** The name a statement is issued to (documents/holder.ts). */
    holderName: async (customerId: number) => (await documentHolder(db, customerId))?.name,

    /** The sign-in e-mails of the customer's own active users: the addresses verified by their activation. */
    async ownEmails(customerId: number): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.customerId, customerId), eq(users.status, 'active')));
      return rows.map((row) => row.email.toLowerCase());
    },

    /** The customer's type (0 personal, 1 or 2 business): the history's page size follows it. */
    async customerType(customerId: number): Promise<number> {
      const [row] = await db
        .select({ customerType: customers.customerType })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.customerType ?? 0;
    },

    /** The customer's accounts with their ledger stamps (ledger.ts, stampAccounts). */
    async listAccounts(customerId: number): Promise<{ id: number; ledgerStamp: number }[]> {
      return db
        .select({ id: accounts.id, ledgerStamp: accounts.ledgerStamp })
        .from(accounts)
        .where(eq(accounts.customerId, customerId))
        .orderBy(asc(accounts.id));
    },

    /**
     * Balance history (issue 14): the customer's accounts with their balances now, and per account and UTC day
     * since `since` the sum of the entries that moved the balance (ledger rule, schema-ledger.ts: completed
     * journals, and the outgoing entries of processing ones, dated when written).
     */
    async balanceMovements(
      customerId: number,
      since: Date,
    ): Promise<{
      accounts: { id: number; currencyCode: string; balance: string; minorUnits: number }[];
      movements: { accountId: number; day: string; change: string }[];
    }> {
      const owned = await db
        .select({
          id: accounts.id,
          currencyCode: accounts.currencyCode,
          balance: accounts.balance,
          minorUnits: currencies.minorUnits,
        })
        .from(accounts)
        .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
        .where(eq(accounts.customerId, customerId))
        .orderBy(asc(accounts.id));
      if (owned.length === 0) return { accounts: owned, movements: [] };
      const day = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const movements = await db
        .select({
          accountId: ledgerEntries.accountId,
          day,
          change: sql<string>`sum(${ledgerEntries.amount})::text`,
        })
        .from(ledgerEntries)
        .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
        .where(
          and(
            inArray(
              ledgerEntries.accountId,
              owned.map((account) => account.id),
            ),
            gte(ledgerEntries.createdAt, since),
            or(
              eq(journals.status, 'completed'),
              and(eq(journals.status, 'processing'), lt(ledgerEntries.amount, '0')),
            ),
          ),
        )
        .groupBy(ledgerEntries.accountId, day);
      return { accounts: owned, movements };
    },

    /** An account's owner and ledger stamp; null when there is no such account. */
    async findAccount(accountId: number): Promise<{ customerId: number; ledgerStamp: number } | null> {
      const [row] = await db
        .select({ customerId: accounts.customerId, ledgerStamp: accounts.ledgerStamp })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row ?? null;
    },

    async findAccountOwner(accountId: number): Promise<number | null> {
      const [row] = await db
        .select({ customerId: accounts.customerId })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row?.customerId ?? null;
    },

    /** The filter's total and how many of them are refused and processing. */
    async countLines(filter: LineFilter): Promise<LineCounts> {
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

    /** A page of the filter's lines in the history's order: `skip` lines past `after`, then `take` of them. */
    async seekLines(filter: LineFilter, page: LineSeek): Promise<StoredLine[]> {
      // Per account, a walk down the account's index from the seek key; with several accounts each walk goes as
      // far as the page could reach and they are merged in the history's order (a merge append of index scans).
      const walk = (accountId: number) =>
        db
          .select(lineColumns)
          .from(ledgerEntries)
          .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
          .innerJoin(currencies, eq(currencies.code, ledgerEntries.currencyCode))
          .where(
            and(
              lineConditions({ ...filter, accountIds: [accountId] }),
              lineSeekCondition(page.after),
              page.lastEntryId === undefined ? undefined : lte(ledgerEntries.id, page.lastEntryId),
            ),
          )
          .orderBy(...lineOrder());
      const [first, second, ...rest] = filter.accountIds;
      if (first === undefined) return [];
      const reach = page.skip + page.take;
      const rows =
        second === undefined
          ? await walk(first).limit(page.take).offset(page.skip)
          : await unionAll(
              walk(first).limit(reach),
              walk(second).limit(reach),
              ...rest.map((accountId) => walk(accountId).limit(reach)),
            )
              .orderBy(...lineMergeOrder())
              .limit(page.take)
              .offset(page.skip);
      return rows.map(toStoredLine);
    },

    /** The newest entry id: an export lists no entry written after it started. */
    async lastEntryId(): Promise<number> {
      const [row] = await db.select({ id: sql<number | null>`max(${ledgerEntries.id})` }).from(ledgerEntries);
      return Number(row?.id ?? 0);
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
      const rows = await db
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
      return rows.map(({ customerId, ...row }) => ({ ...toStoredLine(row), customerId }));
    },

    ...createExportQueries(db),
    ...createBatchQueries(db),
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
