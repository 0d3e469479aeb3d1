import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers, users } from '../../../platform/db/tables';

/** Tables of the news slice: announcements and what each user did with them (spec 02 §3). */

/** Announcements (spec 02 §3); `customer_id` null is for everyone. */
export const announcements = pgTable('announcements', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 401 }),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  body: text('body').notNull(),
  needsConfirmation: boolean('needs_confirmation').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/** What a user did with an announcement: read it, and answered it when it asks. */
export const announcementStates = pgTable(
  'announcement_states',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.announcementId, table.userId] }),
    check('announcement_states_answer', sql`${table.answer} in ('accepted', 'declined')`),
  ],
);
