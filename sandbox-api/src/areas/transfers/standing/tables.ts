import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { journals } from '../../../money/ledger-tables';
import { accounts, customers, users } from '../../../platform/db/tables';
import { money, createdAt } from '../../../platform/db/columns';

/**
 * Standing payments (issue 15 item 5; spec 02 §3 "Announcements and standing payments", "Transfer entities"): a
 * between-accounts transfer with subscription fields makes its first payment at once and leaves a standing order
 * that the scheduler (areas/transfers/standing) executes on the sandbox clock's due dates.
 */

export const standingOrders = pgTable(
  'standing_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5001 }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Who created it; the executions are theirs. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** betweenAccounts (p2p carries the fields too, spec 02 §7). */
    type: text('type').notNull(),
    fromAccountId: integer('from_account_id')
      .notNull()
      .references(() => accounts.id),
    toAccountId: integer('to_account_id')
      .notNull()
      .references(() => accounts.id),
    beneficiaryEmail: text('beneficiary_email').notNull(),
    /** What leaves the from account each time, in its currency. */
    amount: money('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    frequency: text('frequency').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** Payments in all, the first included; null: no count. */
    transactionsTotal: integer('transactions_total'),
    /** Payments made, the first included. */
    transactionsDone: integer('transactions_done').notNull().default(1),
    userCancel: boolean('user_cancel').notNull().default(false),
    /** The next due date; null once finished or cancelled. */
    nextDate: date('next_date', { mode: 'string' }),
    status: text('status').notNull().default('active'),
    /** The journal of the first payment. */
    firstJournalId: integer('first_journal_id').references(() => journals.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('standing_orders_customer_idx').on(table.customerId),
    index('standing_orders_due_idx').on(table.status, table.nextDate),
    check('standing_orders_status', sql`${table.status} in ('active', 'finished', 'cancelled')`),
    check('standing_orders_amount', sql`${table.amount} > 0`),
  ],
);

/** One due date of a standing order: executed (its journal) or skipped (why). The key makes each date run once. */
export const standingOrderRuns = pgTable(
  'standing_order_runs',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    journalId: integer('journal_id').references(() => journals.id),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.dueDate] }),
    check('standing_order_runs_status', sql`${table.status} in ('executed', 'skipped')`),
  ],
);
