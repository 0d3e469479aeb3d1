import { RESPONSE_CODES, type BatchType, type TransactionType } from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { accounts } from '../platform/db/tables';
import { batchTransfers } from './batch-tables';
import { journals, ledgerEntries } from './ledger-tables';
import { methodError } from '../platform/http/errors';
import {
  insufficientFunds,
  isSystemAccountType,
  journalAccountIds,
  lockAccounts,
  stampAccounts,
  type Posting,
} from './ledger';

/** One row of a mass transfer as a journal of its own (the ledger's rule: one journal per movement). */
export interface BatchJournal {
  status: 'completed' | 'processing';
  description: string;
  counterpartyName?: string;
  counterpartyEmail?: string;
  reference?: string;
  note?: string;
  /** The row's fee, also among the postings as `fee` entries. */
  fee: string;
  postings: Posting[];
  /** The customer a p2p row pays: told over the live channel once the batch posts. */
  creditedCustomerId?: number;
}

/** A mass transfer ready to post: its batch (history/batch-transfers) and its rows' journals. */
export interface BatchPlan {
  /** The batch row already made (a mass request in the approval queue); else it is made when the batch posts. */
  id?: number;
  name: string;
  type: BatchType;
  accountId: number;
  currencyCode: string;
  totalAmount: string;
  fileName: string;
  /** The rows as CSV text (getBatchFile answers it). */
  content: string;
  journals: BatchJournal[];
}

/** Rows per insert statement: far below PostgreSQL's 65,535 parameters. */
const JOURNALS_PER_INSERT = 1000;
const ENTRIES_PER_INSERT = 2000;

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/** A batch whose rows are all completed is completed; one waiting for a clearing is processing. */
export const batchStatusOf = (plan: Pick<BatchPlan, 'journals'>): 'completed' | 'processing' =>
  plan.journals.every((journal) => journal.status === 'completed') ? 'completed' : 'processing';

/**
 * Posts every row of a batch as its own journal, all in one database transaction (a savepoint inside the caller's):
 * every account is locked once in id order, the net movement of each is checked against its minimum before
 * anything is written, then the journals, their entries, the stamps and the balances are written in a few
 * statements. Any refusal (51 for funds) or failure writes nothing of the batch (issue 15: all or nothing).
 * Answers the first row's journal and the batch.
 */
export async function postBatchJournals(
  db: Database,
  input: { customerId: number; type: TransactionType; batch: BatchPlan; createdAt: Date },
): Promise<{ journalId: number; batchId: number }> {
  const { batch } = input;
  if (batch.journals.length === 0) throw new Error('A batch needs at least one row');
  return db.transaction(async (tx) => {
    const allPostings = batch.journals.flatMap((journal) => journal.postings);
    const ids = journalAccountIds(allPostings);
    const locked = await lockAccounts(tx, ids);
    const byId = new Map(locked.map((row) => [row.id, row]));
    // Per account: what the balance and the held (pending) amount move by, as postJournal moves them per journal.
    const balanceChange = new Map<number, Decimal>();
    const pendingChange = new Map<number, Decimal>();
    const add = (map: Map<number, Decimal>, id: number, amount: Decimal) =>
      map.set(id, (map.get(id) ?? new Decimal(0)).plus(amount));
    for (const journal of batch.journals) {
      if (journal.postings.length < 2) throw new Error('A journal needs at least two entries');
      const net = new Map<number, Decimal>();
      const perCurrency = new Map<string, Decimal>();
      for (const posting of journal.postings) {
        const account = byId.get(posting.accountId);
        if (!account) throw methodError(RESPONSE_CODES.notFound, `Account ${posting.accountId} not found`);
        add(net, posting.accountId, new Decimal(posting.amount));
        perCurrency.set(
          account.currencyCode,
          (perCurrency.get(account.currencyCode) ?? new Decimal(0)).plus(posting.amount),
        );
      }
      for (const [currencyCode, sum] of perCurrency)
        if (!sum.isZero())
          throw new Error(`Journal entries in ${currencyCode} sum to ${sum.toFixed()}, not 0`);
      for (const [accountId, change] of net) {
        if (change.isZero()) continue;
        if (journal.status === 'completed') add(balanceChange, accountId, change);
        else if (change.isNegative()) {
          add(balanceChange, accountId, change);
          add(pendingChange, accountId, change.negated());
        }
      }
    }
    for (const [accountId, change] of balanceChange) {
      const account = byId.get(accountId)!;
      if (change.isNegative() && !isSystemAccountType(account.type)) {
        if (new Decimal(account.balance).plus(change).lessThan(account.balanceMin)) throw insufficientFunds();
      }
    }

    const status = batchStatusOf(batch);
    let batchId = batch.id;
    if (batchId === undefined) {
      const [created] = await tx
        .insert(batchTransfers)
        .values({
          customerId: input.customerId,
          accountId: batch.accountId,
          name: batch.name,
          type: batch.type,
          status,
          count: batch.journals.length,
          totalAmount: batch.totalAmount,
          currencyCode: batch.currencyCode,
          fileName: batch.fileName,
          content: batch.content,
          createdAt: input.createdAt,
        })
        .returning({ id: batchTransfers.id });
      batchId = created!.id;
    } else {
      await tx.update(batchTransfers).set({ status }).where(eq(batchTransfers.id, batchId));
    }

    const journalIds: number[] = [];
    for (const part of chunks(batch.journals, JOURNALS_PER_INSERT)) {
      const inserted = await tx
        .insert(journals)
        .values(
          part.map((journal) => ({
            customerId: input.customerId,
            type: input.type,
            status: journal.status,
            description: journal.description,
            counterpartyName: journal.counterpartyName ?? '',
            counterpartyEmail: journal.counterpartyEmail,
            reference: journal.reference,
            note: journal.note,
            fee: journal.fee,
            batchId,
            createdAt: input.createdAt,
          })),
        )
        .returning({ id: journals.id });
      // Identity values are handed out in the order of the rows: sorting pairs each id with its row.
      journalIds.push(...inserted.map((row) => row.id).sort((a, b) => a - b));
    }
    const entries = batch.journals.flatMap((journal, index) =>
      journal.postings.map((posting) => ({
        journalId: journalIds[index]!,
        accountId: posting.accountId,
        currencyCode: byId.get(posting.accountId)!.currencyCode,
        amount: posting.amount,
        kind: posting.kind ?? 'principal',
        createdAt: input.createdAt,
      })),
    );
    for (const part of chunks(entries, ENTRIES_PER_INSERT)) await tx.insert(ledgerEntries).values(part);
    await stampAccounts(
      tx,
      ids.filter((id) => !isSystemAccountType(byId.get(id)!.type)),
    );
    for (const accountId of ids) {
      const balance = balanceChange.get(accountId) ?? new Decimal(0);
      const pending = pendingChange.get(accountId) ?? new Decimal(0);
      if (balance.isZero() && pending.isZero()) continue;
      await tx
        .update(accounts)
        .set({
          balance: sql`${accounts.balance} + ${balance.toFixed()}`,
          pendingAmount: sql`${accounts.pendingAmount} + ${pending.toFixed()}`,
        })
        .where(eq(accounts.id, accountId));
    }
    return { journalId: journalIds[0]!, batchId };
  });
}

/** The journals of a batch (a mass transfer's rows), in order. */
export async function batchJournalIds(db: Database, batchId: number): Promise<number[]> {
  const rows = await db
    .select({ id: journals.id })
    .from(journals)
    .where(eq(journals.batchId, batchId))
    .orderBy(asc(journals.id));
  return rows.map((row) => row.id);
}
