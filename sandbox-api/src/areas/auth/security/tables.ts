import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../../platform/db/tables';
import { createdAt, customerRef, userRef } from '../../../platform/db/columns';

/** Tables of the access operations (terms, activation, password reset) and the security settings. */

const expiresAt = () => timestamp('expires_at', { withTimezone: true }).notNull();
const usedAt = () => timestamp('used_at', { withTimezone: true });

/** A legal document version users must accept (spec 01 §3 "A terms error returns terms"). */
export const terms = pgTable('terms', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  title: text('title').notNull(),
  url: text('url').notNull(),
  version: text('version').notNull(),
  createdAt: createdAt(),
});

/** A version a user was asked to accept; pending while `accepted_at` is null (the TE answer lists those). */
export const userTerms = pgTable(
  'user_terms',
  {
    userId: userRef(),
    termsId: integer('terms_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.termsId] })],
);

/** An authorised user (employee) of a business; `users.customer_id` is that business (spec 01 §6). */
export const businessEmployees = pgTable(
  'business_employees',
  {
    userId: userRef().primaryKey(),
    customerId: customerRef(),
    createdAt: createdAt(),
  },
  (table) => [index('business_employees_customer_idx').on(table.customerId)],
);

/** E-mails refused as payout recipients: the e-mail check's `outBlacklist` (spec 01 §5). */
export const blacklistedEmails = pgTable('blacklisted_emails', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

/** The code of an activation link (spec 01 §2, §4): single use, bound to its user, only the newest one works. */
export const activationCodes = pgTable(
  'activation_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull().unique(),
    userId: userRef(),
    expiresAt: expiresAt(),
    usedAt: usedAt(),
    createdAt: createdAt(),
  },
  (table) => [index('activation_codes_user_idx').on(table.userId)],
);

/** A password-reset code sent to an e-mail (spec 01 §7): single use, a few tries. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    userId: userRef(),
    codeHash: text('code_hash').notNull(),
    attemptsLeft: smallint('attempts_left').notNull(),
    expiresAt: expiresAt(),
    usedAt: usedAt(),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_codes_email_idx').on(table.email)],
);

/** The token of an `?emailConfirmation=TOKEN` link (spec 01 §2). */
export const emailConfirmations = pgTable('email_confirmations', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: userRef(),
  expiresAt: expiresAt(),
  usedAt: usedAt(),
  createdAt: createdAt(),
});

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

/**
 * One call an administrator made while acting as a customer (issue 22): who, for whom, which operation, when
 * and the answer's code, refusals included. The customer reads them on the security page ("actions by support").
 */
export const supportActions = pgTable(
  'support_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: customerRef(),
    operation: text('operation').notNull(),
    responseCode: text('response_code').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('support_actions_customer_idx').on(table.customerId, table.occurredAt)],
);
