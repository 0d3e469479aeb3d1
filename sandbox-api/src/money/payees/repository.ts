import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { accounts, currencies, customers } from '../../platform/db/tables';
import { externalCards } from '../external-card-tables';
import { isSystemAccountType } from '../ledger';

/** What an external transfer reads of the sender's account. */
export interface SourceAccount {
  id: number;
  type: number;
  statusId: number;
  currencyCode: string;
  minorUnits: number;
}

/** A card the customer saved for payouts (spec 02 §3 "a list of external cards"). */
export interface SavedCard {
  id: number;
  bin: string;
  last4: string;
  cardHolderName: string;
  cardExpiryMonth: number;
  cardExpiryYear: number;
  status: string;
}

/** The few reads of external transfers; writes go through the engine. */
export function createExternalRepository(db: Database) {
  return {
    /** One of the customer's accounts; null when it is not theirs or is a system account. */
    async account(customerId: number, accountId: number): Promise<SourceAccount | null> {
      const [row] = await db
        .select({
          id: accounts.id,
          type: accounts.type,
          statusId: accounts.statusId,
          currencyCode: accounts.currencyCode,
          minorUnits: currencies.minorUnits,
        })
        .from(accounts)
        .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
        .where(and(eq(accounts.id, accountId), eq(accounts.customerId, customerId)));
      return row && !isSystemAccountType(row.type) ? row : null;
    },

    /** 0 personal, 1 business. */
    async customerType(customerId: number): Promise<number> {
      const [row] = await db
        .select({ customerType: customers.customerType })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.customerType ?? 0;
    },

    async savedCard(customerId: number, cardId: number): Promise<SavedCard | null> {
      const [row] = await db
        .select({
          id: externalCards.id,
          bin: externalCards.bin,
          last4: externalCards.last4,
          cardHolderName: externalCards.cardHolderName,
          cardExpiryMonth: externalCards.cardExpiryMonth,
          cardExpiryYear: externalCards.cardExpiryYear,
          status: externalCards.status,
        })
        .from(externalCards)
        .where(and(eq(externalCards.id, cardId), eq(externalCards.customerId, customerId)));
      return row ?? null;
    },
  };
}

export type ExternalRepository = ReturnType<typeof createExternalRepository>;
