import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../../platform/db/tables';
import { customerRef } from '../../../platform/db/columns';

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
