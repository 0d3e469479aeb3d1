import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { money, createdAt, customerRef, accountRef } from '../platform/db/columns';

/** Mass (batch) transfers as posted, approved and listed: on the money floor, since mass posts them, approvals decide them and the history lists them. */

/** A mass (batch) transfer as the history lists it (spec 02 §7 "Batch transfer list"). */
export const batchTransfers = pgTable(
  'batch_transfers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 3001 }),
    customerId: customerRef(),
    accountId: accountRef(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull(),
    totalAmount: money('total_amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    fileName: text('file_name').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  // The batch list's order per customer (newest first, then id; nulls first as `order by ... desc` has them):
  // a page is a seek into it.
  (table) => [
    index('batch_transfers_customer_seek_idx').on(
      table.customerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
