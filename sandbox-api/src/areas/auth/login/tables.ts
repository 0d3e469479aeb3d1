import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, userRef } from '../../../platform/db/columns';

/** One-time secrets of temporary authorised users, exchanged at the token step (spec 01 §6). */
export const authSecrets = pgTable('auth_secrets', {
  secretHash: text('secret_hash').primaryKey(),
  userId: userRef(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
