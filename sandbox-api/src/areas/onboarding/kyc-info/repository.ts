import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { countries, customers } from '../../../platform/db/tables';
import { customerDocuments } from '../../../platform/customer/verification-tables';
import { kycInfo, kycRequests } from './tables';

export type StoredKycInfo = typeof kycInfo.$inferSelect;
export type KycInfoChange = Partial<Omit<typeof kycInfo.$inferInsert, 'customerId'>>;
export type StoredKycRequest = typeof kycRequests.$inferSelect;

/** One upload without its bytes, as the admin's document work reads and answers it. */
const documentColumns = {
  id: customerDocuments.id,
  customerId: customerDocuments.customerId,
  categoryId: customerDocuments.categoryId,
  documentTypeId: customerDocuments.documentTypeId,
  side: customerDocuments.side,
  statusId: customerDocuments.statusId,
  fileName: customerDocuments.fileName,
  issuedDate: customerDocuments.issuedDate,
  expiresDate: customerDocuments.expiresDate,
  createdUsername: customerDocuments.createdUsername,
  rejectReason: customerDocuments.rejectReason,
  uploadedAt: customerDocuments.uploadedAt,
};
export interface StoredDocument {
  id: number;
  customerId: number;
  categoryId: number;
  documentTypeId: number;
  side: string;
  statusId: number;
  fileName: string;
  issuedDate: string | null;
  expiresDate: string | null;
  createdUsername: string;
  rejectReason: string;
  uploadedAt: Date;
}

/** Where an administrator moves an upload. */
export interface DocumentPlace {
  customerId: number;
  categoryId: number;
  documentTypeId: number;
}

export function createKycInfoRepository(db: Database) {
  return {
    async info(customerId: number): Promise<StoredKycInfo | null> {
      const [row] = await db.select().from(kycInfo).where(eq(kycInfo.customerId, customerId));
      return row ?? null;
    },

    /** Writes the change (the row with its defaults first) and answers the row as it now is. */
    async saveInfo(
      customerId: number,
      change: KycInfoChange,
      answerRequests: Date | null,
    ): Promise<StoredKycInfo> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(kycInfo)
          .values({ customerId, ...change })
          .onConflictDoUpdate({ target: kycInfo.customerId, set: change })
          .returning();
        // The customer's update answers what the bank asked (spec 03 §4).
        if (answerRequests)
          await tx
            .update(kycRequests)
            .set({ status: 'answered', answeredAt: answerRequests })
            .where(and(eq(kycRequests.customerId, customerId), eq(kycRequests.status, 'open')));
        return row!;
      });
    },

    async openRequests(customerId: number): Promise<StoredKycRequest[]> {
      return db
        .select()
        .from(kycRequests)
        .where(and(eq(kycRequests.customerId, customerId), eq(kycRequests.status, 'open')))
        .orderBy(desc(kycRequests.createdAt), desc(kycRequests.id));
    },

    async countryExists(code: string): Promise<boolean> {
      const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
      return Boolean(row);
    },

    async customerType(customerId: number): Promise<number | null> {
      const [row] = await db
        .select({ customerType: customers.customerType })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.customerType ?? null;
    },

    /** The upload, when it is the customer's. */
    async document(customerId: number, documentId: number): Promise<StoredDocument | null> {
      const [row] = await db
        .select(documentColumns)
        .from(customerDocuments)
        .where(and(eq(customerDocuments.id, documentId), eq(customerDocuments.customerId, customerId)));
      return row ?? null;
    },

    async moveDocument(documentId: number, place: DocumentPlace): Promise<StoredDocument> {
      const [row] = await db
        .update(customerDocuments)
        .set(place)
        .where(eq(customerDocuments.id, documentId))
        .returning(documentColumns);
      return row!;
    },

    async removeDocument(customerId: number, documentId: number): Promise<boolean> {
      const removed = await db
        .delete(customerDocuments)
        .where(and(eq(customerDocuments.id, documentId), eq(customerDocuments.customerId, customerId)))
        .returning({ id: customerDocuments.id });
      return removed.length > 0;
    },

    async setDueDiligenceLevel(customerId: number, level: number): Promise<void> {
      await db.update(customers).set({ dueDiligenceLevel: level }).where(eq(customers.id, customerId));
    },
  };
}

export type KycInfoRepository = ReturnType<typeof createKycInfoRepository>;
