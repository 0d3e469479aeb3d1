import { and, asc, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { ensureRepresentativeRows } from '../company/representative-rows';
import { addresses } from '../../accounts/balances/tables';
import { businessCompanies, businessPersons } from '../registration/tables';
import { companyPhones, companyRepresentatives } from '../company/tables';
import { customerDocuments, customerLimitReasons, customerVerification } from './tables';
import { customers, users } from '../../../platform/db/tables';
import { COMPANY_DOCUMENT_STATUS, PENDING_DOCUMENT_STATUS_IDS } from '@portal/api/catalogue';

/** A transaction's handle: a database too. */
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** What verification reads of the customer row (the flags `getCustomerInfo` answers). */
export interface VerificationCustomer {
  customerId: number;
  customerType: number;
  residenceCountryCode: string;
  verified: boolean;
  limited: boolean;
  isNeedKyc: boolean;
  dueDiligenceLevel: number;
}

export type StoredFacts = typeof customerVerification.$inferSelect;
export type NewFacts = typeof customerVerification.$inferInsert;

/** One upload without its bytes (lists never read them). */
export interface StoredUpload {
  id: number;
  customerId: number;
  categoryId: number;
  documentTypeId: number;
  side: 'front' | 'back';
  statusId: number;
  fileName: string;
  contentType: string;
  size: number;
  issuedDate: string | null;
  expiresDate: string | null;
  createdUsername: string;
  rejectReason: string;
  uploadedAt: Date;
  isDueDiligence: boolean;
  /** The company's director, shareholder or owner it proves (issue 47 item 1); null for the customer's own. */
  representativeId: number | null;
}

/** A representative of the company with what their documents say (`representativeDocuments`). */
export interface StoredRepresentativeDocuments {
  representativeId: number;
  kind: 'person' | 'company';
  name: string;
  countryCode: string;
  /** The status columns by category (1 identity, 2 address, 9 control); null where nothing is asked. */
  statuses: Record<1 | 2 | 9, number | null>;
  uploads: StoredUpload[];
}

export interface StoredLimitReason {
  id: number;
  actionTypeId: number;
  name: string;
  categories: number[];
}

/** Everything the verification answers of one customer are made from. */
export interface VerificationRecord {
  customer: VerificationCustomer;
  /** Null until a document is uploaded or judged, or the seed wrote them: the defaults apply. */
  facts: StoredFacts | null;
  /** Newest first. */
  uploads: StoredUpload[];
  limitReasons: StoredLimitReason[];
  addressIds: number[];
  /** The primary phone's confirmation; null when no phone is on file. */
  primaryPhoneConfirmed: boolean | null;
}

export interface NewUpload {
  customerId: number;
  categoryId: number;
  documentTypeId: number;
  side: 'front' | 'back';
  fileName: string;
  contentType: string;
  content: Buffer;
  issuedDate: string | null;
  expiresDate: string | null;
  createdUsername: string;
  uploadedAt: Date;
  isDueDiligence: boolean;
  representativeId?: number | null;
}

/** A back-office decision on one upload. */
export interface DocumentChange {
  statusId: number;
  rejectReason: string;
  /** Set (the "expires soon" decision); left as it is when undefined. */
  expiresDate?: string;
}

/** What a decision makes of the customer's flags; undefined fields stay as they are. */
export interface CustomerFlags {
  verified?: boolean;
  isNeedKyc?: boolean;
}

/** A waiting upload as the back office lists it. */
export interface ReviewItem extends StoredUpload {
  customerEmail: string;
}

export interface LimitedCustomer {
  customerId: number;
  customerEmail: string;
  limitedReason: string;
  reasons: StoredLimitReason[];
}

const uploadColumns = {
  id: customerDocuments.id,
  customerId: customerDocuments.customerId,
  categoryId: customerDocuments.categoryId,
  documentTypeId: customerDocuments.documentTypeId,
  side: customerDocuments.side,
  statusId: customerDocuments.statusId,
  fileName: customerDocuments.fileName,
  contentType: customerDocuments.contentType,
  size: customerDocuments.size,
  issuedDate: customerDocuments.issuedDate,
  expiresDate: customerDocuments.expiresDate,
  createdUsername: customerDocuments.createdUsername,
  rejectReason: customerDocuments.rejectReason,
  uploadedAt: customerDocuments.uploadedAt,
  isDueDiligence: customerDocuments.isDueDiligence,
  representativeId: customerDocuments.representativeId,
};

/**
 * The representative's status column each category of theirs keeps (spec 03 §5 "A representative needs action when
 * any of the address, identity or control document statuses is set but not 1 or 2"); other categories (the
 * shareholder and ultimate-owner documents) are a list only.
 */
const REPRESENTATIVE_STATUS_COLUMN = {
  1: 'identityDocumentStatus',
  2: 'addressDocumentStatus',
  9: 'controlDocumentStatus',
} as const satisfies Record<number, keyof typeof companyRepresentatives.$inferInsert>;

/** An upload's status as the representative's (COMPANY_DOCUMENT_STATUS): waiting 1, confirmed 2, rejected 3, expired 5. */
function representativeStatusOf(statusId: number): number {
  if (statusId === 2) return COMPANY_DOCUMENT_STATUS.confirmed;
  if (statusId === 26) return COMPANY_DOCUMENT_STATUS.rejected;
  if (statusId === 38) return COMPANY_DOCUMENT_STATUS.expired;
  return COMPANY_DOCUMENT_STATUS.pending;
}

/**
 * Writes the category's status into its representative's column, when the category keeps one: from the newest upload
 * of each side, so a rejected front is not hidden by a validated back (any rejected 3, expired 5, all confirmed 2,
 * else in review 1).
 */
async function settleRepresentative(tx: Executor, upload: StoredUpload): Promise<void> {
  const column = REPRESENTATIVE_STATUS_COLUMN[upload.categoryId as keyof typeof REPRESENTATIVE_STATUS_COLUMN];
  if (upload.representativeId === null || !column) return;
  const uploads = await tx
    .select({ side: customerDocuments.side, statusId: customerDocuments.statusId })
    .from(customerDocuments)
    .where(
      and(
        eq(customerDocuments.representativeId, upload.representativeId),
        eq(customerDocuments.categoryId, upload.categoryId),
      ),
    )
    .orderBy(desc(customerDocuments.uploadedAt), desc(customerDocuments.id));
  const newestBySide = new Map<string, number>();
  for (const row of uploads) if (!newestBySide.has(row.side)) newestBySide.set(row.side, row.statusId);
  const statuses = [...newestBySide.values()].map(representativeStatusOf);
  const status = statuses.includes(COMPANY_DOCUMENT_STATUS.rejected)
    ? COMPANY_DOCUMENT_STATUS.rejected
    : statuses.includes(COMPANY_DOCUMENT_STATUS.expired)
      ? COMPANY_DOCUMENT_STATUS.expired
      : statuses.every((each) => each === COMPANY_DOCUMENT_STATUS.confirmed)
        ? COMPANY_DOCUMENT_STATUS.confirmed
        : COMPANY_DOCUMENT_STATUS.pending;
  await tx
    .update(companyRepresentatives)
    .set({ [column]: status })
    .where(eq(companyRepresentatives.id, upload.representativeId));
}

const customerColumns = {
  customerId: customers.id,
  customerType: customers.customerType,
  residenceCountryCode: customers.residenceCountryCode,
  verified: customers.verified,
  limited: customers.limited,
  isNeedKyc: customers.isNeedKyc,
  dueDiligenceLevel: customers.dueDiligenceLevel,
};

const asUpload = (row: Omit<StoredUpload, 'side'> & { side: string }): StoredUpload => ({
  ...row,
  side: row.side === 'back' ? 'back' : 'front',
});

async function loadRecord(db: Executor, customerId: number): Promise<VerificationRecord | null> {
  const [customer] = await db.select(customerColumns).from(customers).where(eq(customers.id, customerId));
  if (!customer) return null;
  const [facts] = await db
    .select()
    .from(customerVerification)
    .where(eq(customerVerification.customerId, customerId));
  // The customer's own: a representative's documents prove someone else (representativeDocuments below).
  const uploads = await db
    .select(uploadColumns)
    .from(customerDocuments)
    .where(and(eq(customerDocuments.customerId, customerId), isNull(customerDocuments.representativeId)))
    .orderBy(desc(customerDocuments.uploadedAt), desc(customerDocuments.id));
  const limitReasons = await db
    .select({
      id: customerLimitReasons.id,
      actionTypeId: customerLimitReasons.actionTypeId,
      name: customerLimitReasons.name,
      categories: customerLimitReasons.categories,
    })
    .from(customerLimitReasons)
    .where(eq(customerLimitReasons.customerId, customerId))
    .orderBy(asc(customerLimitReasons.id));
  const addressRows = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.id));
  const [phone] = await db
    .select({ confirmed: companyPhones.confirmed })
    .from(companyPhones)
    .where(and(eq(companyPhones.customerId, customerId), eq(companyPhones.isPrimary, true)))
    .orderBy(asc(companyPhones.id))
    .limit(1);
  return {
    customer,
    facts: facts ?? null,
    uploads: uploads.map(asUpload),
    limitReasons,
    addressIds: addressRows.map((row) => row.id),
    primaryPhoneConfirmed: phone ? phone.confirmed : null,
  };
}

/** The customer's row, locked until the transaction ends: decisions on one customer's documents take turns. */
async function lockCustomer(tx: Executor, customerId: number): Promise<VerificationCustomer | undefined> {
  const [customer] = await tx
    .select(customerColumns)
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return customer;
}

async function ensureFacts(tx: Executor, facts: NewFacts): Promise<void> {
  await tx.insert(customerVerification).values(facts).onConflictDoNothing();
}

/** The login of each customer's first user (a business's owner), by customer. */
async function customerEmails(db: Executor, customerIds: readonly number[]): Promise<Map<number, string>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ customerId: users.customerId, email: users.email })
    .from(users)
    .where(inArray(users.customerId, [...new Set(customerIds)]))
    .orderBy(desc(users.id));
  // Descending ids: the lowest id of each customer is written last.
  return new Map(rows.map((row) => [row.customerId, row.email]));
}

export function createVerificationRepository(db: Database) {
  return {
    record: (customerId: number) => loadRecord(db, customerId),

    async userEmail(userId: number): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    async customerIdByEmail(email: string): Promise<number | null> {
      const [row] = await db
        .select({ customerId: users.customerId })
        .from(users)
        .where(eq(users.email, email.toLowerCase()));
      return row?.customerId ?? null;
    },

    /** Stores an upload; the customer's facts are written with their defaults first if they have none yet. */
    async insertDocument(upload: NewUpload, defaults: NewFacts): Promise<StoredUpload> {
      return db.transaction(async (tx) => {
        await ensureFacts(tx, defaults);
        const [row] = await tx
          .insert(customerDocuments)
          .values({ ...upload, size: upload.content.length })
          .returning(uploadColumns);
        await settleRepresentative(tx, asUpload(row!));
        // spec 03 §4 rule 3: a customer whose documents were found on another account uploads new ones; from then
        // on they are "duplicate documents uploaded" until the back office settles it.
        // Only the customer's own: a director's passport is not the company's new documents.
        if (!upload.representativeId)
          await tx
            .update(customerVerification)
            .set({ duplicateDocuments: false, duplicateDocumentsUploaded: true })
            .where(
              and(
                eq(customerVerification.customerId, upload.customerId),
                eq(customerVerification.duplicateDocuments, true),
              ),
            );
        return asUpload(row!);
      });
    },

    /**
     * The back office's duplicate-documents flag (spec 03 §4 rule 3; issue 47 item 8): set, the customer must upload
     * documents of their own; settled, both flags go. False when there is no such customer.
     */
    async setDuplicates(
      customerId: number,
      flagged: boolean,
      defaults: (customer: VerificationCustomer) => NewFacts,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const customer = await lockCustomer(tx, customerId);
        if (!customer) return false;
        await ensureFacts(tx, defaults(customer));
        await tx
          .update(customerVerification)
          .set({ duplicateDocuments: flagged, duplicateDocumentsUploaded: false })
          .where(eq(customerVerification.customerId, customerId));
        return true;
      });
    },

    /** Customers whose documents are flagged as duplicates, or who uploaded new ones since. */
    async duplicateCustomers(): Promise<
      { customerId: number; customerEmail: string; uploadedAgain: boolean }[]
    > {
      const rows = await db
        .select({
          customerId: customerVerification.customerId,
          uploadedAgain: customerVerification.duplicateDocumentsUploaded,
        })
        .from(customerVerification)
        .where(
          or(
            eq(customerVerification.duplicateDocuments, true),
            eq(customerVerification.duplicateDocumentsUploaded, true),
          ),
        )
        .orderBy(asc(customerVerification.customerId));
      const emails = await customerEmails(
        db,
        rows.map((row) => row.customerId),
      );
      return rows.map((row) => ({ ...row, customerEmail: emails.get(row.customerId) ?? '' }));
    },

    async documentFile(
      documentId: number,
    ): Promise<{ fileName: string; contentType: string; content: Buffer } | null> {
      const [row] = await db
        .select({
          fileName: customerDocuments.fileName,
          contentType: customerDocuments.contentType,
          content: customerDocuments.content,
        })
        .from(customerDocuments)
        .where(eq(customerDocuments.id, documentId));
      return row ?? null;
    },

    /**
     * One decision in one transaction, under the customer's lock: the upload changes, then `settle` says from the
     * customer's record as it now is what becomes of their flags. Answers the upload and whose it is, or null when no
     * such upload exists.
     */
    async decide(
      documentId: number,
      change: DocumentChange,
      defaults: (customer: VerificationCustomer) => NewFacts,
      settle: (record: VerificationRecord) => CustomerFlags,
    ): Promise<{ upload: StoredUpload; customerEmail: string } | null> {
      return db.transaction(async (tx) => {
        const [owner] = await tx
          .select({ customerId: customerDocuments.customerId })
          .from(customerDocuments)
          .where(eq(customerDocuments.id, documentId));
        if (!owner) return null;
        const customer = await lockCustomer(tx, owner.customerId);
        if (!customer) return null;
        await ensureFacts(tx, defaults(customer));
        const [updated] = await tx
          .update(customerDocuments)
          .set(change)
          .where(eq(customerDocuments.id, documentId))
          .returning(uploadColumns);
        await settleRepresentative(tx, asUpload(updated!));
        const flags = settle((await loadRecord(tx, customer.customerId))!);
        if (flags.verified !== undefined || flags.isNeedKyc !== undefined)
          await tx.update(customers).set(flags).where(eq(customers.id, customer.customerId));
        const emails = await customerEmails(tx, [customer.customerId]);
        return { upload: asUpload(updated!), customerEmail: emails.get(customer.customerId) ?? '' };
      });
    },

    /**
     * The company's directors, shareholders and owners with their documents (issue 47 item 1): who they are, where
     * they live (their documents' types follow it), the statuses the company page shows, and their uploads, newest
     * first.
     */
    async representativeDocuments(customerId: number): Promise<StoredRepresentativeDocuments[]> {
      await ensureRepresentativeRows(db, customerId);
      const people = await db
        .select({
          representativeId: companyRepresentatives.id,
          firstName: businessPersons.firstName,
          lastName: businessPersons.lastName,
          personCountry: businessPersons.countryCode,
          companyName: businessCompanies.name,
          companyCountry: businessCompanies.registrationCountryCode,
          identityDocumentStatus: companyRepresentatives.identityDocumentStatus,
          addressDocumentStatus: companyRepresentatives.addressDocumentStatus,
          controlDocumentStatus: companyRepresentatives.controlDocumentStatus,
        })
        .from(companyRepresentatives)
        .leftJoin(businessPersons, eq(businessPersons.id, companyRepresentatives.personId))
        .leftJoin(businessCompanies, eq(businessCompanies.id, companyRepresentatives.companyId))
        .where(eq(companyRepresentatives.customerId, customerId))
        .orderBy(asc(companyRepresentatives.id));
      const uploads = await db
        .select(uploadColumns)
        .from(customerDocuments)
        .where(
          and(eq(customerDocuments.customerId, customerId), isNotNull(customerDocuments.representativeId)),
        )
        .orderBy(desc(customerDocuments.uploadedAt), desc(customerDocuments.id));
      return people.map((person) => ({
        representativeId: person.representativeId,
        kind: person.companyName !== null ? ('company' as const) : ('person' as const),
        name: person.companyName ?? `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim(),
        countryCode: person.personCountry ?? person.companyCountry ?? '',
        statuses: {
          1: person.identityDocumentStatus,
          2: person.addressDocumentStatus,
          9: person.controlDocumentStatus,
        },
        uploads: uploads
          .filter((upload) => upload.representativeId === person.representativeId)
          .map(asUpload),
      }));
    },

    /** The uploads waiting for a decision (submitted, pending, under investigation), oldest first. */
    async waitingDocuments(): Promise<ReviewItem[]> {
      const rows = await db
        .select(uploadColumns)
        .from(customerDocuments)
        .where(inArray(customerDocuments.statusId, [...PENDING_DOCUMENT_STATUS_IDS]))
        .orderBy(asc(customerDocuments.uploadedAt), asc(customerDocuments.id));
      const emails = await customerEmails(
        db,
        rows.map((row) => row.customerId),
      );
      return rows.map((row) => ({ ...asUpload(row), customerEmail: emails.get(row.customerId) ?? '' }));
    },

    async limitedCustomers(): Promise<LimitedCustomer[]> {
      const rows = await db
        .select({ customerId: customers.id, limitedReason: customerVerification.limitedReason })
        .from(customers)
        .leftJoin(customerVerification, eq(customerVerification.customerId, customers.id))
        .where(eq(customers.limited, true))
        .orderBy(asc(customers.id));
      const ids = rows.map((row) => row.customerId);
      const emails = await customerEmails(db, ids);
      const reasons =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(customerLimitReasons)
              .where(inArray(customerLimitReasons.customerId, ids))
              .orderBy(asc(customerLimitReasons.id));
      return rows.map((row) => ({
        customerId: row.customerId,
        customerEmail: emails.get(row.customerId) ?? '',
        limitedReason: row.limitedReason ?? '',
        reasons: reasons
          .filter((reason) => reason.customerId === row.customerId)
          .map(({ id, actionTypeId, name, categories }) => ({ id, actionTypeId, name, categories })),
      }));
    },

    /** Limits the account with one more reason; the reason's name becomes the account's `limitedReason`. */
    async limit(
      customerId: number,
      reason: { actionTypeId: number; name: string; categories: number[] },
      defaults: (customer: VerificationCustomer) => NewFacts,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const customer = await lockCustomer(tx, customerId);
        if (!customer) return false;
        await ensureFacts(tx, defaults(customer));
        await tx
          .update(customerVerification)
          .set({ limitedReason: reason.name })
          .where(eq(customerVerification.customerId, customerId));
        await tx.insert(customerLimitReasons).values({ customerId, ...reason });
        await tx.update(customers).set({ limited: true }).where(eq(customers.id, customerId));
        return true;
      });
    },

    /** Lifts the limit: no reasons are left. */
    async unlimit(customerId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const customer = await lockCustomer(tx, customerId);
        if (!customer) return false;
        await tx.delete(customerLimitReasons).where(eq(customerLimitReasons.customerId, customerId));
        await tx
          .update(customerVerification)
          .set({ limitedReason: '' })
          .where(eq(customerVerification.customerId, customerId));
        await tx.update(customers).set({ limited: false }).where(eq(customers.id, customerId));
        return true;
      });
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
