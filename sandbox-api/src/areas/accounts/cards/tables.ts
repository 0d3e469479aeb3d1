import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

import { money, createdAt, customerRef, accountRef } from '../../../platform/db/columns';

/** Tables of the cards slice besides the card accounts themselves (platform/db accounts): cards of other banks and documents. */

/** Cards of other banks a customer added (add-card) and confirms with a small verification charge (confirm-card). */
export const externalCards = pgTable('external_cards', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 9001 }),
  customerId: customerRef(),
  bin: text('bin').notNull(),
  last4: text('last4').notNull(),
  cardHolderName: text('card_holder_name').notNull(),
  cardExpiryMonth: smallint('card_expiry_month').notNull(),
  cardExpiryYear: smallint('card_expiry_year').notNull(),
  cardBrand: text('card_brand').notNull(),
  status: text('status').notNull().default('pending'),
  verificationAmount: money('verification_amount').notNull(),
  attemptsLeft: smallint('attempts_left').notNull().default(3),
  createdAt: createdAt(),
});

/** One uploaded side of a document a card needs (spec 02 §3 "Document"); the file itself is not kept. */
export const cardDocuments = pgTable(
  'card_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerRef(),
    accountId: accountRef(),
    type: smallint('type').notNull(),
    side: text('side').notNull(),
    statusId: smallint('status_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('card_documents_side', sql`${table.side} in ('front', 'back')`)],
);
