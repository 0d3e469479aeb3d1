import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, customerRef, expiresAt, usedAt, userRef } from '../../../platform/db/columns';

/** Tables of the security settings: the IP whitelist, confirmations of security changes, the login history. */

/** Access-IP whitelist entry (spec 02 §3): one address, or a range up to `to_ip`. */
export const accessIps = pgTable(
  'access_ips',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    customerId: customerRef(),
    ip: text('ip').notNull(),
    toIp: text('to_ip'),
    createdAt: createdAt(),
  },
  (table) => [index('access_ips_customer_idx').on(table.customerId)],
);

/** Access-IP mode per customer (spec 02 §6): 0 any address, 1 only the whitelist. No row is mode 0. */
export const accessIpSettings = pgTable(
  'access_ip_settings',
  {
    customerId: customerRef().primaryKey(),
    mode: smallint('mode').notNull(),
  },
  (table) => [check('access_ip_settings_mode', sql`${table.mode} in (0, 1)`)],
);

/**
 * A security change waiting for the user's factor (spec 02 §4, §7): a two-step verification change or a
 * password change, confirmed by an SMS code or a push prompt. `payload` is what is applied on confirmation.
 */
export const securityConfirmations = pgTable(
  'security_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Set when confirmed by SMS code; null when a push prompt confirms it. */
    codeHash: text('code_hash'),
    attemptsLeft: smallint('attempts_left').notNull(),
    promptKey: text('prompt_key'),
    expiresAt: expiresAt(),
    usedAt: usedAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('security_confirmations_user_idx').on(table.userId),
    check('security_confirmations_kind', sql`${table.kind} in ('twoStep', 'passwordChange')`),
  ],
);

/** One sign-in, successful or not (spec 02 §7 "Login history"). */
export const loginHistory = pgTable(
  'login_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    customerId: integer('customer_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    client: text('client').notNull(),
    location: text('location').notNull(),
    authFlow: text('auth_flow').notNull(),
    success: boolean('success').notNull(),
  },
  (table) => [index('login_history_user_idx').on(table.userId, table.occurredAt)],
);
