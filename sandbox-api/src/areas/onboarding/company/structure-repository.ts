import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import {
  businessCompanies,
  businessPersons,
  businessShareholders,
  companyRepresentatives,
} from '../../../platform/customer/company-tables';

/** A statuses triple of a representative's documents (null: not asked for). */
interface DocumentStatuses {
  addressDocumentStatus: number | null;
  identityDocumentStatus: number | null;
  controlDocumentStatus: number | null;
}

export interface PersonRepresentative extends DocumentStatuses {
  representativeId: number;
  personId: number;
  firstName: string;
  lastName: string;
  birthday: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  countryCode: string;
  stateCode: string;
  taxId: string;
  isDirector: boolean;
  isOwner: boolean;
  userId: number | null;
  addressStatus: number;
  addressConfirmed: boolean;
}

export interface CompanyRepresentative extends DocumentStatuses {
  representativeId: number;
  companyId: number;
  name: string;
  registrationCountryCode: string;
  registrationNumber: string;
  /** A company directing or owning the customer (issue 47 item 5: every hub takes a company). */
  isDirector: boolean;
  isOwner: boolean;
}

export interface ShareholderRow {
  id: number;
  parentId: number | null;
  position: number;
  personId: number | null;
  companyId: number | null;
  share: string;
}

/** Everyone behind the company: its persons and companies (each with its representative id) and the tree. */
export interface CompanyStructure {
  persons: PersonRepresentative[];
  companies: CompanyRepresentative[];
  shareholders: ShareholderRow[];
}

/** Everyone behind the company: its persons and companies, the shareholder tree, a person's address. */
export function createCompanyStructureRepository(db: Database) {
  return {
    /** Call {@link ensureCompanyRecords} first: persons and companies without a representative id are left out. */
    async structure(customerId: number): Promise<CompanyStructure> {
      const statuses = {
        addressDocumentStatus: companyRepresentatives.addressDocumentStatus,
        identityDocumentStatus: companyRepresentatives.identityDocumentStatus,
        controlDocumentStatus: companyRepresentatives.controlDocumentStatus,
      };
      const persons = await db
        .select({
          representativeId: companyRepresentatives.id,
          personId: businessPersons.id,
          firstName: businessPersons.firstName,
          lastName: businessPersons.lastName,
          birthday: businessPersons.birthday,
          email: businessPersons.email,
          phone: businessPersons.phone,
          address1: businessPersons.address1,
          address2: businessPersons.address2,
          city: businessPersons.city,
          postalCode: businessPersons.postalCode,
          countryCode: businessPersons.countryCode,
          stateCode: businessPersons.stateCode,
          taxId: businessPersons.taxId,
          isDirector: businessPersons.isDirector,
          isOwner: businessPersons.isOwner,
          userId: businessPersons.userId,
          addressStatus: businessPersons.addressStatus,
          addressConfirmed: businessPersons.addressConfirmed,
          ...statuses,
        })
        .from(businessPersons)
        .innerJoin(companyRepresentatives, eq(companyRepresentatives.personId, businessPersons.id))
        .where(eq(businessPersons.customerId, customerId))
        .orderBy(asc(companyRepresentatives.id));
      const companies = await db
        .select({
          representativeId: companyRepresentatives.id,
          companyId: businessCompanies.id,
          name: businessCompanies.name,
          registrationCountryCode: businessCompanies.registrationCountryCode,
          registrationNumber: businessCompanies.registrationNumber,
          isDirector: businessCompanies.isDirector,
          isOwner: businessCompanies.isOwner,
          ...statuses,
        })
        .from(businessCompanies)
        .innerJoin(companyRepresentatives, eq(companyRepresentatives.companyId, businessCompanies.id))
        .where(eq(businessCompanies.customerId, customerId))
        .orderBy(asc(companyRepresentatives.id));
      const shareholders = await db
        .select({
          id: businessShareholders.id,
          parentId: businessShareholders.parentId,
          position: businessShareholders.position,
          personId: businessShareholders.personId,
          companyId: businessShareholders.companyId,
          share: businessShareholders.share,
        })
        .from(businessShareholders)
        .where(eq(businessShareholders.customerId, customerId))
        .orderBy(asc(businessShareholders.position), asc(businessShareholders.id));
      return { persons, companies, shareholders };
    },

    /**
     * A person's new address (spec 03 §7 "Representative address create"): status 1 as every created or replaced
     * address (spec 03 §3), unconfirmed until the customer confirms it.
     */
    async setRepresentativeAddress(
      personId: number,
      address: {
        address1: string;
        address2: string;
        city: string;
        postalCode: string;
        countryCode: string;
        stateCode: string;
      },
    ): Promise<void> {
      await db
        .update(businessPersons)
        .set({ ...address, addressStatus: 1, addressConfirmed: false })
        .where(eq(businessPersons.id, personId));
    },

    async confirmRepresentativeAddress(personId: number): Promise<void> {
      await db
        .update(businessPersons)
        .set({ addressConfirmed: true })
        .where(eq(businessPersons.id, personId));
    },

    /**
     * Deletes a representative's person or company (an administrator's forced delete, spec 03 §6): its places in
     * the shareholder tree (with what it holds through them) and its directorships go with it; a user it was keeps
     * their access. False when it is not the company's.
     */
    async deleteRepresentative(customerId: number, representativeId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ personId: companyRepresentatives.personId, companyId: companyRepresentatives.companyId })
          .from(companyRepresentatives)
          .where(
            and(
              eq(companyRepresentatives.id, representativeId),
              eq(companyRepresentatives.customerId, customerId),
            ),
          )
          .for('update');
        if (!row) return false;
        if (row.personId !== null)
          await tx.delete(businessPersons).where(eq(businessPersons.id, row.personId));
        if (row.companyId !== null)
          await tx.delete(businessCompanies).where(eq(businessCompanies.id, row.companyId));
        await tx.delete(companyRepresentatives).where(eq(companyRepresentatives.id, representativeId));
        return true;
      });
    },

    /** Representative ids of the company among `ids`. */
    async representativeIds(customerId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: companyRepresentatives.id })
        .from(companyRepresentatives)
        .where(
          and(
            eq(companyRepresentatives.customerId, customerId),
            inArray(companyRepresentatives.id, [...ids]),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },
  };
}
