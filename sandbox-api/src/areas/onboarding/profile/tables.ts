import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../../platform/db/tables';

/**
 * Notification settings (spec 02 §3 "Notification item: group, identified, value"): only the values a user changed;
 * every other item has the default of the sandbox's catalogue (areas/onboarding/profile/notification-catalogue.ts).
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    identified: text('identified').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.identified] })],
);
