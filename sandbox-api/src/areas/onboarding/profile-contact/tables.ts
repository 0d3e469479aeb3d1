import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../../platform/db/tables';
import { companyPhones } from '../../../platform/customer/company-tables';
import { createdAt } from '../../../platform/db/columns';

/**
 * The profile's own state (spec 03 §3 "Phone and email", §7 "Profile, identity and documents"; issue 30 item 3):
 * the code a phone waits for, and the username change requests. E-mails, phones and addresses themselves are the
 * customer's rows of `company_emails`, `company_phones` and `addresses`.
 */

/**
 * The one code a phone waits for, kept only as its digest: sent when the phone was added or replaced, or by a
 * verification request (`POST verification/phones/{phoneId}/verify`), which also keeps the S256 challenge its
 * verifier must match and the request id a business confirmation names. A new code takes the place of the last.
 */
export const phoneCodes = pgTable('phone_codes', {
  phoneId: integer('phone_id')
    .primaryKey()
    .references(() => companyPhones.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  /** Set for a verification request's code: the confirmation must bring its verifier. */
  codeChallenge: text('code_challenge'),
  /** The verification request's id (digest), for a business phone confirm. */
  reqIdHash: text('req_id_hash'),
  attemptsLeft: smallint('attempts_left').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/**
 * A user's request to sign in with another e-mail (spec 03 §3 "A username change request holds requestId,
 * desiredUsername, logs and status (default active)"): at most one active per user.
 */
export const usernameChanges = pgTable(
  'username_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 3001 }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    desiredUsername: text('desired_username').notNull(),
    status: text('status').notNull().default('active'),
    logs: jsonb('logs').$type<{ date: string; status: string; message: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    index('username_changes_user_idx').on(table.userId),
    uniqueIndex('username_changes_one_active')
      .on(table.userId)
      .where(sql`${table.status} = 'active'`),
  ],
);
