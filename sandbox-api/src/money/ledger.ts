import { RESPONSE_CODES, type TransactionStatus, type TransactionType } from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { accounts, customers } from '../platform/db/tables';
import { journals, ledgerEntries } from './ledger-tables';
import { CURRENCIES } from '../platform/db/reference-data';
import { methodError } from '../platform/http/errors';

/**
 * The ledger (DESIGN §5; schema-ledger.ts): one journal per movement, entries summing to zero per currency,
 * written in one database transaction that locks the accounts it touches (`lockAccounts`). Completed journals move
 * balances; processing ones hold the outgoing money (balance down, pending up) until they complete or are refused.
 */

/** The sandbox bank: owner of the system accounts on the other side of money entering or leaving the product. */
export const SYSTEM_CUSTOMER_ID = 10000;
/** System account types (not product types; the portal never shows them). */
export const SYSTEM_ACCOUNT_TYPES = { clearing: 9001, fees: 9002, exchange: 9003, globalPay: 9004 } as const;
export type SystemPurpose = keyof typeof SYSTEM_ACCOUNT_TYPES;

/** System accounts get ids from here: `base + purpose index * 100 + currency index`. */
const SYSTEM_ACCOUNT_ID_BASE = 190000;

/** The id of the system account of a purpose in a currency (seeded by `seedSystemAccounts`). */
export function systemAccountId(purpose: SystemPurpose, currencyCode: string): number {
  const currency = CURRENCIES.findIndex((row) => row.code === currencyCode);
  if (currency < 0) throw new Error(`No system account for currency ${currencyCode}`);
  return SYSTEM_ACCOUNT_ID_BASE + Object.keys(SYSTEM_ACCOUNT_TYPES).indexOf(purpose) * 100 + currency;
}

export function isSystemAccountType(type: number): boolean {
  return (Object.values(SYSTEM_ACCOUNT_TYPES) as number[]).includes(type);
}

/** Inserts the sandbox bank and its system accounts in every currency; running it again changes nothing. */
export async function seedSystemAccounts(db: Database): Promise<void> {
  await db
    .insert(customers)
    .values({
      id: SYSTEM_CUSTOMER_ID,
      customerType: 1,
      businessName: 'Sandbox Bank',
      residenceCountryCode: 'GB',
      verified: true,
    })
    .onConflictDoNothing();
  await db
    .insert(accounts)
    .values(
      (Object.keys(SYSTEM_ACCOUNT_TYPES) as SystemPurpose[]).flatMap((purpose) =>
        CURRENCIES.map((currency) => ({
          id: systemAccountId(purpose, currency.code),
          customerId: SYSTEM_CUSTOMER_ID,
          type: SYSTEM_ACCOUNT_TYPES[purpose],
          statusId: 2,
          currencyCode: currency.code,
        })),
      ),
    )
    .onConflictDoNothing();
}

export interface Posting {
  accountId: number;
  /** Signed decimal: negative leaves the account. */
  amount: string;
  kind?: 'principal' | 'fee';
}

export interface JournalInput {
  customerId: number;
  type: TransactionType;
  status: Exclude<TransactionStatus, 'refused'>;
  description?: string;
  counterpartyName?: string;
  counterpartyEmail?: string;
  reference?: string;
  note?: string;
  /** The fee charged to the initiator (also posted as `fee` entries). */
  fee?: string;
  exchangeRate?: string;
  /** The same key from the same customer answers the first journal again (idempotent submission). */
  idempotencyKey?: string;
  batchId?: number;
  createdAt?: Date;
  postings: Posting[];
}

export interface PostedJournal {
  journalId: number;
  /** True when the idempotency key had been used: nothing new was written. */
  replayed: boolean;
}

/**
 * Gives these accounts fresh ledger stamps (`accounts.ledger_stamp`). Whatever writes or changes entries or journals
 * of an account calls it in the same transaction: the history keeps counts and page ends while the stamps of their
 * accounts are unchanged (history/service.ts), and a stamp committed with the entries can never be seen without
 * them, whichever connection, process or outer transaction the journal is written in.
 */
export async function stampAccounts(db: Database, accountIds: readonly number[]): Promise<void> {
  if (accountIds.length === 0) return;
  await db
    .update(accounts)
    .set({ ledgerStamp: sql`nextval('ledger_stamps')` })
    .where(inArray(accounts.id, [...accountIds]));
}

/** The accounts a journal posts to, each once, in id order (the order they are locked in). */
export function journalAccountIds(postings: readonly Posting[]): number[] {
  return [...new Set(postings.map((posting) => posting.accountId))].sort((a, b) => a - b);
}

/**
 * Locks accounts for the rest of the transaction, in id order, and answers them. Every transaction that posts a
 * journal locks its accounts so, before it writes any row referring to one of them (issue 22: two crossing
 * transfers, A to B and B to A, that each first wrote such a row held a key-share lock the other's lock waited for).
 * `NO KEY UPDATE` is the lock an update of the balance takes: two journals on one account wait for each other, while
 * rows that merely refer to the account (entries, operations; key-share locks) are written meanwhile.
 */
export async function lockAccounts(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: accounts.id,
      type: accounts.type,
      currencyCode: accounts.currencyCode,
      balance: accounts.balance,
      balanceMin: accounts.balanceMin,
    })
    .from(accounts)
    .where(inArray(accounts.id, [...ids]))
    .orderBy(asc(accounts.id))
    .for('no key update');
}

/** Thrown inside the transaction so that nothing of the journal is written. */
export function insufficientFunds(): Error {
  return methodError(RESPONSE_CODES.insufficientFunds, 'Insufficient funds');
}

/**
 * Writes a journal and moves balances, or writes nothing. Refuses with 51 when a customer account would go below
 * its minimum balance; system accounts have no minimum. A journal whose entries do not sum to zero per currency,
 * or that posts to an account in another currency, is a programming error and throws.
 */
export async function postJournal(db: Database, input: JournalInput): Promise<PostedJournal> {
  if (input.postings.length < 2) throw new Error('A journal needs at least two entries');
  return db.transaction(async (tx) => {
    if (input.idempotencyKey !== undefined) {
      const [existing] = await tx
        .select({ id: journals.id })
        .from(journals)
        .where(
          and(eq(journals.customerId, input.customerId), eq(journals.idempotencyKey, input.idempotencyKey)),
        );
      if (existing) return { journalId: existing.id, replayed: true };
    }
    const ids = journalAccountIds(input.postings);
    const locked = await lockAccounts(tx, ids);
    const byId = new Map(locked.map((row) => [row.id, row]));
    const createdAt = input.createdAt ?? new Date();
    const [journal] = await tx
      .insert(journals)
      .values({
        customerId: input.customerId,
        type: input.type,
        status: input.status,
        description: input.description ?? '',
        counterpartyName: input.counterpartyName ?? '',
        counterpartyEmail: input.counterpartyEmail,
        reference: input.reference,
        note: input.note,
        fee: input.fee ?? '0',
        exchangeRate: input.exchangeRate,
        idempotencyKey: input.idempotencyKey,
        batchId: input.batchId,
        createdAt,
      })
      // A concurrent submit with the same key got there first: answer its journal.
      .onConflictDoNothing()
      .returning({ id: journals.id });
    if (!journal) {
      const [existing] = await tx
        .select({ id: journals.id })
        .from(journals)
        .where(
          and(
            eq(journals.customerId, input.customerId),
            eq(journals.idempotencyKey, input.idempotencyKey ?? ''),
          ),
        );
      if (!existing) throw new Error('Journal insert conflicted without an idempotency key');
      return { journalId: existing.id, replayed: true };
    }
    // Net movement per account, checked against its minimum before anything moves; sums per currency are zero.
    const net = new Map<number, Decimal>();
    const perCurrency = new Map<string, Decimal>();
    for (const posting of input.postings) {
      const account = byId.get(posting.accountId);
      if (!account) throw methodError(RESPONSE_CODES.notFound, `Account ${posting.accountId} not found`);
      net.set(posting.accountId, (net.get(posting.accountId) ?? new Decimal(0)).plus(posting.amount));
      perCurrency.set(
        account.currencyCode,
        (perCurrency.get(account.currencyCode) ?? new Decimal(0)).plus(posting.amount),
      );
    }
    for (const [currencyCode, sum] of perCurrency)
      if (!sum.isZero()) throw new Error(`Journal entries in ${currencyCode} sum to ${sum.toFixed()}, not 0`);
    for (const [accountId, change] of net) {
      const account = byId.get(accountId)!;
      if (change.isNegative() && !isSystemAccountType(account.type)) {
        const after = new Decimal(account.balance).plus(change);
        if (after.lessThan(account.balanceMin)) throw insufficientFunds();
      }
    }
    await tx.insert(ledgerEntries).values(
      input.postings.map((posting) => ({
        journalId: journal.id,
        accountId: posting.accountId,
        currencyCode: byId.get(posting.accountId)!.currencyCode,
        amount: posting.amount,
        kind: posting.kind ?? 'principal',
        createdAt,
      })),
    );
    await stampAccounts(
      tx,
      ids.filter((id) => !isSystemAccountType(byId.get(id)!.type)),
    );
    for (const [accountId, change] of net) {
      if (change.isZero()) continue;
      if (input.status === 'completed') {
        await tx
          .update(accounts)
          .set({ balance: sql`${accounts.balance} + ${change.toFixed()}` })
          .where(eq(accounts.id, accountId));
      } else if (change.isNegative()) {
        // Processing: the outgoing money is held until the journal completes or is refused.
        await tx
          .update(accounts)
          .set({
            balance: sql`${accounts.balance} + ${change.toFixed()}`,
            pendingAmount: sql`${accounts.pendingAmount} - ${change.toFixed()}`,
          })
          .where(eq(accounts.id, accountId));
      }
    }
    return { journalId: journal.id, replayed: false };
  });
}

/** The currencies in which a journal's entries do not sum to zero (none for a sound ledger; tests use it). */
export async function journalImbalance(
  db: Database,
  journalId: number,
): Promise<{ currencyCode: string; sum: string }[]> {
  const rows = await db
    .select({
      currencyCode: ledgerEntries.currencyCode,
      sum: sql<string>`sum(${ledgerEntries.amount})::text`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.journalId, journalId))
    .groupBy(ledgerEntries.currencyCode);
  return rows.filter((row) => !new Decimal(row.sum).isZero());
}
