import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { accounts } from '../../../platform/db/tables';
import { addresses } from '../../../platform/customer/tables';
import { lockCustomer } from '../../../platform/customer/customer-lock';

/** spec 02 §3: account status 4 is closed; a closed card ships nowhere. */
const CLOSED_ACCOUNT_STATUS = 4;

export type AddressRow = typeof addresses.$inferSelect;

/** What an address is made of, as stored (`address2` and `stateCode` null when empty). */
export interface StoredAddressFields {
  address1: string;
  address2: string | null;
  city: string;
  postalCode: string;
  countryCode: string;
  stateCode: string | null;
  kind: number;
}

/** The customer's addresses, and which of them a card ships to. */
export function createProfileAddressesRepository(db: Database) {
  return {
    async addresses(customerId: number): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.customerId, customerId))
        .orderBy(asc(addresses.id));
    },

    async address(customerId: number, addressId: number): Promise<AddressRow | null> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)));
      return row ?? null;
    },

    /** The ids among `addressIds` that a card (not closed) ships to. */
    async shippingAddressIds(customerId: number, addressIds: readonly number[]): Promise<Set<number>> {
      if (addressIds.length === 0) return new Set();
      const rows = await db
        .select({ addressId: accounts.shippingAddressId })
        .from(accounts)
        .where(
          and(
            eq(accounts.customerId, customerId),
            inArray(accounts.shippingAddressId, [...addressIds]),
            ne(accounts.statusId, CLOSED_ACCOUNT_STATUS),
          ),
        );
      return new Set(rows.map((row) => row.addressId as number));
    },

    /** A new address with addressStatus 1 (spec 03 §3); `full` at `max`. */
    async createAddress(
      customerId: number,
      fields: StoredAddressFields,
      max: number,
    ): Promise<{ kind: 'added'; address: AddressRow } | { kind: 'full' }> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [count] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(addresses)
          .where(eq(addresses.customerId, customerId));
        if ((count?.count ?? 0) >= max) return { kind: 'full' as const };
        const [row] = await tx
          .insert(addresses)
          .values({ customerId, ...fields, statusId: 1, confirmed: true })
          .returning();
        return { kind: 'added' as const, address: row! };
      });
    },

    /** Sets an address's fields (and its status, when given); null when it is not the customer's. */
    async setAddress(
      customerId: number,
      addressId: number,
      fields: StoredAddressFields & { statusId?: number },
    ): Promise<AddressRow | null> {
      const [row] = await db
        .update(addresses)
        .set({ ...fields, confirmed: true })
        .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
        .returning();
      return row ?? null;
    },

    /** Deletes an address unless it is the customer's only one or a card ships to it. */
    async deleteAddress(
      customerId: number,
      addressId: number,
    ): Promise<'deleted' | 'notFound' | 'only' | 'shipsCard'> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const rows = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.customerId, customerId));
        if (!rows.some((row) => row.id === addressId)) return 'notFound';
        if (rows.length === 1) return 'only';
        const [card] = await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(
            and(
              eq(accounts.customerId, customerId),
              eq(accounts.shippingAddressId, addressId),
              ne(accounts.statusId, CLOSED_ACCOUNT_STATUS),
            ),
          )
          .limit(1);
        if (card) return 'shipsCard';
        await tx.delete(addresses).where(eq(addresses.id, addressId));
        return 'deleted';
      });
    },

    /** Marks the address confirmed by the customer; null when it is not theirs or was confirmed already. */
    async confirmAddress(customerId: number, addressId: number): Promise<AddressRow | null> {
      const [row] = await db
        .update(addresses)
        .set({ confirmed: true })
        .where(
          and(
            eq(addresses.id, addressId),
            eq(addresses.customerId, customerId),
            eq(addresses.confirmed, false),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}
