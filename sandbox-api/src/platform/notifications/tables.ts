import type { NotificationParams } from '@portal/api/catalogue';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../db/tables';

/**
 * Notifications per customer (spec 03 §3 "Notification"; issue 31 item 4): what the sandbox told a customer, stored
 * before it is pushed live, so the portal's header lists it with its unread count and marks it read. Types and
 * severities are the contract's (`@portal/api/catalogue` notifications.ts), checked by the service, not the table:
 * the spec adds types over time.
 */
export const customerNotifications = pgTable(
  'customer_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    severity: text('severity').notNull().default('info'),
    text: text('text').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('customer_notifications_customer_idx').on(table.customerId, table.createdAt)],
);
