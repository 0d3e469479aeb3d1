import {
  BUSINESS_DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY,
  PERSONAL_DOCUMENT_CATEGORIES,
  UPLOADED_DOCUMENT_STATUS,
  VERIFICATION_DOCUMENT_TYPES,
  type DocumentCategoryId,
  type UploadStatus,
  type VerificationDocumentType,
  type VERIFICATION_UPLOAD,
} from '@portal/api/catalogue';
import type { customerVerification } from './verification-tables';

/**
 * The customer's document and verification rules that several slices share (issue 48: one copy of each rule; spec 03
 * §3 "Document statuses and categories", §4): the categories and types of documents, what an upload's bytes and
 * status are, and the verification facts of a customer the back office has written nothing about. Pure.
 */

const S = UPLOADED_DOCUMENT_STATUS;

export type StoredFacts = typeof customerVerification.$inferSelect;
export type NewFacts = typeof customerVerification.$inferInsert;

/** What the default facts depend on of the customer. */
export interface FactsCustomer {
  customerId: number;
  customerType: number;
  verified: boolean;
}

/** The categories an unverified customer without facts must prove: who they are and where they live (ours). */
export const DEFAULT_REQUIRED_CATEGORIES = {
  personal: [DOCUMENT_CATEGORY.identity, DOCUMENT_CATEGORY.address],
  business: [DOCUMENT_CATEGORY.businessRegistration, DOCUMENT_CATEGORY.businessAddress],
} as const;

/** spec 03 §3 "customerType (0 personal, 1 business; server value 2 maps to business)". */
export const isBusiness = (customerType: number): boolean => customerType !== 0;

/** The categories a customer deals with: a person's, or a business's for the company. */
export function categoriesOf(customerType: number): readonly DocumentCategoryId[] {
  return isBusiness(customerType) ? BUSINESS_DOCUMENT_CATEGORIES : PERSONAL_DOCUMENT_CATEGORIES;
}

export function isDocumentCategory(value: number): value is DocumentCategoryId {
  return Object.hasOwn(VERIFICATION_DOCUMENT_TYPES, value);
}

/** A document type by id, in whichever category lists it. */
export function documentTypeById(documentTypeId: number): VerificationDocumentType | undefined {
  for (const types of Object.values(VERIFICATION_DOCUMENT_TYPES)) {
    const found = types.find((type) => type.id === documentTypeId);
    if (found) return { id: found.id, name: found.name, sides: [...found.sides] };
  }
  return undefined;
}

/** Where one upload stands for the customer (spec 03 §3 "Upload statuses"). */
export function uploadStatusOf(statusId: number): UploadStatus {
  if (statusId === S.submitted || statusId === S.confirmed) return 'uploaded';
  if (statusId === S.rejected || statusId === S.expired) return 'rejected';
  return 'pending';
}

/** What the bytes of an upload really are, by their first bytes; undefined when not a JPEG, PNG or PDF. */
export function contentTypeOf(bytes: Buffer): (typeof VERIFICATION_UPLOAD.contentTypes)[number] | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return undefined;
}

/** The content types each accepted name ending stands for. */
export const CONTENT_TYPE_OF_ENDING: Record<(typeof VERIFICATION_UPLOAD.accept)[number], string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};

/** The facts of a customer the back office has written nothing about: unverified ones must prove who they are. */
export function defaultFacts(customer: FactsCustomer): NewFacts & StoredFacts {
  const required = customer.verified
    ? []
    : isBusiness(customer.customerType)
      ? DEFAULT_REQUIRED_CATEGORIES.business
      : DEFAULT_REQUIRED_CATEGORIES.personal;
  return {
    customerId: customer.customerId,
    requiredCategories: [...required],
    identityStatusOverride: null,
    videoIdentityStatus: 'notRequired',
    proofOfResidenceStatus: 'notRequired',
    phoneConfirmed: true,
    w9FormDocumentStatus: 'notRequired',
    lossOfNationalityDocumentStatus: 'notRequired',
    taxResidencyDocumentStatus: 'notRequired',
    w8BenFormDocumentStatus: 'notRequired',
    duplicateDocuments: false,
    duplicateDocumentsUploaded: false,
    limitedReason: '',
  };
}
