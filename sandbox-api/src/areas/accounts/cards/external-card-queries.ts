import type { ExternalCard } from '@portal/api/catalogue';
import { maskCardNumber } from '@portal/api/cards';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { externalCards } from '../../../money/external-card-tables';

export interface StoredExternalCard {
  card: ExternalCard;
  bin: string;
  last4: string;
  verificationAmount: string;
}

type ExternalCardRow = typeof externalCards.$inferSelect;

/**
 * The masked number of a card the sandbox keeps only the BIN and last four digits of: padded to a full number
 * so that it is masked exactly as the portal masks numbers (spec 02 §9).
 */
function maskedExternalNumber(bin: string, last4: string): string {
  return maskCardNumber(`${bin}${'0'.repeat(6)}${last4}`);
}

function toExternalCard(row: ExternalCardRow): StoredExternalCard {
  const status = row.status === 'confirmed' || row.status === 'failed' ? row.status : 'pending';
  return {
    card: {
      cardId: row.id,
      cardNumber: maskedExternalNumber(row.bin, row.last4),
      cardHolderName: row.cardHolderName,
      cardExpiryMonth: row.cardExpiryMonth,
      cardExpiryYear: row.cardExpiryYear,
      cardBrand: row.cardBrand,
      status,
      attemptsLeft: row.attemptsLeft,
    },
    bin: row.bin,
    last4: row.last4,
    verificationAmount: row.verificationAmount,
  };
}

/** The reads and writes of external cards (add-card). */
export function createExternalCardQueries(db: Database) {
  return {
    async insertExternalCard(card: {
      customerId: number;
      bin: string;
      last4: string;
      cardHolderName: string;
      cardExpiryMonth: number;
      cardExpiryYear: number;
      cardBrand: string;
      verificationAmount: string;
      attemptsLeft: number;
    }): Promise<number> {
      const [row] = await db.insert(externalCards).values(card).returning({ id: externalCards.id });
      if (!row) throw new Error('External card insert returned nothing');
      return row.id;
    },

    async listExternalCards(customerId: number): Promise<StoredExternalCard[]> {
      const rows = await db
        .select()
        .from(externalCards)
        .where(eq(externalCards.customerId, customerId))
        .orderBy(asc(externalCards.id));
      return rows.map(toExternalCard);
    },

    /** One external card of the customer, locked for update when asked (inside a transaction). */
    async findExternalCard(
      customerId: number,
      cardId: number,
      options: { lock?: boolean } = {},
    ): Promise<StoredExternalCard | null> {
      const query = db
        .select()
        .from(externalCards)
        .where(and(eq(externalCards.id, cardId), eq(externalCards.customerId, customerId)));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ? toExternalCard(row) : null;
    },

    async updateExternalCard(
      cardId: number,
      changes: { status?: 'pending' | 'confirmed' | 'failed'; attemptsLeft?: number },
    ): Promise<void> {
      await db.update(externalCards).set(changes).where(eq(externalCards.id, cardId));
    },
  };
}
