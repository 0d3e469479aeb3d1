import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, customerRef, accountRef } from '../../../platform/db/columns';

/** Tables of the cards slice besides the card accounts themselves (platform/db accounts): the documents a card needs. */

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
