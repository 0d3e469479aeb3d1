import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

import { money, createdAt, customerRef, accountRef } from '../../../platform/db/columns';

/** Tables of the accounts area (issue 4): instructions, receive links, cards' companions, exports, batches, news. */

/** How to pay into an account by bank transfer (spec 02 §3 "Payment instruction"). */
export const paymentInstructions = pgTable('payment_instructions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 7001 }),
  customerId: customerRef(),
  accountId: accountRef(),
  bankAccountNumber: text('bank_account_number').notNull(),
  bankName: text('bank_name').notNull(),
  swift: text('swift').notNull(),
  beneficiaryName: text('beneficiary_name').notNull(),
  reference: text('reference').notNull(),
  viewed: boolean('viewed').notNull().default(false),
});

/** The public `/receive/{id}` page's data (spec 02 §2). */
export const receiveLinks = pgTable('receive_links', {
  id: text('id').primaryKey(),
  customerId: customerRef(),
  accountId: accountRef(),
  amount: money('amount'),
  note: text('note'),
  createdAt: createdAt(),
});
