import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BusinessTaxQuestions } from '@portal/api/catalogue';
import { customers } from '../../../platform/db/tables';
import { companyAddresses, companyRepresentatives } from '../../../platform/customer/company-tables';
import { bytea, createdAt } from '../../../platform/db/columns';

/**
 * Tax self-certification, FATCA/CRS (spec 03 §3 "Tax certification (FATCA/CRS)", §5 "Tax ID", §7; issue 30 item 5):
 * a person's, a company's or a company representative's certification with its tax ids and controlling persons,
 * the forms that go with it (W-8BEN, W-9 signed on the sandbox's e-signature page, a certificate of loss of
 * nationality), and the auth secrets of the representatives' links.
 */

const STATUS_NAMES = `'validated', 'pending', 'none', 'notRequired', 'rejected', 'expiredSoon'`;

/**
 * One certification: a person's own (`personal`), a company's (`business`), or a representative's of a company
 * (`representative`, with `representative_id`). The statuses are the info object's (spec 03 §3); the business
 * questions are kept as answered, a hidden one absent.
 */
export const taxCertifications = pgTable(
  'tax_certifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 8001 }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    representativeId: integer('representative_id').references(() => companyRepresentatives.id, {
      onDelete: 'cascade',
    }),
    registrationCountryCode: text('registration_country_code'),
    entityType: text('entity_type'),
    questions: jsonb('questions').$type<Partial<BusinessTaxQuestions>>().notNull().default({}),
    hasUSIndicia: boolean('has_us_indicia'),
    isUSTaxPayer: boolean('is_us_tax_payer'),
    renouncedUSCitizenship: boolean('renounced_us_citizenship'),
    placeOfBusinessAddressId: integer('place_of_business_address_id').references(() => companyAddresses.id, {
      onDelete: 'set null',
    }),
    registeredAddressId: integer('registered_address_id').references(() => companyAddresses.id, {
      onDelete: 'set null',
    }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    selfCertificationStatus: text('self_certification_status').notNull().default('none'),
    w8BenStatus: text('w8_ben_status').notNull().default('notRequired'),
    w9Status: text('w9_status').notNull().default('notRequired'),
    lossOfNationalityStatus: text('loss_of_nationality_status').notNull().default('notRequired'),
    createdAt: createdAt(),
  },
  (table) => [
    index('tax_certifications_customer_idx').on(table.customerId),
    uniqueIndex('tax_certifications_own')
      .on(table.customerId, table.kind)
      .where(sql`${table.representativeId} is null`),
    uniqueIndex('tax_certifications_representative').on(table.representativeId),
    check('tax_certifications_kind', sql`${table.kind} in ('personal', 'business', 'representative')`),
    check(
      'tax_certifications_representative_kind',
      sql`(${table.kind} = 'representative') = (${table.representativeId} is not null)`,
    ),
    check(
      'tax_certifications_entity_type',
      sql`${table.entityType} is null or ${table.entityType} in ('financial-institution', 'investment', 'general')`,
    ),
    check(
      'tax_certifications_statuses',
      sql.raw(
        `self_certification_status in (${STATUS_NAMES}) and w8_ben_status in (${STATUS_NAMES})` +
          ` and w9_status in (${STATUS_NAMES}) and loss_of_nationality_status in (${STATUS_NAMES})`,
      ),
    ),
  ],
);

const certificationRef = () =>
  integer('certification_id')
    .notNull()
    .references(() => taxCertifications.id, { onDelete: 'cascade' });

/** A controlling person of a passive company (CRS), in the order given. */
export const taxControllingPersons = pgTable(
  'tax_controlling_persons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    certificationId: certificationRef(),
    position: smallint('position').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    residenceCountryCode: text('residence_country_code').notNull(),
  },
  (table) => [index('tax_controlling_persons_certification_idx').on(table.certificationId)],
);

/** A tax id of the certification's party, or of one of its controlling persons (spec 03 §3 "taxIds items"). */
export const taxCertificationTaxIds = pgTable(
  'tax_certification_tax_ids',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    certificationId: certificationRef(),
    controllingPersonId: integer('controlling_person_id').references(() => taxControllingPersons.id, {
      onDelete: 'cascade',
    }),
    position: smallint('position').notNull(),
    countryCode: text('country_code').notNull(),
    taxId: text('tax_id').notNull().default(''),
    tinMissingReason: text('tin_missing_reason'),
    tinMissingExplanation: text('tin_missing_explanation'),
  },
  (table) => [
    index('tax_certification_tax_ids_certification_idx').on(table.certificationId),
    check(
      'tax_certification_tax_ids_reason',
      sql`${table.tinMissingReason} is null or ${table.tinMissingReason} in ('COUNTRY_DOES_NOT_ISSUE', 'CANNOT_OBTAIN', 'NO_TIN_IS_REQUIRED')`,
    ),
  ],
);

/**
 * A document of the certification: a W-8BEN or W-9 to sign (its e-signature session's token kept only as a hash,
 * the signer's typed name once signed), or the certificate of loss of nationality (the file itself).
 */
export const taxCertificationDocuments = pgTable(
  'tax_certification_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 9001 }),
    certificationId: certificationRef(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    /** The e-signature provider's client id (spec 03 §7 `signData.clientId`). */
    clientId: text('client_id'),
    /** sha256 of the e-signature page's token. */
    signTokenHash: text('sign_token_hash'),
    signedName: text('signed_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    fileName: text('file_name'),
    contentType: text('content_type'),
    size: integer('size'),
    content: bytea('content'),
    createdAt: createdAt(),
  },
  (table) => [
    index('tax_certification_documents_certification_idx').on(table.certificationId),
    uniqueIndex('tax_certification_documents_token').on(table.signTokenHash),
    check('tax_certification_documents_kind', sql`${table.kind} in ('W8BEN', 'W9', 'lossOfNationality')`),
    check('tax_certification_documents_status', sql.raw(`status in (${STATUS_NAMES})`)),
  ],
);

/** The auth secret of a representative's certification link (spec 03 §2), kept only as its sha256. */
export const taxRepresentativeSecrets = pgTable('tax_representative_secrets', {
  representativeId: integer('representative_id')
    .primaryKey()
    .references(() => companyRepresentatives.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull().unique(),
  createdAt: createdAt(),
});
