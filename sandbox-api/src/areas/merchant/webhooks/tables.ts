import type { WebhookDeliveryStatus, WebhookEventType } from '@portal/api/catalogue';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../../../platform/db/tables';
import { journals } from '../../../money/ledger-tables';
import { money } from '../../../platform/db/columns';

/**
 * The merchant's server-to-server tools (issue 33 items 2 and 3; spec 03 §3 "Webhook", "Webhook request log", "API
 * key", "API request log", "Allowed IP"): webhooks and the log of every delivery attempt, API keys (stored hashed)
 * and the log of the public merchant API, allowed-IP ranges, and what that API makes (payment requests, refunds).
 * Every row belongs to a business customer.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const merchantWebhooks = pgTable(
  'merchant_webhooks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    url: text('url').notNull(),
    /**
     * The signing secret (`whsec_...`). Kept as it is, since the sandbox signs every delivery with it (an HMAC needs
     * the key itself); answered once, on create, and never again (the API shows its last 4 characters).
     */
    secret: text('secret').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('merchant_webhooks_customer_idx').on(table.customerId, table.id)],
);

/**
 * The webhook request log: one row per attempt to deliver an event to a target (a retry, a replay and a ping are
 * attempts too), with what was sent and what came back. `retrying` rows are picked up by the sweeper once
 * `next_attempt_at` has come; `retry_claimed` marks the one whose next attempt was made, so it is made once.
 */
export const merchantWebhookRequests = pgTable(
  'merchant_webhook_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Null for a ping to a URL that is no saved webhook, or once the webhook was deleted. */
    webhookId: integer('webhook_id').references(() => merchantWebhooks.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    event: text('event').$type<WebhookEventType>().notNull(),
    eventId: text('event_id').notNull(),
    attempt: integer('attempt').notNull().default(1),
    status: text('status').$type<WebhookDeliveryStatus>().notNull(),
    requestHeaders: jsonb('request_headers').$type<Record<string, string>>().notNull(),
    requestBody: text('request_body').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    createdAt: at('created_at').notNull().defaultNow(),
    nextAttemptAt: at('next_attempt_at'),
    retryClaimed: boolean('retry_claimed').notNull().default(false),
    replayOf: integer('replay_of'),
  },
  (table) => [
    check(
      'merchant_webhook_requests_status',
      sql`${table.status} in ('pending', 'delivered', 'retrying', 'failed')`,
    ),
    index('merchant_webhook_requests_customer_idx').on(table.customerId, table.id),
    index('merchant_webhook_requests_due_idx').on(table.status, table.nextAttemptAt),
  ],
);

/** API keys of the public merchant API: the key itself is never stored, only its SHA-256 and its first characters. */
export const merchantApiKeys = pgTable(
  'merchant_api_keys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole key. */
    keyHash: text('key_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
  },
  (table) => [
    uniqueIndex('merchant_api_keys_hash_idx').on(table.keyHash),
    index('merchant_api_keys_customer_idx').on(table.customerId, table.id),
  ],
);

/** The public merchant API's request log: every call with a known key, refused ones too. */
export const merchantApiRequests = pgTable(
  'merchant_api_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    apiKeyId: integer('api_key_id').references(() => merchantApiKeys.id, { onDelete: 'set null' }),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    ip: text('ip').notNull(),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('merchant_api_requests_key_idx').on(table.apiKeyId, table.createdAt)],
);

/** Allowed-IP ranges of the public merchant API (both ends of one family, `ip_from <= ip_to`). */
export const merchantAllowedIps = pgTable(
  'merchant_allowed_ips',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    ipFrom: text('ip_from').notNull(),
    ipTo: text('ip_to').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('merchant_allowed_ips_customer_idx').on(table.customerId, table.id)],
);

/** Payment requests a merchant's server made through the public API. */
export const merchantPaymentRequests = pgTable(
  'merchant_payment_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    apiKeyId: integer('api_key_id').references(() => merchantApiKeys.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    description: text('description').notNull(),
    reference: text('reference'),
    payerEmail: text('payer_email'),
    status: text('status').$type<'open' | 'paid' | 'cancelled'>().notNull().default('open'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('merchant_payment_requests_status', sql`${table.status} in ('open', 'paid', 'cancelled')`),
    index('merchant_payment_requests_customer_idx').on(table.customerId, table.id),
  ],
);

/** Refunds of received payments: each one its own ledger journal back to the payer. */
export const merchantRefunds = pgTable(
  'merchant_refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    paymentJournalId: bigint('payment_journal_id', { mode: 'number' })
      .notNull()
      .references(() => journals.id),
    refundJournalId: bigint('refund_journal_id', { mode: 'number' })
      .notNull()
      .references(() => journals.id),
    amount: money('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('merchant_refunds_payment_idx').on(table.paymentJournalId)],
);
