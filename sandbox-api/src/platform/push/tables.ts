import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, userRef } from '../db/columns';

/** The user's push devices: the auth area links and approves them, the payments' push approval reads them. */

/** A phone that approves push prompts (spec 01 §3 "Auth-service device"). Seeded ids are below the identity start. */
export const devices = pgTable(
  'devices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    userId: userRef(),
    /** The device's public code, shown in lists. */
    code: text('code').notNull().unique(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    location: text('location').notNull(),
    pushToken: text('push_token'),
    /** The device proves itself with this secret (header `X-Device-Secret`); only its digest is kept. */
    secretHash: text('secret_hash').notNull().unique(),
    approved: boolean('approved').notNull().default(false),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('devices_user_idx').on(table.userId),
    check('devices_type', sql`${table.type} in ('android', 'ios')`),
  ],
);
