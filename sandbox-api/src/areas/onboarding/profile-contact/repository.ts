import { and, asc, desc, eq, ne, notInArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { countries, customers, users } from '../../../platform/db/tables';
import { businessEmployees, terms, userTerms } from '../../../platform/customer/tables';
import {
  businessPersons,
  businessShareholders,
  companyEmails,
  companyRepresentatives,
} from '../../../platform/customer/company-tables';
import { createProfileAddressesRepository } from './addresses-repository';
import { createProfilePhonesRepository } from './phones-repository';
import { usernameChanges } from './tables';

export type { AddressRow, StoredAddressFields } from './addresses-repository';
export type { NewPhoneCode, PhoneCodeRow, PhoneRow } from './phones-repository';
export type UsernameChangeRow = typeof usernameChanges.$inferSelect;

/** The rows of the profile (spec 03 §3, §7): the customer's phones, addresses, username changes and tax number. */
export function createProfileContactRepository(db: Database) {
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

    ...createProfilePhonesRepository(db),

    ...createProfileAddressesRepository(db),

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
