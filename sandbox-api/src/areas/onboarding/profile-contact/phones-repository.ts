import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { companyPhones } from '../../../platform/customer/company-tables';
import { lockCustomer } from '../../../platform/customer/customer-lock';
import { phoneCodes } from './tables';

export type PhoneRow = typeof companyPhones.$inferSelect;
export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

/** A code to store for a phone: sent on add or replace, or by a verification request (challenge, request id). */
export interface NewPhoneCode {
  codeHash: string;
  codeChallenge: string | null;
  reqIdHash: string | null;
  attemptsLeft: number;
  expiresAt: Date;
  sentAt: Date;
}

const phonesOf = (tx: Pick<Database, 'select'>, customerId: number) =>
  tx
    .select()
    .from(companyPhones)
    .where(eq(companyPhones.customerId, customerId))
    .orderBy(desc(companyPhones.isPrimary), asc(companyPhones.id));

/** The customer's phones and their confirmation codes. */
export function createProfilePhonesRepository(db: Database) {
  return {
    phones: (customerId: number) => phonesOf(db, customerId),

    async phone(customerId: number, phoneId: number): Promise<PhoneRow | null> {
      const [row] = await db
        .select()
        .from(companyPhones)
        .where(and(eq(companyPhones.id, phoneId), eq(companyPhones.customerId, customerId)));
      return row ?? null;
    },

    /** A phone by its id alone, for the verification route, which learns the customer from it. */
    async phoneById(phoneId: number): Promise<PhoneRow | null> {
      const [row] = await db.select().from(companyPhones).where(eq(companyPhones.id, phoneId));
      return row ?? null;
    },

    /** Adds a phone, primary when the customer has none; `duplicate` or `full` (at `max`) refuse it. */
    async addPhone(
      customerId: number,
      phone: { countryCode: string; number: string; phoneType: number },
      max: number,
    ): Promise<{ kind: 'added'; phone: PhoneRow } | { kind: 'duplicate' } | { kind: 'full' }> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const existing = await phonesOf(tx, customerId);
        if (existing.some((row) => row.countryCode === phone.countryCode && row.number === phone.number))
          return { kind: 'duplicate' as const };
        if (existing.length >= max) return { kind: 'full' as const };
        const [row] = await tx
          .insert(companyPhones)
          .values({
            customerId,
            ...phone,
            confirmed: false,
            isPrimary: !existing.some((row) => row.isPrimary),
          })
          .returning();
        return { kind: 'added' as const, phone: row! };
      });
    },

    /**
     * A replacement of `phoneId` waiting for its code, not primary; an earlier one waiting for the same phone goes.
     * `duplicate` when the number is another of the customer's phones.
     */
    async addReplacement(
      customerId: number,
      phoneId: number,
      phone: { countryCode: string; number: string; phoneType: number },
    ): Promise<{ kind: 'added'; phone: PhoneRow } | { kind: 'duplicate' }> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        await tx
          .delete(companyPhones)
          .where(and(eq(companyPhones.customerId, customerId), eq(companyPhones.replacesPhoneId, phoneId)));
        const existing = await phonesOf(tx, customerId);
        if (existing.some((row) => row.countryCode === phone.countryCode && row.number === phone.number))
          return { kind: 'duplicate' as const };
        const [row] = await tx
          .insert(companyPhones)
          .values({ customerId, ...phone, confirmed: false, isPrimary: false, replacesPhoneId: phoneId })
          .returning();
        return { kind: 'added' as const, phone: row! };
      });
    },

    async phoneCode(phoneId: number): Promise<PhoneCodeRow | null> {
      const [row] = await db.select().from(phoneCodes).where(eq(phoneCodes.phoneId, phoneId));
      return row ?? null;
    },

    /** The phone's one code: a new one takes the place of the last. */
    async storePhoneCode(phoneId: number, code: NewPhoneCode): Promise<void> {
      await db
        .insert(phoneCodes)
        .values({ phoneId, ...code })
        .onConflictDoUpdate({ target: phoneCodes.phoneId, set: code });
    },

    /**
     * Spends one try of the phone's live code in one statement, so parallel guesses cannot exceed the tries; the code
     * when a try was left, else null.
     */
    async spendPhoneCodeAttempt(phoneId: number, now: Date): Promise<PhoneCodeRow | null> {
      const [row] = await db
        .update(phoneCodes)
        .set({ attemptsLeft: sql`${phoneCodes.attemptsLeft} - 1` })
        .where(
          and(eq(phoneCodes.phoneId, phoneId), gt(phoneCodes.attemptsLeft, 0), gt(phoneCodes.expiresAt, now)),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Confirms the phone and spends its code in one transaction; a replacement takes the place (and the primary
     * status) of the phone it replaces, which goes. Null when the code was spent in between.
     */
    async confirmPhone(customerId: number, phoneId: number, codeHash: string): Promise<PhoneRow | null> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const spent = await tx
          .delete(phoneCodes)
          .where(and(eq(phoneCodes.phoneId, phoneId), eq(phoneCodes.codeHash, codeHash)))
          .returning({ phoneId: phoneCodes.phoneId });
        if (spent.length === 0) return null;
        const [phone] = await tx
          .select()
          .from(companyPhones)
          .where(and(eq(companyPhones.id, phoneId), eq(companyPhones.customerId, customerId)));
        if (!phone) return null;
        let isPrimary = phone.isPrimary;
        if (phone.replacesPhoneId !== null) {
          const [old] = await tx
            .delete(companyPhones)
            .where(and(eq(companyPhones.id, phone.replacesPhoneId), eq(companyPhones.customerId, customerId)))
            .returning({ isPrimary: companyPhones.isPrimary });
          isPrimary = old?.isPrimary ?? false;
        }
        if (!isPrimary) {
          const [primary] = await tx
            .select({ id: companyPhones.id })
            .from(companyPhones)
            .where(and(eq(companyPhones.customerId, customerId), eq(companyPhones.isPrimary, true)));
          isPrimary = primary === undefined;
        }
        const [confirmed] = await tx
          .update(companyPhones)
          .set({ confirmed: true, isPrimary, replacesPhoneId: null })
          .where(eq(companyPhones.id, phoneId))
          .returning();
        return confirmed ?? null;
      });
    },
  };
}
