import { and, asc, desc, eq, gt, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { accounts, countries, customers, users } from '../../../platform/db/tables';
import { addresses } from '../../accounts/balances/tables';
import { businessEmployees, terms, userTerms } from '../../auth/security/tables';
import { businessPersons, businessShareholders } from '../registration/tables';
import { companyEmails, companyPhones, companyRepresentatives } from '../company/tables';
import { phoneCodes, usernameChanges } from './tables';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** spec 02 §3: account status 4 is closed; a closed card ships nowhere. */
const CLOSED_ACCOUNT_STATUS = 4;

export type PhoneRow = typeof companyPhones.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type UsernameChangeRow = typeof usernameChanges.$inferSelect;
export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

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

/** A code to store for a phone: sent on add or replace, or by a verification request (challenge, request id). */
export interface NewPhoneCode {
  codeHash: string;
  codeChallenge: string | null;
  reqIdHash: string | null;
  attemptsLeft: number;
  expiresAt: Date;
  sentAt: Date;
}

/** The rows of the profile (spec 03 §3, §7): the customer's phones, addresses, username changes and tax number. */
export function createProfileContactRepository(db: Database) {
  /** Serialises a customer's changes that count or rank its rows (one primary, a maximum). */
  async function lockCustomer(tx: Transaction, customerId: number): Promise<void> {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  }

  const phonesOf = (tx: Pick<Database, 'select'>, customerId: number) =>
    tx
      .select()
      .from(companyPhones)
      .where(eq(companyPhones.customerId, customerId))
      .orderBy(desc(companyPhones.isPrimary), asc(companyPhones.id));

  return {
    async customer(customerId: number) {
      const [row] = await db
        .select({
          id: customers.id,
          customerType: customers.customerType,
          businessName: customers.businessName,
          residenceCountryCode: customers.residenceCountryCode,
          taxId: customers.taxId,
          isNeedPersonalInfoUpdate: customers.isNeedPersonalInfoUpdate,
        })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row ?? null;
    },

    /** The customer's own login: its first user that is not an employee of it (a person, or a company's owner). */
    async owner(customerId: number) {
      const employees = db
        .select({ userId: businessEmployees.userId })
        .from(businessEmployees)
        .where(eq(businessEmployees.customerId, customerId));
      const [row] = await db
        .select({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(users)
        .where(and(eq(users.customerId, customerId), notInArray(users.id, employees)))
        .orderBy(asc(users.id))
        .limit(1);
      return row ?? null;
    },

    async userEmail(userId: number): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    async loginTaken(email: string, exceptUserId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
        .limit(1);
      return row !== undefined;
    },

    async emails(customerId: number) {
      return db
        .select()
        .from(companyEmails)
        .where(eq(companyEmails.customerId, customerId))
        .orderBy(desc(companyEmails.isPrimary), asc(companyEmails.id));
    },

    /** The terms a user was asked to accept, pending or accepted. */
    async terms(userId: number) {
      return db
        .select({
          id: terms.id,
          title: terms.title,
          version: terms.version,
          url: terms.url,
          acceptedAt: userTerms.acceptedAt,
        })
        .from(userTerms)
        .innerJoin(terms, eq(terms.id, userTerms.termsId))
        .where(eq(userTerms.userId, userId))
        .orderBy(asc(terms.id));
    },

    async countryExists(code: string): Promise<boolean> {
      const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
      return row !== undefined;
    },

    async setTaxId(customerId: number, taxId: string): Promise<void> {
      await db.update(customers).set({ taxId }).where(eq(customers.id, customerId));
    },

    async clearPersonalInfoUpdate(customerId: number): Promise<void> {
      await db.update(customers).set({ isNeedPersonalInfoUpdate: false }).where(eq(customers.id, customerId));
    },

    /** The person of a company a user is, with the positions of spec 03 §3 they hold (2 director, 6 shareholder, 8 owner). */
    async representativeOf(customerId: number, userId: number) {
      const [person] = await db
        .select({
          id: businessPersons.id,
          isDirector: businessPersons.isDirector,
          isOwner: businessPersons.isOwner,
        })
        .from(businessPersons)
        .where(and(eq(businessPersons.customerId, customerId), eq(businessPersons.userId, userId)))
        .limit(1);
      if (!person) return null;
      const [share] = await db
        .select({ id: businessShareholders.id })
        .from(businessShareholders)
        .where(eq(businessShareholders.personId, person.id))
        .limit(1);
      return {
        personId: person.id,
        isDirector: person.isDirector,
        isOwner: person.isOwner,
        isShareholder: !!share,
      };
    },

    /** The person behind one of the company's representatives (null: none of its, or a company). */
    async representativePerson(customerId: number, representativeId: number): Promise<number | null> {
      const [row] = await db
        .select({ personId: companyRepresentatives.personId })
        .from(companyRepresentatives)
        .where(
          and(
            eq(companyRepresentatives.id, representativeId),
            eq(companyRepresentatives.customerId, customerId),
          ),
        );
      return row?.personId ?? null;
    },

    async setRepresentativeTaxId(personId: number, taxId: string): Promise<void> {
      await db.update(businessPersons).set({ taxId }).where(eq(businessPersons.id, personId));
    },

    // --- phones ---

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

    // --- addresses ---

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

    // --- username changes ---

    async usernameChanges(userId: number): Promise<UsernameChangeRow[]> {
      return db
        .select()
        .from(usernameChanges)
        .where(eq(usernameChanges.userId, userId))
        .orderBy(desc(usernameChanges.id));
    },

    async activeUsernameChange(userId: number): Promise<UsernameChangeRow | null> {
      const [row] = await db
        .select()
        .from(usernameChanges)
        .where(and(eq(usernameChanges.userId, userId), eq(usernameChanges.status, 'active')));
      return row ?? null;
    },

    /** A new active request; null when another became active in between (one per user, a unique index). */
    async addUsernameChange(
      userId: number,
      desiredUsername: string,
      log: { date: string; status: string; message: string },
      now: Date,
    ): Promise<UsernameChangeRow | null> {
      const [row] = await db
        .insert(usernameChanges)
        .values({ userId, desiredUsername, status: 'active', logs: [log], createdAt: now })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },
  };
}

export type ProfileContactRepository = ReturnType<typeof createProfileContactRepository>;
