import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers } from '../../../platform/db/tables';
import { companyAddresses } from '../../../platform/customer/company-tables';
import { customerRef } from '../../../platform/db/columns';

/**
 * The company pages' own state (spec 03 §3 "Company info", "Address", "Phone and email", "Representative and
 * resolution"; issue 29 item 6), beside the customer's core records they read and write with the other slices
 * (platform/customer/company-tables.ts: what registration stored, phones, e-mails, addresses, representatives).
 */

/** Company facts registration does not ask for; a company without a row has the defaults. */
export const companyDetails = pgTable('company_details', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  description: text('description').notNull().default(''),
  /** When the business was founded, if told; else the customer's creation date is shown. */
  businessCreationDate: date('business_creation_date', { mode: 'string' }),
  financialInstitution: boolean('financial_institution').notNull().default(false),
  isConverted: boolean('is_converted').notNull().default(false),
  /**
   * Whether the registered office and phone of `business_profiles` were copied into `company_addresses` and
   * `company_phones` (once: an address the company later deletes does not come back).
   */
  registrationCopied: boolean('registration_copied').notNull().default(false),
});

/**
 * A document of the company (spec 03 §3 "Document statuses and categories"): corporate (4 business registration,
 * 9 control document), additional (10), source of wealth (11), or an address's (7 business address, 8 registration
 * address, with `address_id`). Statuses as COMPANY_DOCUMENT_STATUS of the contract.
 */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5001 }),
    customerId: customerRef(),
    addressId: integer('address_id').references(() => companyAddresses.id, { onDelete: 'cascade' }),
    category: smallint('category').notNull(),
    documentTypeId: integer('document_type_id').notNull(),
    documentType: text('document_type').notNull(),
    statusId: smallint('status_id').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    issuedDate: date('issued_date', { mode: 'string' }),
    expiresDate: date('expires_date', { mode: 'string' }),
    rejectReason: text('reject_reason'),
  },
  (table) => [
    index('company_documents_customer_idx').on(table.customerId),
    check('company_documents_category', sql`${table.category} between 1 and 12`),
  ],
);

/** The resolution naming who represents the company (spec 03 §3): statusId 1 (pending) once sent. */
export const companyResolutions = pgTable('company_resolutions', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  representativeIds: integer('representative_ids').array().notNull(),
  signers: text('signers').array().notNull(),
  statusId: smallint('status_id').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/** The declaration and the escort statement the company confirms and sends (spec 03 §7), one of each. */
export const companyStatements = pgTable(
  'company_statements',
  {
    customerId: customerRef(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    statusId: smallint('status_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.kind] }),
    check('company_statements_kind', sql`${table.kind} in ('declaration', 'escortStatement')`),
  ],
);
