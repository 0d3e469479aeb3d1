import { COMPANY_DOCUMENT_STATUS } from '@portal/api/catalogue';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { ensureRepresentativeRows } from '../../../platform/customer/representative-rows';
import {
  businessCompanies,
  businessPersons,
  companyRepresentatives,
} from '../../../platform/customer/company-tables';
import { customerDocuments } from '../../../platform/customer/verification-tables';
import {
  asUpload,
  uploadColumns,
  type Executor,
  type StoredRepresentativeDocuments,
  type StoredUpload,
} from './verification-record';

/**
 * The representative's status column each category of theirs keeps (spec 03 §5 "A representative needs action when
 * any of the address, identity or control document statuses is set but not 1 or 2"); other categories (the
 * shareholder and ultimate-owner documents) are a list only.
 */
const REPRESENTATIVE_STATUS_COLUMN = {
  1: 'identityDocumentStatus',
  2: 'addressDocumentStatus',
  9: 'controlDocumentStatus',
} as const satisfies Record<number, keyof typeof companyRepresentatives.$inferInsert>;

/** An upload's status as the representative's (COMPANY_DOCUMENT_STATUS): waiting 1, confirmed 2, rejected 3, expired 5. */
function representativeStatusOf(statusId: number): number {
  if (statusId === 2) return COMPANY_DOCUMENT_STATUS.confirmed;
  if (statusId === 26) return COMPANY_DOCUMENT_STATUS.rejected;
  if (statusId === 38) return COMPANY_DOCUMENT_STATUS.expired;
  return COMPANY_DOCUMENT_STATUS.pending;
}

/**
 * Writes the category's status into its representative's column, when the category keeps one: from the newest upload
 * of each side, so a rejected front is not hidden by a validated back (any rejected 3, expired 5, all confirmed 2,
 * else in review 1).
 */
export async function settleRepresentative(tx: Executor, upload: StoredUpload): Promise<void> {
  const column = REPRESENTATIVE_STATUS_COLUMN[upload.categoryId as keyof typeof REPRESENTATIVE_STATUS_COLUMN];
  if (upload.representativeId === null || !column) return;
  const uploads = await tx
    .select({ side: customerDocuments.side, statusId: customerDocuments.statusId })
    .from(customerDocuments)
    .where(
      and(
        eq(customerDocuments.representativeId, upload.representativeId),
        eq(customerDocuments.categoryId, upload.categoryId),
      ),
    )
    .orderBy(desc(customerDocuments.uploadedAt), desc(customerDocuments.id));
  const newestBySide = new Map<string, number>();
  for (const row of uploads) if (!newestBySide.has(row.side)) newestBySide.set(row.side, row.statusId);
  const statuses = [...newestBySide.values()].map(representativeStatusOf);
  const status = statuses.includes(COMPANY_DOCUMENT_STATUS.rejected)
    ? COMPANY_DOCUMENT_STATUS.rejected
    : statuses.includes(COMPANY_DOCUMENT_STATUS.expired)
      ? COMPANY_DOCUMENT_STATUS.expired
      : statuses.every((each) => each === COMPANY_DOCUMENT_STATUS.confirmed)
        ? COMPANY_DOCUMENT_STATUS.confirmed
        : COMPANY_DOCUMENT_STATUS.pending;
  await tx
    .update(companyRepresentatives)
    .set({ [column]: status })
    .where(eq(companyRepresentatives.id, upload.representativeId));
}

/** The documents of a company's representatives (issue 47 item 1). */
export function createRepresentativeDocumentsRepository(db: Database) {
  return {
    /**
     * The company's directors, shareholders and owners with their documents (issue 47 item 1): who they are, where
     * they live (their documents' types follow it), the statuses the company page shows, and their uploads, newest
     * first.
     */
    async representativeDocuments(customerId: number): Promise<StoredRepresentativeDocuments[]> {
      await ensureRepresentativeRows(db, customerId);
      const people = await db
        .select({
          representativeId: companyRepresentatives.id,
          firstName: businessPersons.firstName,
          lastName: businessPersons.lastName,
          personCountry: businessPersons.countryCode,
          companyName: businessCompanies.name,
          companyCountry: businessCompanies.registrationCountryCode,
          identityDocumentStatus: companyRepresentatives.identityDocumentStatus,
          addressDocumentStatus: companyRepresentatives.addressDocumentStatus,
          controlDocumentStatus: companyRepresentatives.controlDocumentStatus,
        })
        .from(companyRepresentatives)
        .leftJoin(businessPersons, eq(businessPersons.id, companyRepresentatives.personId))
        .leftJoin(businessCompanies, eq(businessCompanies.id, companyRepresentatives.companyId))
        .where(eq(companyRepresentatives.customerId, customerId))
        .orderBy(asc(companyRepresentatives.id));
      const uploads = await db
        .select(uploadColumns)
        .from(customerDocuments)
        .where(
          and(eq(customerDocuments.customerId, customerId), isNotNull(customerDocuments.representativeId)),
        )
        .orderBy(desc(customerDocuments.uploadedAt), desc(customerDocuments.id));
      return people.map((person) => ({
        representativeId: person.representativeId,
        kind: person.companyName !== null ? ('company' as const) : ('person' as const),
        name: person.companyName ?? `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim(),
        countryCode: person.personCountry ?? person.companyCountry ?? '',
        statuses: {
          1: person.identityDocumentStatus,
          2: person.addressDocumentStatus,
          9: person.controlDocumentStatus,
        },
        uploads: uploads
          .filter((upload) => upload.representativeId === person.representativeId)
          .map(asUpload),
      }));
    },
  };
}
