import type { TaxWForm } from '@portal/api/catalogue';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { taxCertificationDocuments } from './tables';

export type StoredTaxDocument = Omit<typeof taxCertificationDocuments.$inferSelect, 'content'>;

export const documentColumns = {
  id: taxCertificationDocuments.id,
  certificationId: taxCertificationDocuments.certificationId,
  kind: taxCertificationDocuments.kind,
  status: taxCertificationDocuments.status,
  clientId: taxCertificationDocuments.clientId,
  signTokenHash: taxCertificationDocuments.signTokenHash,
  signedName: taxCertificationDocuments.signedName,
  signedAt: taxCertificationDocuments.signedAt,
  fileName: taxCertificationDocuments.fileName,
  contentType: taxCertificationDocuments.contentType,
  size: taxCertificationDocuments.size,
  createdAt: taxCertificationDocuments.createdAt,
};

/** A certification's documents: W-forms to sign on the e-signature page, the loss-of-nationality file. */
export function createTaxDocumentsRepository(db: Database) {
  return {
    /** A W-form waiting for its signature, reached by the e-signature page's token (kept as its hash). */
    async createSignDocument(
      certificationId: number,
      kind: TaxWForm,
      clientId: string,
      tokenHash: string,
    ): Promise<StoredTaxDocument> {
      const [row] = await db
        .insert(taxCertificationDocuments)
        .values({ certificationId, kind, status: 'none', clientId, signTokenHash: tokenHash })
        .returning(documentColumns);
      return row!;
    },

    async documentByToken(tokenHash: string): Promise<StoredTaxDocument | undefined> {
      const [row] = await db
        .select(documentColumns)
        .from(taxCertificationDocuments)
        .where(eq(taxCertificationDocuments.signTokenHash, tokenHash));
      return row;
    },

    /** Signs a W-form once: false when it was signed already (a second post of the page). */
    async sign(documentId: number, signedName: string, signedAt: Date): Promise<boolean> {
      const rows = await db
        .update(taxCertificationDocuments)
        .set({ status: 'validated', signedName, signedAt })
        .where(and(eq(taxCertificationDocuments.id, documentId), isNull(taxCertificationDocuments.signedAt)))
        .returning({ id: taxCertificationDocuments.id });
      return rows.length === 1;
    },

    async addFile(
      certificationId: number,
      file: { fileName: string; contentType: string; content: Buffer },
    ): Promise<StoredTaxDocument> {
      const [row] = await db
        .insert(taxCertificationDocuments)
        .values({
          certificationId,
          kind: 'lossOfNationality',
          status: 'pending',
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.content.length,
          content: file.content,
        })
        .returning(documentColumns);
      return row!;
    },
  };
}
