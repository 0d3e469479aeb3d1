import { index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, customerRef } from '../../../platform/db/columns';

/**
 * Verification (spec 03 §3 "Identity", "Document statuses and categories", §4; issue 30): why an account is limited.
 * The documents a customer uploads and what the back office knows about the customer besides them are the customer's
 * records (platform/customer/verification-tables.ts); `/sandbox/compliance` plays the back office that judges them.
 */

/** A reason an account is limited (spec 03 §3 "limit data"), with the categories whose documents lift it. */
export const customerLimitReasons = pgTable(
  'customer_limit_reasons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 6001 }),
    customerId: customerRef(),
    actionTypeId: smallint('action_type_id').notNull(),
    name: text('name').notNull(),
    categories: jsonb('categories').$type<number[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('customer_limit_reasons_customer_idx').on(table.customerId)],
);
