import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { money, createdAt, customerRef } from '../platform/db/columns';

/** Cards of other banks a customer saved: a payment instrument that cards add and confirm, and payouts pay to. */

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
