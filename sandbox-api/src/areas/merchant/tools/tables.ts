import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, customers } from '../../../platform/db/tables';
import { money } from '../../../platform/db/columns';

/**
 * The merchant tools' named operations (issue 33; spec 03 §3 "Merchant items", §7 "Merchant tools"): subscribers and
 * installments, identity verifications, the payer facts reputation adds to the ledger's payments, IPN messages and
 * settings, payment-notification settings, logos and saved buttons. Every row belongs to a business customer (the
 * merchant) and goes with it. Secrets are kept as their SHA-256 only: they are answered once, when made.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const merchant = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

/** The file itself (node-postgres answers a Buffer, PGlite a Uint8Array; both read as a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A payer's subscription to one of the merchant's plans (spec 03 §3 "Subscription (subscriptionId)"). */
export const merchantSubscriptions = pgTable(
  'merchant_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5001 }),
    customerId: merchant(),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    planName: text('plan_name').notNull(),
    amount: money('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    period: text('period').notNull(),
    status: text('status').notNull().default('active'),
    startedAt: at('started_at').notNull().defaultNow(),
    nextPaymentAt: at('next_payment_at'),
    cancelledAt: at('cancelled_at'),
  },
  (table) => [
    index('merchant_subscriptions_customer_idx').on(table.customerId, table.startedAt, table.id),
    check('merchant_subscriptions_period', sql`${table.period} in ('week', 'month', 'year')`),
    check('merchant_subscriptions_status', sql`${table.status} in ('active', 'cancelled', 'pastDue')`),
    check('merchant_subscriptions_amount', sql`${table.amount} > 0`),
  ],
);

/** A purchase a payer pays to the merchant in parts (the installment list beside the subscribers). */
export const merchantInstallments = pgTable(
  'merchant_installments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5001 }),
    customerId: merchant(),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    description: text('description').notNull(),
    total: money('total').notNull(),
    paid: money('paid').notNull().default('0'),
    currencyCode: text('currency_code').notNull(),
    count: integer('count').notNull(),
    paidCount: integer('paid_count').notNull().default(0),
    nextDueDate: date('next_due_date', { mode: 'string' }),
    status: text('status').notNull().default('active'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('merchant_installments_customer_idx').on(table.customerId, table.createdAt, table.id),
    check('merchant_installments_status', sql`${table.status} in ('active', 'paidOff', 'overdue')`),
    check(
      'merchant_installments_count',
      sql`${table.count} > 0 and ${table.paidCount} between 0 and ${table.count}`,
    ),
  ],
);

/** A person the merchant asked the bank to verify; the fee was taken from `accountId` by journal `journalId`. */
export const merchantIdentityVerifications = pgTable(
  'merchant_identity_verifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5001 }),
    customerId: merchant(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    status: text('status').notNull().default('pending'),
    feeAmount: money('fee_amount').notNull(),
    feeCurrencyCode: text('fee_currency_code').notNull(),
    /** The ledger journal of the fee (null for a seeded one). */
    journalId: bigint('journal_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
  },
  (table) => [
    index('merchant_identity_verifications_customer_idx').on(table.customerId, table.createdAt, table.id),
    check(
      'merchant_identity_verifications_status',
      sql`${table.status} in ('pending', 'verified', 'rejected')`,
    ),
  ],
);

/**
 * What reputation adds to the payments the ledger shows a payer made to the merchant: refunds and disputes
 * (`email` lower case, trimmed).
 */
export const merchantPayerEvents = pgTable(
  'merchant_payer_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5001 }),
    customerId: merchant(),
    email: text('email').notNull(),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    occurredAt: at('occurred_at').notNull().defaultNow(),
  },
  (table) => [
    index('merchant_payer_events_customer_idx').on(table.customerId, table.email),
    check('merchant_payer_events_kind', sql`${table.kind} in ('refund', 'dispute')`),
  ],
);

/** spec 03 §3 "IPN settings: notifyUrl, notifyStatusId, statusId (defaults 1 and 1)"; one row per merchant. */
export const merchantIpnSettings = pgTable('merchant_ipn_settings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  notifyUrl: text('notify_url').notNull().default(''),
  notifyStatusId: smallint('notify_status_id').notNull().default(1),
  statusId: smallint('status_id').notNull().default(1),
  /** SHA-256 of the secret key answered once by `newIpnSecretKey`. */
  secretHash: text('secret_hash'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** An IPN message: what was posted (form-encoded) to the notify URL for one payment, and what it answered. */
export const merchantIpnMessages = pgTable(
  'merchant_ipn_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5001 }),
    customerId: merchant(),
    /** The ledger journal of the payment. */
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    amount: money('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    payerEmail: text('payer_email').notNull(),
    notifyUrl: text('notify_url').notNull(),
    status: text('status').notNull().default('sent'),
    body: text('body').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    confirmedAt: at('confirmed_at'),
  },
  (table) => [
    index('merchant_ipn_messages_customer_idx').on(table.customerId, table.createdAt, table.id),
    // One message per payment: a payment told twice would be paid for twice by a careless merchant.
    uniqueIndex('merchant_ipn_messages_payment_idx').on(table.customerId, table.transactionId),
    check('merchant_ipn_messages_status', sql`${table.status} in ('sent', 'failed', 'confirmed')`),
  ],
);

/** spec 03 §3 "Payment-notification settings: statusId"; one row per merchant. */
export const merchantPaymentNotificationSettings = pgTable('merchant_payment_notification_settings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  statusId: smallint('status_id').notNull().default(1),
  /** SHA-256 of the secret answered once by `newPaymentNotificationSecret`. */
  secretHash: text('secret_hash'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * spec 03 §3 "Logo: id, name, isDefault, file": the image's bytes, served at `/files/merchant-logos/{id}/{token}`
 * (the token keeps others' logos from being walked through by id). At most one default per merchant.
 */
export const merchantLogos = pgTable(
  'merchant_logos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5001 }),
    customerId: merchant(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** What the bytes are, read from their first bytes (never the uploader's word). */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    token: text('token').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('merchant_logos_customer_idx').on(table.customerId, table.id),
    uniqueIndex('merchant_logos_one_default_idx')
      .on(table.customerId)
      .where(sql`${table.isDefault}`),
    check(
      'merchant_logos_content_type',
      sql`${table.contentType} in ('image/png', 'image/jpeg', 'image/svg+xml', 'image/webp')`,
    ),
  ],
);

/** spec 03 §3 "Saved button: id plus form data" (the form data is ours: contract/merchant.ts SavedButtonForm). */
export const merchantSavedButtons = pgTable(
  'merchant_saved_buttons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5001 }),
    customerId: merchant(),
    name: text('name').notNull(),
    buttonType: text('button_type').notNull(),
    itemName: text('item_name').notNull(),
    itemNumber: text('item_number'),
    amount: money('amount'),
    currencyCode: text('currency_code').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    period: text('period'),
    logoId: integer('logo_id').references(() => merchantLogos.id, { onDelete: 'set null' }),
    buttonText: text('button_text').notNull(),
    buttonColor: text('button_color').notNull(),
    successUrl: text('success_url'),
    cancelUrl: text('cancel_url'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('merchant_saved_buttons_customer_idx').on(table.customerId, table.id),
    check('merchant_saved_buttons_type', sql`${table.buttonType} in ('buyNow', 'donate', 'subscribe')`),
    check('merchant_saved_buttons_color', sql`${table.buttonColor} in ('blue', 'green', 'black', 'white')`),
    check(
      'merchant_saved_buttons_period',
      sql`${table.period} is null or ${table.period} in ('week', 'month', 'year')`,
    ),
  ],
);
