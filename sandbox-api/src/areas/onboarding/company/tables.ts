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
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { countries, customers } from '../../../platform/db/tables';
import { businessCompanies, businessPersons } from '../registration/tables';
import { createdAt, customerRef } from '../../../platform/db/columns';

/**
 * The company pages' own state (spec 03 §3 "Company info", "Address", "Phone and email", "Representative and
 * resolution"; issue 29 item 6), beside what registration stored in `business_profiles` and the `business_*` tables.
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
 * Answers to the business additional questions (spec 01 §3, by the question's spec id): yes or no with the yes
 * branch's details, or controlAccount's value with the name and date its value 2 asks for.
 */
export const companyQuestionAnswers = pgTable(
  'company_question_answers',
  {
    customerId: customerRef(),
    questionId: text('question_id').notNull(),
    answer: text('answer').notNull(),
    details: text('details').notNull().default(''),
    controllerName: text('controller_name').notNull().default(''),
    controllerDate: date('controller_date', { mode: 'string' }),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.questionId] })],
);

/**
 * A customer's phone (spec 03 §3 "Phone"): the company's, or a person's on their profile (issue 30 item 3); the
 * country code without a plus, the national number. A replacement waits, not primary, until its code confirms it.
 */
export const companyPhones = pgTable(
  'company_phones',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    customerId: customerRef(),
    countryCode: text('country_code').notNull(),
    number: text('number').notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
    isPrimary: boolean('is_primary').notNull().default(true),
    /** spec 03 §3: 2 for a phone added on the profile; 1 for one given at registration. */
    phoneType: smallint('phone_type').notNull().default(1),
    /** The phone a replacement takes the place of once confirmed (spec 03 §7 "Phone replace"). */
    replacesPhoneId: integer('replaces_phone_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('company_phones_primary')
      .on(table.customerId)
      .where(sql`${table.isPrimary}`),
  ],
);

/** A company address (spec 03 §3 "Address"): a created or replaced address gets addressStatus 1. */
export const companyAddresses = pgTable(
  'company_addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    customerId: customerRef(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    stateCode: text('state_code').notNull().default(''),
    addressStatus: smallint('address_status').notNull().default(1),
    confirmed: boolean('confirmed').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('company_addresses_customer_idx').on(table.customerId)],
);

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

/**
 * A director, shareholder or owner as the company pages name it: one id for a person or a company of the
 * registration (their own ids overlap), with the statuses of the representative's documents (null: not asked for).
 */
export const companyRepresentatives = pgTable(
  'company_representatives',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 3001 }),
    customerId: customerRef(),
    personId: integer('person_id').references(() => businessPersons.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => businessCompanies.id, { onDelete: 'cascade' }),
    addressDocumentStatus: smallint('address_document_status'),
    identityDocumentStatus: smallint('identity_document_status'),
    controlDocumentStatus: smallint('control_document_status'),
  },
  (table) => [
    index('company_representatives_customer_idx').on(table.customerId),
    unique('company_representatives_person').on(table.personId),
    unique('company_representatives_company').on(table.companyId),
    check(
      'company_representatives_one_kind',
      sql`(${table.personId} is null) <> (${table.companyId} is null)`,
    ),
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

/**
 * A customer's e-mails (spec 03 §3 "Email"), apart from the users' logins: a company's payment e-mails, a person's
 * profile e-mails (issue 30 item 3); one primary, each confirmed by a 6-digit code, kept here only as its digest
 * with its tries and expiry.
 */
export const companyEmails = pgTable(
  'company_emails',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    customerId: customerRef(),
    emailAddress: text('email_address').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    confirmed: boolean('confirmed').notNull().default(false),
    codeHash: text('code_hash'),
    codeAttemptsLeft: smallint('code_attempts_left').notNull().default(0),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('company_emails_address').on(table.customerId, table.emailAddress),
    uniqueIndex('company_emails_primary')
      .on(table.customerId)
      .where(sql`${table.isPrimary}`),
  ],
);
