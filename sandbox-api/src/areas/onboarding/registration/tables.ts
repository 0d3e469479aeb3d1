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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { countries, customers, users } from '../../../platform/db/tables';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
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
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
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
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
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

/** Human-check solutions already spent (issue 29 item 4): a solution is good once, until its challenge expires. */
export const captchaSolutions = pgTable('captcha_solutions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
