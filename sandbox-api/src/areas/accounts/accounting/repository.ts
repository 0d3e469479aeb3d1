import { and, asc, eq, gt, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { accounts, currencies } from '../../../platform/db/tables';
import { journals, ledgerEntries } from '../../../money/ledger-tables';
import { documentHolder } from '../../../documents/holder';

/** The account a statement is of: whose it is, its currency and the holder's name. */
export interface StatementAccount {
  id: number;
  customerId: number;
  currencyCode: string;
  minorUnits: number;
  /** A crypto wallet's deposit address; null for the accounts that have an IBAN. */
  address: string | null;
  holderName: string;
}

/** One booked entry of the account: a completed journal's posting (its principal or its fee). */
export interface BookedEntry {
  entryId: number;
  journalId: number;
  kind: 'principal' | 'fee';
  /** Signed, as stored (numeric text): negative leaves the account. */
  amount: string;
  createdAt: Date;
  type: string;
  description: string;
  counterpartyName: string;
  reference: string | null;
  note: string | null;
}

/** Where the walk stands: the last entry written (the order is time, journal, entry). */
export interface EntryKey {
  createdAt: string;
  journalId: number;
  entryId: number;
}

/** The period's totals, read before its entries so that a file can carry them ahead of the entries. */
export interface PeriodTotals {
  /** The sum of the entries booked before the period: the opening booked balance. */
  opening: string;
  credits: { count: number; sum: string };
  debits: { count: number; sum: string };
}

/** A booked entry is a completed journal's (spec 02 §3 status; the ledger's balance rule, money/ledger-tables.ts). */
const booked = eq(journals.status, 'completed');

/**
 * The ledger as statements read it (issue 51): an account's booked entries over a period in booking order, a chunk
 * at a time, and the balances and totals around them. Reads only; the ledger's tables are money/'s.
 */
export function createAccountingRepository(db: Database) {
  return {
    async findAccount(accountId: number): Promise<StatementAccount | null> {
      const [row] = await db
        .select({
          id: accounts.id,
          customerId: accounts.customerId,
          currencyCode: accounts.currencyCode,
          minorUnits: currencies.minorUnits,
          address: accounts.address,
        })
        .from(accounts)
        .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
        .where(eq(accounts.id, accountId));
      if (!row) return null;
      const holder = await documentHolder(db, row.customerId);
      return { ...row, holderName: holder?.name ?? '' };
    },

    /** The newest ledger entry's id: a statement leaves out what is written after it starts. */
    async lastEntryId(): Promise<number> {
      const [row] = await db
        .select({ id: sql<number>`coalesce(max(${ledgerEntries.id}), 0)::bigint` })
        .from(ledgerEntries);
      return Number(row?.id ?? 0);
    },

    /** The opening balance at `from` and the credits and debits booked in [from, toBefore), up to `lastEntryId`. */
    async periodTotals(
      accountId: number,
      period: { from: Date; toBefore: Date; lastEntryId: number },
    ): Promise<PeriodTotals> {
      const { from, toBefore } = period;
      const onAccount = and(
        eq(ledgerEntries.accountId, accountId),
        booked,
        lte(ledgerEntries.id, period.lastEntryId),
      );
      const [[before], [within]] = await Promise.all([
        db
          .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
          .from(ledgerEntries)
          .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
          .where(and(onAccount, lt(ledgerEntries.createdAt, from))),
        db
          .select({
            creditCount: sql<number>`count(*) filter (where ${ledgerEntries.amount} > 0)::int`,
            creditSum: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)::text`,
            debitCount: sql<number>`count(*) filter (where ${ledgerEntries.amount} < 0)::int`,
            debitSum: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)::text`,
          })
          .from(ledgerEntries)
          .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
          .where(
            and(
              onAccount,
              gte(ledgerEntries.createdAt, from),
              lt(ledgerEntries.createdAt, toBefore),
              sql`${ledgerEntries.amount} <> 0`,
            ),
          ),
      ]);
      return {
        opening: before?.sum ?? '0',
        credits: { count: within?.creditCount ?? 0, sum: within?.creditSum ?? '0' },
        debits: { count: within?.debitCount ?? 0, sum: within?.debitSum ?? '0' },
      };
    },

    /**
     * The next `take` booked entries of [from, toBefore) after `after`, oldest first (a seek along the account's
     * index, read backwards): a statement is written a chunk at a time, never held whole.
     */
    async seekEntries(
      accountId: number,
      period: { from: Date; toBefore: Date; lastEntryId: number },
      after: EntryKey | undefined,
      take: number,
    ): Promise<{ entries: BookedEntry[]; last?: EntryKey }> {
      const past = after
        ? or(
            gt(ledgerEntries.createdAt, sql`${after.createdAt}::timestamptz`),
            and(
              eq(ledgerEntries.createdAt, sql`${after.createdAt}::timestamptz`),
              or(
                gt(ledgerEntries.journalId, after.journalId),
                and(eq(ledgerEntries.journalId, after.journalId), gt(ledgerEntries.id, after.entryId)),
              ),
            ),
          )
        : undefined;
      const rows = await db
        .select({
          keyCreatedAt: sql<string>`${ledgerEntries.createdAt}::text`,
          entryId: ledgerEntries.id,
          journalId: ledgerEntries.journalId,
          kind: ledgerEntries.kind,
          amount: ledgerEntries.amount,
          createdAt: ledgerEntries.createdAt,
          type: journals.type,
          description: journals.description,
          counterpartyName: journals.counterpartyName,
          reference: journals.reference,
          note: journals.note,
        })
        .from(ledgerEntries)
        .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
        .where(
          and(
            eq(ledgerEntries.accountId, accountId),
            booked,
            lte(ledgerEntries.id, period.lastEntryId),
            gte(ledgerEntries.createdAt, period.from),
            lt(ledgerEntries.createdAt, period.toBefore),
            sql`${ledgerEntries.amount} <> 0`,
            past,
          ),
        )
        .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.journalId), asc(ledgerEntries.id))
        .limit(take);
      const lastRow = rows.at(-1);
      return {
        entries: rows.map(({ keyCreatedAt: _key, kind, ...entry }) => ({
          ...entry,
          kind: kind === 'fee' ? 'fee' : 'principal',
        })),
        last: lastRow && {
          createdAt: lastRow.keyCreatedAt,
          journalId: lastRow.journalId,
          entryId: lastRow.entryId,
        },
      };
    },
  };
}

export type AccountingRepository = ReturnType<typeof createAccountingRepository>;
