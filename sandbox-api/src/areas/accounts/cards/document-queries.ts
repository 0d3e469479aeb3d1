import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { cardDocuments } from './tables';

export interface StoredDocumentSide {
  type: number;
  side: 'front' | 'back';
  statusId: number;
}

/** The reads and writes of the documents' sides a card asks for. */
export function createDocumentQueries(db: Database) {
  return {
    async listDocumentSides(accountId: number): Promise<StoredDocumentSide[]> {
      const rows = await db
        .select({ type: cardDocuments.type, side: cardDocuments.side, statusId: cardDocuments.statusId })
        .from(cardDocuments)
        .where(eq(cardDocuments.accountId, accountId))
        .orderBy(asc(cardDocuments.id));
      return rows.map((row) => ({ ...row, side: row.side === 'back' ? 'back' : 'front' }));
    },

    /** Stores one side of a document, replacing an earlier upload of the same side. */
    async saveDocumentSide(side: {
      customerId: number;
      accountId: number;
      type: number;
      side: 'front' | 'back';
      statusId: number;
      fileName: string;
      contentType: string;
      size: number;
      sha256: string;
    }): Promise<void> {
      await db
        .delete(cardDocuments)
        .where(
          and(
            eq(cardDocuments.accountId, side.accountId),
            eq(cardDocuments.type, side.type),
            eq(cardDocuments.side, side.side),
          ),
        );
      await db.insert(cardDocuments).values(side);
    },

    async setDocumentStatus(accountId: number, type: number, statusId: number): Promise<void> {
      await db
        .update(cardDocuments)
        .set({ statusId })
        .where(and(eq(cardDocuments.accountId, accountId), eq(cardDocuments.type, type)));
    },
  };
}
