import {
  DOCUMENT_CATEGORY,
  UPLOADED_DOCUMENT_STATUS,
  type DocumentCategoryId,
  type IdentityResponse,
  type RepresentativeDocuments,
  type UploadedDocument,
  type VerificationStatus,
} from '@portal/api/catalogue';
import type {
  CustomerFlags,
  StoredFacts,
  StoredRepresentativeDocuments,
  StoredUpload,
  VerificationRecord,
} from './repository';
import {
  defaultFacts,
  documentTypeById,
  isBusiness,
  isDocumentCategory,
  uploadStatusOf,
} from '../../../platform/customer/verification-rules';
import {
  PROVEN_STATUSES,
  categoryStatus,
  documentStatusOf,
  documentTypesFor,
  isRejectedStatus,
} from './rules';

const S = UPLOADED_DOCUMENT_STATUS;

export const asStatus = (value: string): VerificationStatus => value as VerificationStatus;

/** The categories a company's representative proves (issue 47 item 1): a person's identity, address and control; a
 * company's registration and control; either's shareholder or ultimate-owner documents (category 6). */
export const REPRESENTATIVE_CATEGORIES: Record<'person' | 'company', readonly DocumentCategoryId[]> = {
  person: [1, 2, 9, 6],
  company: [4, 9, 6],
};

/** A representative's status column (COMPANY_DOCUMENT_STATUS) as a category status: null is "not asked". */
function representativeCategoryStatus(column: number | null): VerificationStatus {
  if (column === null) return 'notRequired';
  if (column === 2) return 'validated';
  if (column === 3 || column === 4) return 'rejected';
  if (column === 5) return 'none';
  return 'pending';
}

/** What one representative's documents say, category by category. */
export function representativeDocumentsOf(
  person: StoredRepresentativeDocuments,
  today: string,
): RepresentativeDocuments {
  return {
    representativeId: person.representativeId,
    kind: person.kind,
    name: person.name,
    categories: REPRESENTATIVE_CATEGORIES[person.kind].map((categoryId) => {
      const uploads = person.uploads.filter((upload) => upload.categoryId === categoryId);
      const column = categoryId in person.statuses ? person.statuses[categoryId as 1 | 2 | 9] : null;
      // A category without a status column (the shareholder and ultimate-owner list) is what its newest upload is.
      const status =
        column !== null || categoryId in person.statuses
          ? representativeCategoryStatus(column)
          : uploads[0]
            ? documentStatusOf(uploads[0], today)
            : 'notRequired';
      return {
        categoryId,
        status,
        required: column !== null,
        documentTypes: documentTypesFor(categoryId, person.countryCode),
        uploadedDocuments: uploads.map(toUploadedDocument),
      };
    }),
  };
}

export function toUploadedDocument(upload: StoredUpload): UploadedDocument {
  return {
    id: upload.id,
    statusId: upload.statusId,
    uploadStatus: uploadStatusOf(upload.statusId),
    uploaded: upload.uploadedAt.toISOString(),
    documentTypeId: upload.documentTypeId,
    documentType: documentTypeById(upload.documentTypeId)?.name ?? '',
    isSubDocument: upload.side === 'back',
    side: upload.side,
    issuedDate: upload.issuedDate,
    expiresDate: upload.expiresDate,
    createdUsername: upload.createdUsername,
    rejectReason: upload.rejectReason,
    fileName: upload.fileName,
  };
}

/** What one record says once read with the day's date: every category's status, and which are required. */
export class VerificationView {
  readonly facts: StoredFacts;
  private readonly limitCategories: ReadonlySet<number>;

  constructor(
    readonly record: VerificationRecord,
    readonly today: string,
  ) {
    this.facts = record.facts ?? defaultFacts(record.customer);
    this.limitCategories = new Set(record.limitReasons.flatMap((reason) => reason.categories));
  }

  /** What verification needs (the customer's verified flag follows these). */
  get verificationCategories(): DocumentCategoryId[] {
    return this.facts.requiredCategories.filter(isDocumentCategory);
  }

  /** Required to verify, or to lift a limit. */
  isRequired(categoryId: number): boolean {
    return this.facts.requiredCategories.includes(categoryId) || this.limitCategories.has(categoryId);
  }

  uploadsIn(categoryId: number): StoredUpload[] {
    return this.record.uploads.filter((upload) => upload.categoryId === categoryId);
  }

  statusOf(categoryId: number): VerificationStatus {
    return categoryStatus(this.uploadsIn(categoryId), this.isRequired(categoryId), this.today);
  }

  identity(): IdentityResponse {
    const documentStatus = this.statusOf(DOCUMENT_CATEGORY.identity);
    return {
      status:
        (this.facts.identityStatusOverride as 'nameMismatch' | 'canceled' | null) ??
        (documentStatus === 'none' ? 'missing' : documentStatus),
      documents: this.uploadsIn(DOCUMENT_CATEGORY.identity)
        .filter((upload) => upload.side === 'front')
        .map((upload) => ({
          type: upload.documentTypeId,
          // The sandbox does not read document numbers off the files.
          number: '',
          status: documentStatusOf(upload, this.today),
          expiration: upload.expiresDate,
          issuedDate: upload.issuedDate,
        })),
      videoIdentity: { status: asStatus(this.facts.videoIdentityStatus) },
      proofOfResidence: { status: asStatus(this.facts.proofOfResidenceStatus) },
    };
  }

  /**
   * The addresses on file, flagged when the address category needs action (spec 03 §4 "Address missing or
   * flagged"). A customer verified without an address in the address book (the older demo customers) still has the
   * one the back office verified: answered as address 0, so that only a customer who must prove an address and has
   * none on file counts it missing.
   */
  addresses(): { addressId: number; flagged: boolean }[] {
    const status = this.statusOf(DOCUMENT_CATEGORY.address);
    const flagged = status === 'none' || status === 'rejected' || status === 'expiredSoon';
    if (this.record.addressIds.length > 0)
      return this.record.addressIds.map((addressId) => ({ addressId, flagged }));
    return status === 'none' ? [] : [{ addressId: 0, flagged }];
  }

  limitUploads(): StoredUpload[] {
    return this.record.uploads.filter((upload) => this.limitCategories.has(upload.categoryId));
  }

  /** Every limit-reason category has an upload that was not refused. */
  limitDocumentsUploaded(): boolean {
    if (this.limitCategories.size === 0) return false;
    return [...this.limitCategories].every((categoryId) =>
      this.uploadsIn(categoryId).some((upload) => !isRejectedStatus(upload.statusId)),
    );
  }

  /** A limit-reason upload under investigation or pending with the back office. */
  limitDocumentsPending(): boolean {
    return this.limitUploads().some(
      (upload) => upload.statusId === S.underInvestigation || upload.statusId === S.pending,
    );
  }

  /**
   * The customer's flags after a decision (personal customers): verified once every category verification needs
   * is validated or expired-soon, unverified again when one of them is rejected.
   */
  flags(): CustomerFlags {
    if (isBusiness(this.record.customer.customerType)) return {};
    const statuses = this.verificationCategories.map((categoryId) => this.statusOf(categoryId));
    if (statuses.length === 0) return {};
    if (statuses.every((status) => PROVEN_STATUSES.has(status))) return { verified: true, isNeedKyc: false };
    if (statuses.includes('rejected')) return { verified: false };
    return {};
  }
}
