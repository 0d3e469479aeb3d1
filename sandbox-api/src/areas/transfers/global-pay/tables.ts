import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, customers, users } from '../../../platform/db/tables';
import { money, createdAt } from '../../../platform/db/columns';

/**
 * Global pay (issue 15 items 2 and 3; spec 02 §3 "Global-pay batch", "Global-pay recipient session", §4): a
 * business's batch of payments, each claimed by its recipient through a secret link. Money is decimal.
 */

/** A batch: a draft until submitted, then its money waits in the holding account until each payment settles. */
export const globalPayBatches = pgTable(
  'global_pay_batches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5001 }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    batchName: text('batch_name').notNull(),
    fileName: text('file_name'),
    /** sha256 of the uploaded file's rows, normalized: an identical upload answers code 92 (spec 02 §4). */
    fileHash: text('file_hash').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** draft, pendingApproval, submitted, completed, rejected (contract GLOBAL_PAY_BATCH_STATUSES). */
    status: text('status').notNull().default('draft'),
    expireDays: smallint('expire_days').notNull(),
    /** The approval operation of the submit (transfer_operations.id) and, once executed, its journal. */
    operationId: uuid('operation_id'),
    journalId: integer('journal_id'),
    /** The portal page the submit came from: the recipients' links point there. */
    portalOrigin: text('portal_origin'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('global_pay_batches_customer_idx').on(table.customerId, table.fileHash),
    index('global_pay_batches_operation_idx').on(table.operationId),
  ],
);

/** A payment of a batch and, once submitted, its recipient's claim (the secret is kept only as a hash). */
export const globalPayPayments = pgTable(
  'global_pay_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 60001 }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => globalPayBatches.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    /** The payment's fee in the batch currency; who pays it is `fee_share`. */
    fee: money('fee').notNull(),
    description: text('description').notNull().default(''),
    beneficiaryType: text('beneficiary_type').notNull().default('individual'),
    beneficiaryName: text('beneficiary_name').notNull(),
    beneficiaryEmail: text('beneficiary_email').notNull(),
    beneficiaryCountryCode: text('beneficiary_country_code').notNull(),
    feeShare: text('fee_share').notNull().default('sender'),
    forbiddenMethods: jsonb('forbidden_methods').$type<string[]>().notNull().default([]),
    /** active, deleted, new, pending, completed, refused, expired (contract GLOBAL_PAY_PAYMENT_STATUSES). */
    status: text('status').notNull().default('active'),
    /** sha256 of the payment secret, set at submit. */
    secretHash: text('secret_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The recipient's payout, once submitted: method, country, currency, details and the code it waits for. */
    paymentMethod: text('payment_method'),
    countryCode: text('country_code'),
    toCurrencyCode: text('to_currency_code'),
    exchangeRate: money('exchange_rate'),
    toAmount: money('to_amount'),
    paymentDetails: jsonb('payment_details').$type<Record<string, string>>(),
    operationId: uuid('operation_id'),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttemptsLeft: smallint('code_attempts_left').notNull().default(0),
    codeResends: smallint('code_resends').notNull().default(0),
    journalId: integer('journal_id'),
    transferDate: timestamp('transfer_date', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('global_pay_payments_batch_idx').on(table.batchId),
    uniqueIndex('global_pay_payments_secret_idx').on(table.secretHash),
    index('global_pay_payments_email_idx').on(table.beneficiaryEmail),
  ],
);
