import { index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, expiresAt, usedAt, userRef } from '../../../platform/db/columns';

/** Tables of the access operations: activation links, password-reset codes and e-mail confirmations. */

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
