import { PENDING_DOCUMENT_STATUS_IDS } from '@portal/api/catalogue';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { customerLimitReasons } from './tables';
import { customerDocuments, customerVerification } from '../../../platform/customer/verification-tables';
import { customers } from '../../../platform/db/tables';
import { settleRepresentative } from './representative-documents-repository';
import {
  asUpload,
  customerEmails,
  ensureFacts,
  loadRecord,
  lockCustomer,
  uploadColumns,
  type CustomerFlags,
  type DocumentChange,
  type LimitedCustomer,
  type NewFacts,
  type ReviewItem,
  type StoredUpload,
  type VerificationCustomer,
  type VerificationRecord,
} from './verification-record';

/** The back office's store (`/sandbox/compliance`): waiting uploads, decisions, limits, duplicate flags. */
export function createComplianceRepository(db: Database) {
  return {
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
