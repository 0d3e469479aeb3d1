import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

import { createdAt, customerRef, userRef } from '../db/columns';

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

/** A legal document version users must accept (spec 01 §3 "A terms error returns terms"). */
export const terms = pgTable('terms', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  title: text('title').notNull(),
  url: text('url').notNull(),
  version: text('version').notNull(),
  createdAt: createdAt(),
});

/** A version a user was asked to accept; pending while `accepted_at` is null (the TE answer lists those). */
export const userTerms = pgTable(
  'user_terms',
  {
    userId: userRef(),
    termsId: integer('terms_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.termsId] })],
);

/** An authorised user (employee) of a business; `users.customer_id` is that business (spec 01 §6). */
export const businessEmployees = pgTable(
  'business_employees',
  {
    userId: userRef().primaryKey(),
    customerId: customerRef(),
    createdAt: createdAt(),
  },
  (table) => [index('business_employees_customer_idx').on(table.customerId)],
);

/** E-mails refused as payout recipients: the e-mail check's `outBlacklist` (spec 01 §5). */
export const blacklistedEmails = pgTable('blacklisted_emails', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});
