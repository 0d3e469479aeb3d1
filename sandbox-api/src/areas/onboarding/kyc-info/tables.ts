import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../../../platform/db/tables';
import { customerRef } from '../../../platform/db/columns';

/**
 * KYC customer info and KYC requests (spec 03 §3 "Identity": "KYC customer info, KYC request"; §4 "Loading after a
 * status is set"; §6 the admin's financial detail; issue 30): what the customer says of their work and money, and
 * what the bank asks them to update by when. Ids refer to the registration's dictionaries.
 */

/** One customer's answers; a customer without a row has told nothing yet. Money as numeric, never a float. */
export const kycInfo = pgTable(
  'kyc_info',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    occupationId: integer('occupation_id'),
    employer: text('employer').notNull().default(''),
    industryId: integer('industry_id'),
    sourceOfFundsIds: jsonb('source_of_funds_ids').$type<number[]>().notNull().default([]),
    purposeIds: jsonb('purpose_ids').$type<number[]>().notNull().default([]),
    /** EUR per month. */
    expectedMonthlyTurnover: numeric('expected_monthly_turnover', { precision: 14, scale: 2 }),
    taxResidenceCountryCode: text('tax_residence_country_code'),
    /** EUR per year; the back office's (an administrator's financial detail). */
    annualIncome: numeric('annual_income', { precision: 14, scale: 2 }),
    /** When the customer last updated their answers. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'kyc_info_turnover',
      sql`${table.expectedMonthlyTurnover} is null or ${table.expectedMonthlyTurnover} >= 0`,
    ),
    check('kyc_info_income', sql`${table.annualIncome} is null or ${table.annualIncome} >= 0`),
  ],
);

/** What the bank asks the customer to update (spec 03 §4): open until the customer updates their KYC info. */
export const kycRequests = pgTable(
  'kyc_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 8001 }),
    customerId: customerRef(),
    /** KYC_FIELDS of the contract. */
    fields: jsonb('fields').$type<string[]>().notNull(),
    reason: text('reason').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('kyc_requests_customer_idx').on(table.customerId),
    check('kyc_requests_status', sql`${table.status} in ('open', 'answered')`),
  ],
);
