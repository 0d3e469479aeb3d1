import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { customers } from '../platform/db/tables';
import { createdAt } from '../platform/db/columns';

/** The payout blacklist's table: the money floor checks it on every payout; the blacklist slice lists, adds and removes its entries. */

/** Payees a customer refused to pay out to (the payout blacklist, spec 02 §2, §5 outBlacklist). */
export const payoutBlacklist = pgTable(
  'payout_blacklist',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    active: boolean('active').notNull().default(true),
    /** What it blocks (issue 15): all payouts, p2p only or global pay only (contract BLOCK_TYPES). */
    blockType: text('block_type').notNull().default('all'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.email] })],
);
