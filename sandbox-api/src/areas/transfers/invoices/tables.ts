import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, customers } from '../../../platform/db/tables';
import { money } from '../../../platform/db/columns';

/** Tables of the invoices area (issue 15 item 4, spec 02 §3 "Invoice"). */

/**
 * An invoice: the payee issues it and is paid, the payer it is addressed to pays it (contract/invoices.ts says why).
 * `state` is what was done to it (open, paid, rejected); whether an open one awaits payment or is unpaid follows
 * from its due date when it is read. A system funding invoice has no payee customer: the bank issues it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5001 }),
    payerCustomerId: integer('payer_customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Null for a system (funding) invoice. */
    payeeCustomerId: integer('payee_customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    payerEmail: text('payer_email').notNull(),
    payeeEmail: text('payee_email').notNull(),
    payerName: text('payer_name').notNull(),
    payeeName: text('payee_name').notNull(),
    payerAccountId: integer('payer_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    payeeAccountId: integer('payee_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    currencyCode: text('currency_code').notNull(),
    amount: money('amount').notNull(),
    noteBody: text('note_body'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    state: text('state').notNull().default('open'),
    rejectNote: text('reject_note'),
    isFunding: boolean('is_funding').notNull().default(false),
    isSystem: boolean('is_system').notNull().default(false),
    /** The journal that paid it. */
    journalId: integer('journal_id'),
    /** The key of its PDF link (`urlPdf`): whoever holds the link reads the PDF, as with an e-mailed invoice. */
    pdfToken: uuid('pdf_token').notNull().defaultRandom(),
    /** The brand whose letterhead its PDF carries (the issuing portal's, issue 14). */
    brand: text('brand').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invoices_payer_idx').on(table.payerCustomerId, table.id),
    index('invoices_payee_idx').on(table.payeeCustomerId, table.id),
    check('invoices_state', sql`${table.state} in ('open', 'paid', 'rejected')`),
    check('invoices_amount_positive', sql`${table.amount} > 0`),
  ],
);
