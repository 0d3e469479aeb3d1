import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { countries, customers, users } from '../db/tables';
import { createdAt, customerRef } from '../db/columns';

/**
 * The company's structure and contact records (issue 48: a core entity sits on the platform floor): what the
 * registration stored (the business profile, its persons and companies, the shareholder tree, the answers to the
 * additional questions), and the phones, e-mails, addresses and representatives the company, profile, verification
 * and tax pages read and write (spec 03 §3; issue 29, 30, 47).
 */

/**
 * A registered company (spec 03 §3 "Company info", issue 29): what the registration wizard's general form, financial
 * information and due diligence told. The company is a `customers` row of type 1; this holds the rest.
 */
export const businessProfiles = pgTable(
  'business_profiles',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tradingName: text('trading_name').notNull(),
    registrationCountryCode: text('registration_country_code')
      .notNull()
      .references(() => countries.code),
    registrationNumber: text('registration_number').notNull(),
    registrationDate: date('registration_date', { mode: 'string' }).notNull(),
    website: text('website').notNull(),
    category: text('category').notNull(),
    email: text('email').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    stateCode: text('state_code').notNull(),
    // financialInfoForm
    monthlyDepositAmount: numeric('monthly_deposit_amount', { precision: 20, scale: 2 }).notNull(),
    monthlyDepositCurrencyCode: text('monthly_deposit_currency_code').notNull(),
    monthlyWithdrawalAmount: numeric('monthly_withdrawal_amount', { precision: 20, scale: 2 }).notNull(),
    monthlyWithdrawalCurrencyCode: text('monthly_withdrawal_currency_code').notNull(),
    sourceIds: integer('source_ids').array().notNull(),
    purposeIds: integer('purpose_ids').array().notNull(),
    industry: integer('industry').notNull(),
    industrySpecification: text('industry_specification').notNull(),
    sourceSpecification: text('source_specification').notNull(),
    purposeSpecification: text('purpose_specification').notNull(),
    // dueDilligenceForm
    government: boolean('government').notNull(),
    governmentDetails: text('government_details').notNull(),
    lawsuits: boolean('lawsuits').notNull(),
    lawsuitsDetails: text('lawsuits_details').notNull(),
    taxPayers: boolean('tax_payers').notNull(),
    /** The embedded app's device, when it registered from the mobile wrapper (spec 01 §2). */
    deviceId: text('device_id'),
    createdAt: createdAt(),
  },
  // One registration per company: the same number in the same country is refused (issue 29 item 5).
  (table) => [
    unique('business_profiles_registration').on(table.registrationCountryCode, table.registrationNumber),
  ],
);

/** A person of a registered company: a director, shareholder, owner or user (spec 03 §3 `persons`). */
export const businessPersons = pgTable(
  'business_persons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerRef(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    stateCode: text('state_code').notNull(),
    taxId: text('tax_id').notNull(),
    isDirector: boolean('is_director').notNull().default(false),
    isOwner: boolean('is_owner').notNull().default(false),
    /**
     * spec 03 §3 "Address": a created or replaced address has addressStatus 1; the customer confirms it
     * ("Representative address create and confirm", spec 03 §7; issue 47 item 1).
     */
    addressStatus: smallint('address_status').notNull().default(1),
    addressConfirmed: boolean('address_confirmed').notNull().default(false),
    /** The user made for this person (a new one pending activation, or an existing employee's). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    accessRights: smallint('access_rights').notNull().default(0),
  },
  (table) => [index('business_persons_customer_idx').on(table.customerId)],
);

/** Where a person's wealth comes from, with the details a holder of 25 % or more gives (spec 03 §5). */
export const businessPersonSources = pgTable(
  'business_person_sources',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => businessPersons.id, { onDelete: 'cascade' }),
    sourceId: integer('source_id').notNull(),
    details: text('details').notNull(),
  },
  (table) => [primaryKey({ columns: [table.personId, table.sourceId] })],
);

/** A company of a registration (spec 03 §3 `companies`): in its shareholder tree, a director or an owner. */
export const businessCompanies = pgTable(
  'business_companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerRef(),
    name: text('name').notNull(),
    registrationCountryCode: text('registration_country_code')
      .notNull()
      .references(() => countries.code),
    registrationNumber: text('registration_number').notNull(),
    // A company directs or owns the registering company as a person does (spec 03 §2 "person and company forms").
    isDirector: boolean('is_director').notNull().default(false),
    isOwner: boolean('is_owner').notNull().default(false),
  },
  (table) => [index('business_companies_customer_idx').on(table.customerId)],
);

/** The directors of a company in the tree (spec 03 §5: at least one each). */
export const businessCompanyDirectors = pgTable(
  'business_company_directors',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => businessCompanies.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => businessPersons.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.personId] })],
);

/**
 * The shareholder tree (spec 03 §3): each node a person or a company holding `share` percent of its parent (the
 * registering company at the root, else the company node above).
 */
export const businessShareholders = pgTable(
  'business_shareholders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerRef(),
    parentId: integer('parent_id'),
    position: smallint('position').notNull(),
    personId: integer('person_id').references(() => businessPersons.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => businessCompanies.id, { onDelete: 'cascade' }),
    share: numeric('share', { precision: 9, scale: 6 }).notNull(),
  },
  (table) => [
    foreignKey({ columns: [table.parentId], foreignColumns: [table.id] as [AnyPgColumn] }).onDelete(
      'cascade',
    ),
    index('business_shareholders_customer_idx').on(table.customerId),
    check(
      'business_shareholders_one_holder',
      sql`(${table.personId} is null) <> (${table.companyId} is null)`,
    ),
    check('business_shareholders_share', sql`${table.share} > 0 and ${table.share} <= 100`),
  ],
);

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
