import type {
  BusinessTaxQuestions,
  ControllingPerson,
  TaxCertificationInfo,
  TaxCertificationKind,
  TaxIdEntry,
  TaxWForm,
  TinMissingReason,
} from '@portal/api/catalogue';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import {
  businessPersons,
  companyAddresses,
  companyRepresentatives,
} from '../../../platform/customer/company-tables';
import { countries, customers, users } from '../../../platform/db/tables';
import { customerVerification } from '../../../platform/customer/verification-tables';
import {
  createTaxDocumentsRepository,
  documentColumns,
  type StoredTaxDocument,
} from './documents-repository';
import {
  taxCertificationDocuments,
  taxCertifications,
  taxCertificationTaxIds,
  taxControllingPersons,
  taxRepresentativeSecrets,
} from './tables';

export type { StoredTaxDocument } from './documents-repository';

/** A transaction's handle: a database too. */
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** What the certification reads of a customer. */
export interface TaxCustomer {
  customerId: number;
  customerType: number;
  businessName: string | null;
  residenceCountryCode: string;
  verified: boolean;
  limited: boolean;
  isNeedKyc: boolean;
  dueDiligenceLevel: number;
  /** The first user's name: the person, or a company's owner. */
  userName: string;
}

/** Whose certification: a customer's own (personal, business) or a representative's of a company. */
export interface CertificationOwner {
  customerId: number;
  kind: TaxCertificationKind;
  representativeId: number | null;
}

/** A representative found by the auth secret of their link. */
export interface TaxRepresentative {
  representativeId: number;
  customerId: number;
  name: string;
  companyName: string;
}

export type StoredCertification = typeof taxCertifications.$inferSelect;

/** A certification as kept, with its tax ids, controlling persons and newest document of each kind. */
export interface CertificationRecord {
  row: StoredCertification;
  taxIds: TaxIdEntry[];
  controllingPersons: ControllingPerson[];
  documents: Partial<Record<TaxWForm | 'lossOfNationality', StoredTaxDocument>>;
}

/** What an update keeps. */
export interface CertificationAnswers {
  registrationCountryCode: string | null;
  entityType: string | null;
  questions: Partial<BusinessTaxQuestions>;
  hasUSIndicia: boolean;
  isUSTaxPayer: boolean;
  renouncedUSCitizenship: boolean | null;
  placeOfBusinessAddressId: number | null;
  registeredAddressId: number | null;
  taxIds: TaxIdEntry[];
  controllingPersons: ControllingPerson[];
  signedAt: Date;
}

export interface TaxStatuses {
  selfCertificationStatus: string;
  w8BenStatus: string;
  w9Status: string;
  lossOfNationalityStatus: string;
}

const asEntry = (row: typeof taxCertificationTaxIds.$inferSelect): TaxIdEntry => ({
  countryCode: row.countryCode,
  taxId: row.taxId,
  ...(row.tinMissingReason ? { tinMissingReason: row.tinMissingReason as TinMissingReason } : {}),
  ...(row.tinMissingExplanation !== null ? { tinMissingExplanation: row.tinMissingExplanation } : {}),
});

const ownerWhere = (owner: CertificationOwner) =>
  owner.representativeId === null
    ? and(
        eq(taxCertifications.customerId, owner.customerId),
        eq(taxCertifications.kind, owner.kind),
        isNull(taxCertifications.representativeId),
      )
    : eq(taxCertifications.representativeId, owner.representativeId);

async function loadRecord(db: Executor, row: StoredCertification): Promise<CertificationRecord> {
  const ids = await db
    .select()
    .from(taxCertificationTaxIds)
    .where(eq(taxCertificationTaxIds.certificationId, row.id))
    .orderBy(asc(taxCertificationTaxIds.position), asc(taxCertificationTaxIds.id));
  const persons = await db
    .select()
    .from(taxControllingPersons)
    .where(eq(taxControllingPersons.certificationId, row.id))
    .orderBy(asc(taxControllingPersons.position));
  const documents = await db
    .select(documentColumns)
    .from(taxCertificationDocuments)
    .where(eq(taxCertificationDocuments.certificationId, row.id))
    .orderBy(desc(taxCertificationDocuments.id));
  const newest: CertificationRecord['documents'] = {};
  for (const document of documents) {
    const kind = document.kind as keyof CertificationRecord['documents'];
    newest[kind] ??= document;
  }
  return {
    row,
    taxIds: ids.filter((id) => id.controllingPersonId === null).map(asEntry),
    controllingPersons: persons.map((person) => ({
      firstName: person.firstName,
      lastName: person.lastName,
      birthDate: person.birthDate,
      residenceCountryCode: person.residenceCountryCode,
      taxIds: ids.filter((id) => id.controllingPersonId === person.id).map(asEntry),
    })),
    documents: newest,
  };
}

export function createTaxCertificationRepository(db: Database) {
  async function certificationRow(tx: Executor, owner: CertificationOwner) {
    const [row] = await tx.select().from(taxCertifications).where(ownerWhere(owner));
    return row;
  }

  return {
    async customer(customerId: number): Promise<TaxCustomer | undefined> {
      const [row] = await db
        .select({
          customerId: customers.id,
          customerType: customers.customerType,
          businessName: customers.businessName,
          residenceCountryCode: customers.residenceCountryCode,
          verified: customers.verified,
          limited: customers.limited,
          isNeedKyc: customers.isNeedKyc,
          dueDiligenceLevel: customers.dueDiligenceLevel,
        })
        .from(customers)
        .where(eq(customers.id, customerId));
      if (!row) return undefined;
      const [user] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.customerId, customerId))
        .orderBy(asc(users.id))
        .limit(1);
      return { ...row, userName: user ? `${user.firstName} ${user.lastName}` : '' };
    },

    async representativeBySecret(secretHash: string): Promise<TaxRepresentative | undefined> {
      const [row] = await db
        .select({
          representativeId: companyRepresentatives.id,
          customerId: companyRepresentatives.customerId,
          firstName: businessPersons.firstName,
          lastName: businessPersons.lastName,
          companyName: customers.businessName,
        })
        .from(taxRepresentativeSecrets)
        .innerJoin(
          companyRepresentatives,
          eq(companyRepresentatives.id, taxRepresentativeSecrets.representativeId),
        )
        .innerJoin(businessPersons, eq(businessPersons.id, companyRepresentatives.personId))
        .innerJoin(customers, eq(customers.id, companyRepresentatives.customerId))
        .where(eq(taxRepresentativeSecrets.secretHash, secretHash));
      return row
        ? {
            representativeId: row.representativeId,
            customerId: row.customerId,
            name: `${row.firstName} ${row.lastName}`,
            companyName: row.companyName ?? '',
          }
        : undefined;
    },

    /** A company's addresses, to name its registered office and place of business. */
    async addresses(customerId: number) {
      return db
        .select({
          addressId: companyAddresses.id,
          address1: companyAddresses.address1,
          city: companyAddresses.city,
          postalCode: companyAddresses.postalCode,
          country: countries.name,
        })
        .from(companyAddresses)
        .innerJoin(countries, eq(countries.code, companyAddresses.countryCode))
        .where(eq(companyAddresses.customerId, customerId))
        .orderBy(asc(companyAddresses.id));
    },

    async find(owner: CertificationOwner): Promise<CertificationRecord | undefined> {
      const row = await certificationRow(db, owner);
      return row ? loadRecord(db, row) : undefined;
    },

    async findById(certificationId: number): Promise<CertificationRecord | undefined> {
      const [row] = await db
        .select()
        .from(taxCertifications)
        .where(eq(taxCertifications.id, certificationId));
      return row ? loadRecord(db, row) : undefined;
    },

    /** Keeps the answers in place of the ones before, with the statuses they lead to. */
    async save(
      owner: CertificationOwner,
      answers: CertificationAnswers,
      statuses: (before: StoredCertification | undefined) => TaxStatuses,
    ): Promise<CertificationRecord> {
      return db.transaction(async (tx) => {
        const before = await certificationRow(tx, owner);
        const values = {
          registrationCountryCode: answers.registrationCountryCode,
          entityType: answers.entityType,
          questions: answers.questions,
          hasUSIndicia: answers.hasUSIndicia,
          isUSTaxPayer: answers.isUSTaxPayer,
          renouncedUSCitizenship: answers.renouncedUSCitizenship,
          placeOfBusinessAddressId: answers.placeOfBusinessAddressId,
          registeredAddressId: answers.registeredAddressId,
          signedAt: answers.signedAt,
          ...statuses(before),
        };
        let id: number;
        if (before) {
          id = before.id;
          await tx.update(taxCertifications).set(values).where(eq(taxCertifications.id, id));
          await tx.delete(taxCertificationTaxIds).where(eq(taxCertificationTaxIds.certificationId, id));
          await tx.delete(taxControllingPersons).where(eq(taxControllingPersons.certificationId, id));
        } else {
          const [created] = await tx
            .insert(taxCertifications)
            .values({
              ...values,
              customerId: owner.customerId,
              kind: owner.kind,
              representativeId: owner.representativeId,
            })
            .returning({ id: taxCertifications.id });
          id = created!.id;
        }
        const idRows = (entries: readonly TaxIdEntry[], controllingPersonId: number | null) =>
          entries.map((entry, position) => ({
            certificationId: id,
            controllingPersonId,
            position,
            countryCode: entry.countryCode,
            taxId: entry.taxId.trim(),
            tinMissingReason: entry.tinMissingReason ?? null,
            tinMissingExplanation: entry.tinMissingExplanation?.trim() ?? null,
          }));
        if (answers.taxIds.length > 0)
          await tx.insert(taxCertificationTaxIds).values(idRows(answers.taxIds, null));
        for (const [position, person] of answers.controllingPersons.entries()) {
          const [created] = await tx
            .insert(taxControllingPersons)
            .values({
              certificationId: id,
              position,
              firstName: person.firstName.trim(),
              lastName: person.lastName.trim(),
              birthDate: person.birthDate,
              residenceCountryCode: person.residenceCountryCode,
            })
            .returning({ id: taxControllingPersons.id });
          if (person.taxIds.length > 0)
            await tx.insert(taxCertificationTaxIds).values(idRows(person.taxIds, created!.id));
        }
        const [row] = await tx.select().from(taxCertifications).where(eq(taxCertifications.id, id));
        return loadRecord(tx, row!);
      });
    },

    async setStatuses(certificationId: number, statuses: Partial<TaxStatuses>): Promise<void> {
      await db.update(taxCertifications).set(statuses).where(eq(taxCertifications.id, certificationId));
    },

    ...createTaxDocumentsRepository(db),

    async setSelfCertification(customerId: number, state: string): Promise<void> {
      await db.update(customers).set({ selfCertification: state }).where(eq(customers.id, customerId));
    },

    /**
     * Tells verification the customer's tax documents (spec 03 §4 "Required-action count" reads them from its facts):
     * the facts row is written with its defaults first when there is none.
     */
    async syncVerificationFacts(
      facts: typeof customerVerification.$inferInsert,
      info: TaxCertificationInfo,
    ): Promise<void> {
      const tax = {
        w9FormDocumentStatus: info.w9FormDocumentStatus,
        lossOfNationalityDocumentStatus: info.certificateOfLossOfNationalityDocumentStatus,
        taxResidencyDocumentStatus: info.taxResidencySelfCertificationDocumentStatus,
        w8BenFormDocumentStatus: info.w8BenFormDocumentStatus,
      };
      await db
        .insert(customerVerification)
        .values({ ...facts, ...tax })
        .onConflictDoUpdate({ target: customerVerification.customerId, set: tax });
    },

    /** The verification facts' tax statuses, for a customer without a certification yet. */
    async verificationTaxFacts(customerId: number) {
      const [row] = await db
        .select({
          w9FormDocumentStatus: customerVerification.w9FormDocumentStatus,
          lossOfNationalityDocumentStatus: customerVerification.lossOfNationalityDocumentStatus,
          taxResidencyDocumentStatus: customerVerification.taxResidencyDocumentStatus,
          w8BenFormDocumentStatus: customerVerification.w8BenFormDocumentStatus,
        })
        .from(customerVerification)
        .where(eq(customerVerification.customerId, customerId));
      return row;
    },
  };
}

export type TaxCertificationRepository = ReturnType<typeof createTaxCertificationRepository>;
