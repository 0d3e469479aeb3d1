import { boolean, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

import { customerRef } from '../db/columns';

/** Records of a customer that several areas read and write (issue 48: a core entity sits on the platform floor). */

/** Postal addresses of a customer (spec 02 §3 "Address"). */
export const addresses = pgTable('addresses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 8001 }),
  customerId: customerRef(),
  address1: text('address1').notNull(),
  address2: text('address2'),
  city: text('city').notNull(),
  postalCode: text('postal_code').notNull(),
  stateCode: text('state_code'),
  countryCode: text('country_code').notNull(),
  kind: smallint('kind').notNull().default(1),
  statusId: smallint('status_id').notNull().default(1),
  /** The customer said the address is theirs and current (spec 03 §7 "Confirm address"; issue 30 item 3). */
  confirmed: boolean('confirmed').notNull().default(true),
});
