import { ACCOUNT_TYPES, EXECUTING_CONTRACT_STATUSES } from '@portal/api/catalogue';
import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { accounts } from '../../../platform/db/tables';
import { journals, ledgerEntries } from '../../../money/ledger-tables';
import { postJournal, type JournalInput, type Posting } from '../../../money/ledger';
import { documentHolder } from '../../../documents/holder';
import { smartContracts, smartContractSplits } from './tables';
import type { SmartContractRow } from './contract-queries';

/** A split's row, recorded with its journal: keyed by the incoming journal, so a payment is split at most once. */
export type ContractSplitRow = typeof smartContractSplits.$inferSelect;
export type NewContractSplit = typeof smartContractSplits.$inferInsert;

/**
 * The revenue split's reads and writes (execution.ts), on the database or on the payment's transaction the payment
 * engine hands the hooks (money/incoming.ts).
 */
export function createSplitQueries(db: Database) {
  return {
    /** The owners and currencies of these accounts. */
    accountOwners(ids: number[]): Promise<{ id: number; customerId: number; currencyCode: string }[]> {
      return db
        .select({ id: accounts.id, customerId: accounts.customerId, currencyCode: accounts.currencyCode })
        .from(accounts)
        .where(inArray(accounts.id, ids));
    },

    /** The beneficiary's first active payment account in a currency (as a p2p payee's), or none. */
    async beneficiaryAccount(customerId: number, currencyCode: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(
            eq(accounts.customerId, customerId),
            eq(accounts.type, ACCOUNT_TYPES.payment),
            eq(accounts.currencyCode, currencyCode),
            eq(accounts.statusId, 2),
          ),
        )
        .orderBy(asc(accounts.id))
        .limit(1);
      return row?.id;
    },

    /**
     * The contracts of a payer (their sender) that execute on a day (issue 32 item 6): status ACTIVE or TERMINATING
     * (`EXECUTING_CONTRACT_STATUSES`), activeFrom on or before `onDate` and activeTo absent or on or after it.
     * `onDate` is a `YYYY-MM-DD` day; the oldest contract first (the split takes the first, execution.ts).
     */
    executingContractsOf(payerCustomerId: number, onDate: string): Promise<SmartContractRow[]> {
      return db
        .select()
        .from(smartContracts)
        .where(
          and(
            eq(smartContracts.senderId, payerCustomerId),
            inArray(smartContracts.status, [...EXECUTING_CONTRACT_STATUSES]),
            lte(smartContracts.activeFrom, onDate),
            or(isNull(smartContracts.activeTo), gte(smartContracts.activeTo, onDate)),
          ),
        )
        .orderBy(asc(smartContracts.id));
    },

    /** The journal a payment posted, as the split reads it. */
    async journal(id: number) {
      const [journal] = await db
        .select({
          id: journals.id,
          type: journals.type,
          status: journals.status,
          idempotencyKey: journals.idempotencyKey,
          createdAt: journals.createdAt,
        })
        .from(journals)
        .where(eq(journals.id, id));
      return journal;
    },

    /** Whether this incoming journal was split already. */
    async isSplit(incomingJournalId: number): Promise<boolean> {
      const [done] = await db
        .select({ id: smartContractSplits.incomingJournalId })
        .from(smartContractSplits)
        .where(eq(smartContractSplits.incomingJournalId, incomingJournalId));
      return done !== undefined;
    },

    /** Whether this journal is a split's own journal. */
    async isSplitJournal(journalId: number): Promise<boolean> {
      const [isSplit] = await db
        .select({ id: smartContractSplits.incomingJournalId })
        .from(smartContractSplits)
        .where(eq(smartContractSplits.splitJournalId, journalId));
      return isSplit !== undefined;
    },

    /** A journal's entries as postings, in the order they were written. */
    async postingsOf(journalId: number): Promise<Posting[]> {
      const entries = await db
        .select({
          accountId: ledgerEntries.accountId,
          amount: ledgerEntries.amount,
          kind: ledgerEntries.kind,
        })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.journalId, journalId))
        .orderBy(asc(ledgerEntries.id));
      return entries.map((entry) => ({ ...entry, kind: entry.kind as Posting['kind'] }));
    },

    /** The customer with the name documents carry (documents/holder.ts). */
    holder: (customerId: number) => documentHolder(db, customerId),

    /**
     * Posts the split journal and records its row together, in a savepoint (a transaction of its own when not bound
     * to one): a refusal (for funds) undoes both and nothing else. Answers the split journal's id.
     */
    recordSplit(journal: JournalInput, split: Omit<NewContractSplit, 'splitJournalId'>): Promise<number> {
      return db.transaction(async (tx) => {
        const { journalId: splitJournalId } = await postJournal(tx, journal);
        await tx
          .insert(smartContractSplits)
          .values({ ...split, splitJournalId })
          .onConflictDoNothing();
        return splitJournalId;
      });
    },

    /** The splits a contract made, oldest first (its detail and the seed's check). */
    splitsOfContract(contractId: number): Promise<ContractSplitRow[]> {
      return db
        .select()
        .from(smartContractSplits)
        .where(eq(smartContractSplits.contractId, contractId))
        .orderBy(asc(smartContractSplits.createdAt), asc(smartContractSplits.incomingJournalId));
    },
  };
}

export type SplitQueries = ReturnType<typeof createSplitQueries>;
