import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { customerDocuments, customerVerification } from '../../../platform/customer/verification-tables';
import { users } from '../../../platform/db/tables';
import { createComplianceRepository } from './compliance-repository';
import {
  createRepresentativeDocumentsRepository,
  settleRepresentative,
} from './representative-documents-repository';
import {
  asUpload,
  ensureFacts,
  loadRecord,
  uploadColumns,
  type NewFacts,
  type NewUpload,
  type StoredUpload,
} from './verification-record';

export type {
  CustomerFlags,
  DocumentChange,
  LimitedCustomer,
  NewFacts,
  NewUpload,
  ReviewItem,
  StoredFacts,
  StoredLimitReason,
  StoredRepresentativeDocuments,
  StoredUpload,
  VerificationCustomer,
  VerificationRecord,
} from './verification-record';

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

    ...createRepresentativeDocumentsRepository(db),
    ...createComplianceRepository(db),
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
