/**
 * Verification (spec 03 §3 "Identity", "Document statuses and categories", §4 "Account status", "Required-action
 * count", "Loading after a status is set", §7 "Profile, identity and documents"; issue 30): what the customer must
 * prove, what they uploaded and how the back office judged it. The rules that turn these into the account status and
 * the required actions are in `@portal/api/verification`, used by the shell and the onboarding area alike.
 */

/** Document categories 1–12 (spec 03 §3). */
export const DOCUMENT_CATEGORY = {
  identity: 1,
  address: 2,
  phone: 3,
  businessRegistration: 4,
  other: 5,
  relationship: 6,
  businessAddress: 7,
  registrationAddress: 8,
  controlDocument: 9,
  additionalBusinessDocument: 10,
  sourceOfWealth: 11,
  residencePermit: 12,
} as const;
export type DocumentCategoryName = keyof typeof DOCUMENT_CATEGORY;
export type DocumentCategoryId = (typeof DOCUMENT_CATEGORY)[DocumentCategoryName];
/** The categories a personal customer proves; a business proves the rest for the company (company-documents). */
export const PERSONAL_DOCUMENT_CATEGORIES: readonly DocumentCategoryId[] = [1, 2, 3, 5, 11, 12];
export const BUSINESS_DOCUMENT_CATEGORIES: readonly DocumentCategoryId[] = [4, 6, 7, 8, 9, 10, 11, 5];

/** A category's or a check's status name (spec 03 §3 "Status names"). */
export const VERIFICATION_STATUSES = [
  'validated',
  'pending',
  'none',
  'notRequired',
  'rejected',
  'expiredSoon',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Where one uploaded file stands (spec 03 §3 "Upload statuses"). */
export const UPLOAD_STATUSES = ['uploaded', 'rejected', 'pending'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/**
 * An uploaded document's `statusId`, as the back office keeps it (spec 02 §3 document statuses): documents count as
 * pending when submitted, pending or under investigation (spec 03 §4).
 */
export const UPLOADED_DOCUMENT_STATUS = {
  submitted: 0,
  confirmed: 2,
  rejected: 26,
  underInvestigation: 31,
  expired: 38,
  pending: 41,
} as const;
export const PENDING_DOCUMENT_STATUS_IDS: readonly number[] = [0, 31, 41];

/** Types with a front and a back (spec 02 §5): `TWO_SIDED_DOCUMENT_TYPES` and `DOCUMENT_TYPE_88_COUNTRIES` (cards). */
export { DOCUMENT_TYPE_88_COUNTRIES as REGISTRATION_STAMP_COUNTRIES } from './cards';

/**
 * The document types each category takes (ours; spec 03 names the categories, spec 02 §5 the two-sided types 4, 5
 * and 88), with their English names: the sandbox answers these, the portal names them in the customer's language by
 * id. Type 88 is offered to residents of RU and UA only.
 */
export const VERIFICATION_DOCUMENT_TYPES: Record<
  DocumentCategoryId,
  readonly { id: number; name: string; sides: readonly ('front' | 'back')[] }[]
> = {
  1: [
    { id: 2, name: 'Passport', sides: ['front'] },
    { id: 4, name: 'National identity card', sides: ['front', 'back'] },
    { id: 5, name: 'Driving licence', sides: ['front', 'back'] },
    { id: 88, name: 'Registration stamp and passport front page', sides: ['front', 'back'] },
  ],
  2: [
    { id: 10, name: 'Utility bill', sides: ['front'] },
    { id: 11, name: 'Bank statement', sides: ['front'] },
    { id: 12, name: 'Tenancy agreement', sides: ['front'] },
  ],
  3: [{ id: 20, name: 'Phone bill', sides: ['front'] }],
  4: [
    { id: 30, name: 'Certificate of incorporation', sides: ['front'] },
    { id: 31, name: 'Extract from the company register', sides: ['front'] },
  ],
  5: [{ id: 99, name: 'Other document', sides: ['front'] }],
  6: [{ id: 32, name: 'Power of attorney or board resolution', sides: ['front'] }],
  7: [{ id: 33, name: 'Proof of business address', sides: ['front'] }],
  8: [{ id: 34, name: 'Proof of registered address', sides: ['front'] }],
  9: [{ id: 35, name: 'Register of shareholders', sides: ['front'] }],
  10: [{ id: 36, name: 'Additional company document', sides: ['front'] }],
  11: [
    { id: 60, name: 'Salary slip', sides: ['front'] },
    { id: 61, name: 'Tax return', sides: ['front'] },
    { id: 62, name: 'Sale or inheritance papers', sides: ['front'] },
  ],
  12: [{ id: 70, name: 'Residence permit', sides: ['front', 'back'] }],
};

/** What an upload may be: images or a PDF, at most 5 MB (the portal checks first, the sandbox again). */
export const VERIFICATION_UPLOAD_MAX_BYTES = 5_000_000;
export const VERIFICATION_UPLOAD_ACCEPT = ['.jpg', '.jpeg', '.png', '.pdf'] as const;
export const VERIFICATION_UPLOAD = {
  maxBytes: VERIFICATION_UPLOAD_MAX_BYTES,
  accept: VERIFICATION_UPLOAD_ACCEPT,
  contentTypes: ['image/jpeg', 'image/png', 'application/pdf'],
} as const;

/** One uploaded file (spec 03 §3 "uploadedDocuments items"); the back side of a two-sided type is a sub-document. */
export interface UploadedDocument {
  id: number;
  statusId: number;
  uploadStatus: UploadStatus;
  /** When it was uploaded, ISO. */
  uploaded: string;
  documentTypeId: number;
  documentType: string;
  isSubDocument: boolean;
  side: 'front' | 'back';
  issuedDate: string | null;
  expiresDate: string | null;
  createdUsername: string;
  /** Why the back office refused it; empty unless rejected. */
  rejectReason: string;
  fileName: string;
}

/** A document type the customer may upload in a category, with the sides it needs. */
export interface VerificationDocumentType {
  id: number;
  name: string;
  sides: ('front' | 'back')[];
}

/** A category as the customer sees it: what it needs, what they gave, and how it was judged. */
export interface DocumentCategoryState {
  categoryId: DocumentCategoryId;
  status: VerificationStatus;
  required: boolean;
  documentTypes: VerificationDocumentType[];
  uploadedDocuments: UploadedDocument[];
}
export interface CustomerDocumentsResponse {
  categories: DocumentCategoryState[];
  /**
   * A company's directors, shareholders and owners with their own documents (spec 03 §3 "Representative", §5;
   * issue 47 item 1): identity, address and control for a person, the registration and control for a company, and
   * the shareholder and ultimate-owner documents (category 6). Absent for a person.
   */
  representatives?: RepresentativeDocuments[];
}
export interface RepresentativeDocuments {
  representativeId: number;
  kind: 'person' | 'company';
  name: string;
  categories: DocumentCategoryState[];
}

/** Identity status names: the status names plus the identity's own (spec 03 §4 "Required-action count"). */
export type IdentityStatus = VerificationStatus | 'missing' | 'nameMismatch' | 'canceled';

/** spec 03 §3 "Identity": the identity document, and the identity object with its checks. */
export interface IdentityDocument {
  type: number;
  number: string;
  status: VerificationStatus;
  expiration: string | null;
  issuedDate: string | null;
}
export interface IdentityResponse {
  status: IdentityStatus;
  documents: IdentityDocument[];
  videoIdentity: { status: VerificationStatus };
  /** Defaults to notRequired (spec 03 §3). */
  proofOfResidence: { status: VerificationStatus };
}

/** A limit's reason (spec 03 §3 "limit data") with the documents that lift it. */
export interface LimitReason {
  actionTypeId: number;
  name: string;
  requirementDocuments: {
    categoryId: DocumentCategoryId;
    name: string;
    uploadedDocuments: UploadedDocument[];
  }[];
}
export interface LimitReasonsResponse {
  limited: boolean;
  limitedReason: string;
  reasons: LimitReason[];
}

/**
 * Everything the account status and the required-action count are computed from (spec 03 §4), read in one call
 * after sign-in and again when a notification says a document was judged.
 */
export interface VerificationStateResponse {
  verified: boolean;
  limited: boolean;
  identity: IdentityResponse;
  /** Addresses on file, each with whether it needs a document or a new one (spec 03 §4 "Address missing or flagged"). */
  addresses: { addressId: number; flagged: boolean }[];
  phoneConfirmed: boolean;
  /** The FATCA/CRS documents' statuses (spec 03 §3 "Info object"); for the personal FATCA action. */
  taxDocuments: {
    w9FormDocumentStatus: VerificationStatus;
    certificateOfLossOfNationalityDocumentStatus: VerificationStatus;
    taxResidencySelfCertificationDocumentStatus: VerificationStatus;
    w8BenFormDocumentStatus: VerificationStatus;
  };
  duplicateDocuments: boolean;
  duplicateDocumentsUploaded: boolean;
  /** Any uploaded document submitted, pending or under investigation. */
  documentsPending: boolean;
  /** Every limit-reason document uploaded (the limit's processing rule). */
  limitDocumentsUploaded: boolean;
  limitDocumentsPending: boolean;
  dueDiligenceLevel: number;
}

/** Upload of one side of a document (multipart: these fields as `data`, the file as `file`). */
export interface CreateCustomerDocumentRequest {
  categoryId: DocumentCategoryId;
  documentTypeId: number;
  side: 'front' | 'back';
  /** 1 when uploaded for identity verification's due diligence (spec 03 §7). */
  isDueDiligence?: 0 | 1;
  /** A document of the company's director, shareholder or owner (issue 47 item 1), not of the company itself. */
  representativeId?: number;
  issuedDate?: string;
  expiresDate?: string;
}
export interface CreateCustomerDocumentResponse {
  document: UploadedDocument;
}

/** Due-diligence info, loaded for levels 1 and 4 (spec 03 §3, §4, §9). */
export interface DueDiligenceInfoResponse {
  address: { status: VerificationStatus };
  document: { status: VerificationStatus };
  uploadedDocuments: UploadedDocument[];
}

/** The notification kinds a compliance decision sends (spec 03 §3 "Notification"). */
export const DOCUMENT_NOTIFICATION_KINDS = [
  'documentFailed',
  'documentRejected',
  'documentExpired',
  'documentExpSoon',
] as const;
export type DocumentNotificationKind = (typeof DOCUMENT_NOTIFICATION_KINDS)[number];

/**
 * KYC customer info (spec 03 §3 "Identity": "KYC customer info, KYC request"; §7 "KYC info get and update, and KYC
 * request get"): what the customer says of their work and money. Ids refer to the registration's dictionaries
 * (`getOccupations`, `getIndustries`, `getSources`, `getPurposes`); the turnover is a decimal string (money is never
 * a float; the names end in `Amount` so the client keeps them as text, numeric.ts). The admin's financial detail
 * (spec 03 §6) is the money part of it plus the annual income.
 */
export interface KycInfo {
  /** An id of `getOccupations`; null until told. */
  occupationId: number | null;
  employer: string;
  /** An id of `getIndustries`; null until told. */
  industryId: number | null;
  /** Ids of `getSources`. */
  sourceOfFundsIds: number[];
  /** Ids of `getPurposes`. */
  purposeIds: number[];
  /** Expected monthly turnover in EUR, a decimal string ('' until told). */
  expectedMonthlyTurnoverAmount: string;
  /** ISO country code ('' until told). */
  taxResidenceCountryCode: string;
  /** Yearly income in EUR, a decimal string; set by an administrator (financial detail). */
  annualIncomeAmount: string;
  /** When the customer last updated it, ISO; null when never. */
  updated: string | null;
}
export type KycInfoResponse = KycInfo;
/** Everything the customer may change (the annual income is the back office's). */
export type UpdateKycInfoRequest = Omit<KycInfo, 'annualIncomeAmount' | 'updated'>;
/** The largest turnover or income accepted: 12 integer digits and 2 decimals. */
export const KYC_AMOUNT_PATTERN = '^(0|[1-9][0-9]{0,11})(\\.[0-9]{1,2})?$';
export const KYC_EMPLOYER_MAX_LENGTH = 120;

/** The parts of the KYC info the bank may ask to update. */
export const KYC_FIELDS = [
  'occupation',
  'employer',
  'sourceOfFunds',
  'purpose',
  'expectedMonthlyTurnover',
  'taxResidence',
] as const;
export type KycField = (typeof KYC_FIELDS)[number];

/** What the bank asks the customer to update, and by when (spec 03 §4 "The KYC request when an update is needed"). */
export interface KycRequest {
  requestId: number;
  fields: KycField[];
  /** The back office's words, in English. */
  reason: string;
  /** The last day, YYYY-MM-DD; null when open-ended. */
  dueDate: string | null;
  created: string;
}
/** The open requests, newest first: empty when nothing is asked. An update of the KYC info answers them. */
export interface KycRequestResponse {
  requests: KycRequest[];
}

/**
 * Admin document work (spec 03 §6 "Admin may reassign or remove uploaded documents, link files to document types,
 * edit the financial detail and due diligence"; §7 "Admin document reassign calls"): administrators only, on the
 * customer they act for (`fromCustomerId`).
 */
export interface AdminReassignDocumentRequest {
  documentId: number;
  /** The category to move it to, with a type of that category. */
  categoryId: DocumentCategoryId;
  documentTypeId: number;
  /** Another customer to give it to; the acting customer's when absent. */
  customerId?: number;
}
export interface AdminLinkDocumentTypeRequest {
  documentId: number;
  /** A type of the document's own category. */
  documentTypeId: number;
}
export interface AdminDocumentRequest {
  documentId: number;
}
export interface AdminDocumentResponse {
  document: UploadedDocument;
  categoryId: DocumentCategoryId;
  customerId: number;
}
/** The financial detail an administrator edits: decimal strings and source-of-funds ids. */
export interface AdminFinancialDetailRequest {
  annualIncomeAmount: string;
  expectedMonthlyTurnoverAmount: string;
  sourceOfFundsIds: number[];
}
/** Due-diligence levels 0–4 (spec 03 §9: levels 1 and 4 load extra info). */
export const DUE_DILIGENCE_LEVELS = [0, 1, 2, 3, 4] as const;
export interface AdminDueDiligenceRequest {
  dueDiligenceLevel: (typeof DUE_DILIGENCE_LEVELS)[number];
}
export interface AdminDueDiligenceResponse {
  dueDiligenceLevel: number;
}
