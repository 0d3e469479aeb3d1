import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, customers, users } from '../../platform/db/tables';
import { money, createdAt } from '../../platform/db/columns';

/** Tables of the transfers area (issue 5): operations awaiting approval, templates, rates, batches to approve. */

/**
 * A submitted transfer (spec 02 §3 "Submit result"): it waits for its approval code (`awaitingCode`), for a
 * colleague's approval (`awaitingApproval`, access right 3), or is done. Executing it posts the journal kept in
 * `plan`; the code is stored as a hash bound to the amount and payee it was sent for (spec 02 §4, issue 5).
 */
export const transferOperations = pgTable(
  'transfer_operations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The approval transaction id of the business queue (spec 02 §7 "Approve or decline (transactionIds...)"). */
    requestId: integer('request_id').generatedByDefaultAsIdentity({ startWith: 7001 }).notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status').notNull(),
    fromAccountId: integer('from_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    fee: money('fee').notNull().default('0'),
    currencyCode: text('currency_code').notNull(),
    /** The payee as one canonical string (e-mail, IBAN, card number, address, key): what the code is bound to. */
    payee: text('payee').notNull(),
    payeeName: text('payee_name').notNull().default(''),
    /** Everything needed to post the journal and to answer recent-transfer details. */
    plan: jsonb('plan').$type<Record<string, unknown>>().notNull(),
    approveType: text('approve_type').notNull(),
    /** sha256 of `code|plan fingerprint`: any change to the plan (amount, payee, details...) no longer matches. */
    codeHash: text('code_hash'),
    codeAttemptsLeft: smallint('code_attempts_left').notNull().default(0),
    /** Wrong codes over all the codes sent: a resend does not reset it (a total cap against guessing). */
    wrongCodes: smallint('wrong_codes').notNull().default(0),
    /** How many times a fresh code or push prompt was asked for (capped). */
    codeResends: smallint('code_resends').notNull().default(0),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    approvalSentTo: text('approval_sent_to'),
    idempotencyKey: text('idempotency_key'),
    journalId: bigint('journal_id', { mode: 'number' }),
    /** A mass request groups its operations (spec 02 §7 "Mass approve or decline (batchId...)"). */
    batchId: integer('batch_id'),
    decidedBy: integer('decided_by'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'transfer_operations_status',
      sql`${table.status} in ('awaitingCode', 'awaitingApproval', 'completed', 'processing', 'declined', 'failed', 'refused')`,
    ),
    uniqueIndex('transfer_operations_idempotency_idx').on(table.customerId, table.idempotencyKey),
    index('transfer_operations_queue_idx').on(table.customerId, table.status, table.createdAt),
  ],
);

/** A beneficiary or payment template (spec 02 §3): the payee fields of one kind under a name. */
export const transferTemplates = pgTable(
  'transfer_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 8001 }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    templateName: text('template_name').notNull(),
    type: text('type').notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    /** 1 or 2 is valid (spec 02 §3); 0 not yet checked, 3 refused. */
    wireStatus: smallint('wire_status'),
    eftStatus: smallint('eft_status'),
    countryCode: text('country_code'),
    currencyCode: text('currency_code'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('transfer_templates_name_idx').on(table.customerId, table.type, table.templateName),
  ],
);

/** Exchange rates the sandbox bank quotes (configurable through `/sandbox/exchange-rates`). */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    fromCurrencyCode: text('from_currency_code').notNull(),
    toCurrencyCode: text('to_currency_code').notNull(),
    rate: numeric('rate', { precision: 20, scale: 10, mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.fromCurrencyCode, table.toCurrencyCode] })],
);

/** Per-customer limit overrides (the defaults are constants of the transfers module). */
export const transferLimits = pgTable(
  'transfer_limits',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    period: text('period').notNull(),
    currencyCode: text('currency_code').notNull(),
    max: money('max').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.type, table.period, table.currencyCode] })],
);
