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
} from 'drizzle-orm/pg-core';
import { customers } from '../db/tables';
import { bytea, customerRef } from '../db/columns';
import { companyRepresentatives } from './company-tables';

/**
 * The customer's verification records that several slices read and write (issue 48: a core entity sits on the
 * platform floor; spec 03 §3 "Identity", "Document statuses and categories", §4; issue 30): the documents a customer
 * uploads to prove who they are, and what the back office knows about the customer besides them.
 */

/** spec 03 §3 status names, as the facts below keep them. */
const STATUS_NAMES = `'validated', 'pending', 'none', 'notRequired', 'rejected', 'expiredSoon'`;

/**
 * One uploaded side of a customer's document (spec 03 §3 "uploadedDocuments items"); `status_id` as
 * UPLOADED_DOCUMENT_STATUS of the contract: 0 submitted, 2 confirmed, 26 rejected, 31 under investigation,
 * 38 expired, 41 pending.
 */
export const customerDocuments = pgTable(
  'customer_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5001 }),
    customerId: customerRef(),
    categoryId: smallint('category_id').notNull(),
    documentTypeId: integer('document_type_id').notNull(),
    side: text('side').notNull(),
    statusId: smallint('status_id').notNull().default(0),
    fileName: text('file_name').notNull(),
    /** What the bytes are (checked by their first bytes), not what the browser said. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    issuedDate: date('issued_date', { mode: 'string' }),
    expiresDate: date('expires_date', { mode: 'string' }),
    /** The login of the user who uploaded it (the customer's, or an administrator's acting for them). */
    createdUsername: text('created_username').notNull(),
    rejectReason: text('reject_reason').notNull().default(''),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** Uploaded for identity verification's due diligence (spec 03 §7 "isDueDiligence flag as 1"). */
    isDueDiligence: boolean('is_due_diligence').notNull().default(false),
    /**
     * A document of one of the company's directors, shareholders or owners (spec 03 §3, §5; issue 47 item 1), not of
     * the company itself; it goes with the representative.
     */
    representativeId: integer('representative_id').references(() => companyRepresentatives.id, {
      onDelete: 'cascade',
    }),
  },
  (table) => [
    index('customer_documents_customer_idx').on(table.customerId),
    index('customer_documents_status_idx').on(table.statusId),
    check('customer_documents_category', sql`${table.categoryId} between 1 and 12`),
    check('customer_documents_side', sql`${table.side} in ('front', 'back')`),
    check('customer_documents_status', sql`${table.statusId} in (0, 2, 26, 31, 38, 41)`),
  ],
);

/**
 * What the back office knows of a customer besides the documents (spec 03 §3 "Identity object", "Info object", §4
 * "Required-action count"). A customer without a row has the defaults (defaultFacts, platform/customer/verification-rules.ts); the row is
 * written with them the first time a document is uploaded or judged, so a later change of `verified` does not change
 * what is required.
 */
export const customerVerification = pgTable(
  'customer_verification',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The categories the customer must prove (spec 03 §3 categories 1–12). */
    requiredCategories: jsonb('required_categories').$type<number[]>().notNull().default([]),
    /** A reviewer's verdict on the identity that no document status says: nameMismatch or canceled. */
    identityStatusOverride: text('identity_status_override'),
    videoIdentityStatus: text('video_identity_status').notNull().default('notRequired'),
    /** Defaults to not required (spec 03 §3). */
    proofOfResidenceStatus: text('proof_of_residence_status').notNull().default('notRequired'),
    /** Whether the phone is confirmed, for a customer with no phone on file (a phone on file says it itself). */
    phoneConfirmed: boolean('phone_confirmed').notNull().default(true),
    w9FormDocumentStatus: text('w9_form_document_status').notNull().default('notRequired'),
    lossOfNationalityDocumentStatus: text('loss_of_nationality_document_status')
      .notNull()
      .default('notRequired'),
    taxResidencyDocumentStatus: text('tax_residency_document_status').notNull().default('notRequired'),
    w8BenFormDocumentStatus: text('w8_ben_form_document_status').notNull().default('notRequired'),
    duplicateDocuments: boolean('duplicate_documents').notNull().default(false),
    duplicateDocumentsUploaded: boolean('duplicate_documents_uploaded').notNull().default(false),
    /** Why the account is limited (spec 03 §3 "User state": limitedReason); empty when it is not. */
    limitedReason: text('limited_reason').notNull().default(''),
  },
  (table) => [
    check(
      'customer_verification_identity_override',
      sql`${table.identityStatusOverride} is null or ${table.identityStatusOverride} in ('nameMismatch', 'canceled')`,
    ),
    check('customer_verification_video', sql.raw(`video_identity_status in (${STATUS_NAMES})`)),
    check('customer_verification_residence', sql.raw(`proof_of_residence_status in (${STATUS_NAMES})`)),
    check(
      'customer_verification_tax',
      sql.raw(
        `w9_form_document_status in (${STATUS_NAMES}) and loss_of_nationality_document_status in (${STATUS_NAMES})` +
          ` and tax_residency_document_status in (${STATUS_NAMES}) and w8_ben_form_document_status in (${STATUS_NAMES})`,
      ),
    ),
  ],
);
