import type {
  AdditionalQuestionAnswer,
  AdditionalQuestionId,
  CompanyDocument,
  CompanyPhone,
} from '@portal/api/catalogue';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { ensureRepresentativeRows } from '../../../platform/customer/representative-rows';
import {
  businessProfiles,
  companyAddresses,
  companyPhones,
  companyQuestionAnswers,
} from '../../../platform/customer/company-tables';
import { companyDetails, companyDocuments } from './tables';
import { countries, customers } from '../../../platform/db/tables';

/** The customer and what registration and the company pages stored about it. */
export interface CompanyRecord {
  customerId: number;
  customerType: number;
  businessName: string;
  residenceCountryCode: string;
  taxId: string;
  verified: boolean;
  limited: boolean;
  createdAt: Date;
  profile: typeof businessProfiles.$inferSelect | null;
  details: typeof companyDetails.$inferSelect | null;
}

export interface StoredAddress {
  addressId: number;
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  countryCode: string;
  stateCode: string;
  addressStatus: number;
  confirmed: boolean;
}

export interface StoredDocument extends CompanyDocument {
  category: number;
  addressId: number | null;
}

/** `+390212345678` as its country code (`39`, the longest dictionary code it starts with) and national number. */
function splitPhone(e164: string, codes: readonly string[]): { countryCode: string; number: string } {
  const digits = e164.replace(/^\+/, '');
  const code = [...codes]
    .sort((a, b) => b.length - a.length)
    .find((candidate) => candidate && digits.startsWith(candidate));
  return code
    ? { countryCode: code, number: digits.slice(code.length) }
    : { countryCode: '', number: digits };
}

/** The company record: the customer, its registered office, documents, phone and answers (spec 03). */
export function createCompanyRecordsRepository(db: Database) {
  return {
    async company(customerId: number): Promise<CompanyRecord | null> {
      const [row] = await db
        .select({ customer: customers, profile: businessProfiles, details: companyDetails })
        .from(customers)
        .leftJoin(businessProfiles, eq(businessProfiles.customerId, customers.id))
        .leftJoin(companyDetails, eq(companyDetails.customerId, customers.id))
        .where(eq(customers.id, customerId));
      if (!row) return null;
      const { customer } = row;
      return {
        customerId: customer.id,
        customerType: customer.customerType,
        businessName: customer.businessName ?? '',
        residenceCountryCode: customer.residenceCountryCode,
        taxId: customer.taxId ?? '',
        verified: customer.verified,
        limited: customer.limited,
        createdAt: customer.createdAt,
        profile: row.profile,
        details: row.details,
      };
    },

    /**
     * What the company pages keep beside registration's tables, made once for a registered company: its registered
     * office and phone copied from the profile, and a representative id for each person and company.
     */
    async ensureCompanyRecords(customerId: number): Promise<void> {
      const [profile] = await db
        .select()
        .from(businessProfiles)
        .where(eq(businessProfiles.customerId, customerId));
      const [copied] = await db
        .select({ done: companyDetails.registrationCopied })
        .from(companyDetails)
        .where(eq(companyDetails.customerId, customerId));
      await ensureRepresentativeRows(db, customerId);
      if (!profile || copied?.done) return;
      await db.transaction(async (tx) => {
        await tx.insert(companyDetails).values({ customerId }).onConflictDoNothing();
        // Claimed by one statement, so two first visits at the same moment copy once.
        const claimed = await tx
          .update(companyDetails)
          .set({ registrationCopied: true })
          .where(and(eq(companyDetails.customerId, customerId), eq(companyDetails.registrationCopied, false)))
          .returning({ customerId: companyDetails.customerId });
        if (claimed.length === 0) return;
        await tx.insert(companyAddresses).values({
          customerId,
          address1: profile.address1,
          address2: profile.address2,
          city: profile.city,
          postalCode: profile.postalCode,
          countryCode: profile.countryCode,
          stateCode: profile.stateCode,
          addressStatus: 1,
        });
        if (profile.phone) {
          const codes = await tx.select({ code: countries.phoneCode }).from(countries);
          await tx
            .insert(companyPhones)
            .values({
              customerId,
              ...splitPhone(
                profile.phone,
                codes.map((row) => row.code),
              ),
            })
            .onConflictDoNothing();
        }
      });
    },

    async addresses(customerId: number): Promise<StoredAddress[]> {
      return db
        .select({
          addressId: companyAddresses.id,
          address1: companyAddresses.address1,
          address2: companyAddresses.address2,
          city: companyAddresses.city,
          postalCode: companyAddresses.postalCode,
          countryCode: companyAddresses.countryCode,
          stateCode: companyAddresses.stateCode,
          addressStatus: companyAddresses.addressStatus,
          confirmed: companyAddresses.confirmed,
        })
        .from(companyAddresses)
        .where(eq(companyAddresses.customerId, customerId))
        .orderBy(asc(companyAddresses.id));
    },

    async documents(customerId: number): Promise<StoredDocument[]> {
      const rows = await db
        .select()
        .from(companyDocuments)
        .where(eq(companyDocuments.customerId, customerId))
        .orderBy(asc(companyDocuments.id));
      return rows.map((row) => ({
        id: row.id,
        documentTypeId: row.documentTypeId,
        documentType: row.documentType,
        statusId: row.statusId,
        uploaded: row.uploadedAt.toISOString(),
        issuedDate: row.issuedDate,
        expiresDate: row.expiresDate,
        rejectReason: row.rejectReason,
        category: row.category,
        addressId: row.addressId,
      }));
    },

    async primaryPhone(customerId: number): Promise<CompanyPhone | null> {
      const [row] = await db
        .select()
        .from(companyPhones)
        .where(and(eq(companyPhones.customerId, customerId), eq(companyPhones.isPrimary, true)));
      return row
        ? {
            id: row.id,
            countryCode: row.countryCode,
            number: row.number,
            confirmed: row.confirmed,
            status: 'Primary',
          }
        : null;
    },

    async questionAnswers(customerId: number): Promise<AdditionalQuestionAnswer[]> {
      const rows = await db
        .select()
        .from(companyQuestionAnswers)
        .where(eq(companyQuestionAnswers.customerId, customerId))
        .orderBy(asc(companyQuestionAnswers.questionId));
      return rows.map((row) => ({
        questionId: row.questionId as AdditionalQuestionId,
        answer: row.answer,
        details: row.details,
        name: row.controllerName,
        date: row.controllerDate ?? '',
      }));
    },

    async countryExists(code: string): Promise<boolean> {
      const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
      return row !== undefined;
    },
  };
}
