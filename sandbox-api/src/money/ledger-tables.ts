import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, currencies, customers } from '../platform/db/tables';
import { money } from '../platform/db/columns';

/**
 * The double-entry ledger (DESIGN §5, issue 5): every movement of money is one journal whose entries sum to zero
 * per currency, written in one transaction with row locks on the accounts it touches.
 *
 * - A journal is what the customer sees as one transaction (history, details); its id is the transactionId.
 * - Entries are signed postings to accounts. The other side of money that enters or leaves the product is a system
 *   account of the sandbox bank (clearing, fees, exchange; `SYSTEM_ACCOUNT_TYPES`).
 * - `accounts.balance` is the sum of the entries of completed journals; `accounts.pending_amount` the money held by
 *   processing journals (their outgoing entries). Refused journals count for nothing but stay in the history.
 */

export const journals = pgTable(
  'journals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 5_000_001 }),
    /** The customer that initiated it (for an incoming payment, the receiving customer). */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The operation type of spec 02 §3 (`TRANSACTION_TYPES`). */
    type: text('type').notNull(),
    status: text('status').notNull(),
    description: text('description').notNull().default(''),
    counterpartyName: text('counterparty_name').notNull().default(''),
    counterpartyEmail: text('counterparty_email'),
    reference: text('reference'),
    note: text('note'),
    /** The fee charged to the initiator, in the currency of the debited account. */
    fee: money('fee').notNull().default('0'),
    exchangeRate: money('exchange_rate'),
    /** The client's idempotency key: the same key from the same customer is the same journal. */
    idempotencyKey: text('idempotency_key'),
    batchId: integer('batch_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('journals_status', sql`${table.status} in ('completed', 'processing', 'refused')`),
    uniqueIndex('journals_idempotency_idx').on(table.customerId, table.idempotencyKey),
    index('journals_created_idx').on(table.createdAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    journalId: bigint('journal_id', { mode: 'number' })
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    /** Signed: negative leaves the account. */
    amount: money('amount').notNull(),
    /** principal or fee; history lines are the principal entries. */
    kind: text('kind').notNull().default('principal'),
    /** The journal's time, copied so an account's history is one index range. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('ledger_entries_kind', sql`${table.kind} in ('principal', 'fee')`),
    // The history's order per account (newest first, then journal, then entry; `desc` puts nulls first, as a
    // plain `order by ... desc` does, or the index could not serve it): a page is a seek into it.
    index('ledger_entries_account_seek_idx').on(
      table.accountId,
      table.createdAt.desc().nullsFirst(),
      table.journalId.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('ledger_entries_journal_idx').on(table.journalId),
  ],
);
