import {
  DOCUMENT_CATEGORY,
  UPLOADED_DOCUMENT_STATUS,
  VERIFICATION_UPLOAD,
  type CreateCustomerDocumentRequest,
  type CreateCustomerDocumentResponse,
  type CustomerDocumentsResponse,
  type DocumentCategoryId,
  type DueDiligenceInfoResponse,
  type IdentityResponse,
  type LimitReasonsResponse,
  type RepresentativeDocuments,
  type UploadedDocument,
  type VerificationStateResponse,
  type VerificationStatus,
} from '@portal/api/catalogue';
import { invalidParameters } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import type { NotificationInput, NotificationService } from '../../../platform/notifications/service';
import type { UploadedFile } from '../../../platform/pipeline/types';
import type {
  CustomerFlags,
  DocumentChange,
  NewFacts,
  StoredFacts,
  StoredLimitReason,
  StoredRepresentativeDocuments,
  StoredUpload,
  VerificationCustomer,
  VerificationRecord,
  VerificationRepository,
} from './repository';
import {
  CATEGORY_NAMES,
  CONTENT_TYPE_OF_ENDING,
  DEFAULT_REQUIRED_CATEGORIES,
  EXPIRES_SOON_DECISION_DAYS,
  PROVEN_STATUSES,
  addDays,
  categoriesOf,
  categoryStatus,
  contentTypeOf,
  dayOf,
  documentStatusOf,
  documentTypeById,
  documentTypesFor,
  isBusiness,
  isCalendarDay,
  isDocumentCategory,
  isPendingStatus,
  isRejectedStatus,
  uploadStatusOf,
} from './rules';

/** Method-API refusals answer HTTP 200 (spec 01 §8). */
const INPUT_ERROR_STATUS = 200;
const S = UPLOADED_DOCUMENT_STATUS;

/** The longest file name kept (a file system's usual limit). */
export const MAX_FILE_NAME_LENGTH = 255;

/** Whether a file name holds a control character (NUL among them) or an unpaired UTF-16 surrogate. */
function hasBadNameCharacter(name: string): boolean {
  for (let index = 0; index < name.length; index += 1) {
    const code = name.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
    const high = code >= 0xd800 && code <= 0xdbff;
    const low = code >= 0xdc00 && code <= 0xdfff;
    const next = name.charCodeAt(index + 1);
    if (high && next >= 0xdc00 && next <= 0xdfff) index += 1;
    else if (high || low) return true;
  }
  return false;
}

/** The reasons of TA1 lines, after `field: ` (spec 01 §8: TA1 with validation errors). */
export const VERIFICATION_TEXTS = {
  unknownCategory: 'is not a document category of this customer',
  unknownType: 'is not a document type of this category',
  registrationStamp: 'is offered to residents of RU and UA only',
  oneSided: 'this document type has a front side only',
  required: 'is required',
  notRealFile: 'is not really a JPEG, PNG or PDF file',
  contentMismatch: 'holds something other than its name says',
  badName: 'has a name with a character that is not allowed',
  longName: `has a name longer than ${MAX_FILE_NAME_LENGTH} characters`,
  notADay: 'is not a day of the calendar',
  expiresInPast: 'must not be in the past',
  issuedInFuture: 'must not be in the future',
  expiresBeforeIssued: 'must be after the issue date',
  unreadable: 'The file could not be read.',
  unknownRepresentative: 'is not a director, shareholder or owner of this company',
} as const;

/** The back office's decisions on one upload, as `/sandbox/compliance/documents/:id/:decision` names them. */
export const COMPLIANCE_DECISIONS = [
  'validate',
  'reject',
  'expire',
  'expires-soon',
  'fail',
  'investigate',
] as const;
export type ComplianceDecision = (typeof COMPLIANCE_DECISIONS)[number];

/** An upload as the back office shows it (`GET /sandbox/compliance.json`). */
export interface ComplianceDocument {
  id: number;
  customerId: number;
  customerEmail: string;
  categoryId: number;
  category: string;
  documentTypeId: number;
  documentType: string;
  side: 'front' | 'back';
  fileName: string;
  contentType: string;
  size: number;
  statusId: number;
  uploadStatus: string;
  uploaded: string;
  issuedDate: string | null;
  expiresDate: string | null;
  rejectReason: string;
  isDueDiligence: boolean;
  fileUrl: string;
}

export interface ComplianceLimitedCustomer {
  customerId: number;
  customerEmail: string;
  limitedReason: string;
  reasons: { actionTypeId: number; name: string; categories: number[] }[];
}

export interface ComplianceOverview {
  documents: ComplianceDocument[];
  limitedCustomers: ComplianceLimitedCustomer[];
  /** Customers flagged for duplicate documents (spec 03 §4 rule 3), and whether they uploaded new ones since. */
  duplicateCustomers: { customerEmail: string; uploadedAgain: boolean }[];
}

export const complianceFileUrl = (documentId: number) => `/sandbox/compliance/documents/${documentId}/file`;

/** The facts of a customer the back office has written nothing about: unverified ones must prove who they are. */
export function defaultFacts(customer: VerificationCustomer): NewFacts & StoredFacts {
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

const asStatus = (value: string): VerificationStatus => value as VerificationStatus;

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
function representativeDocumentsOf(
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

function toUploadedDocument(upload: StoredUpload): UploadedDocument {
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
class VerificationView {
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

export interface VerificationServiceOptions {
  repository: VerificationRepository;
  /** Decisions are told to the customer as stored notifications, pushed live (issue 31). */
  notifications: Pick<NotificationService, 'notify'>;
  clock: Clock;
}

/** A refusal with every line at once; nothing is stored. */
const refuse = (lines: string[]) => invalidParameters(lines, INPUT_ERROR_STATUS);

/**
 * Verification (spec 03 §3, §4, §7; issue 30): what the customer must prove and gave, the account-status facts,
 * uploads, and the back office (`/sandbox/compliance`) that judges them and tells the customer live.
 */
export function createVerificationService({ repository, notifications, clock }: VerificationServiceOptions) {
  const today = () => dayOf(clock.now());

  async function view(customerId: number): Promise<VerificationView> {
    const record = await repository.record(customerId);
    // The method API answered ENOA for a customer the caller may not act for; one that exists has a row.
    if (!record) throw refuse(['customer: does not exist']);
    return new VerificationView(record, today());
  }

  /** The TA1 lines an upload earns (spec 03 §7 "Customer and business document create"); none when it is fine. */
  function uploadProblems(
    customer: VerificationCustomer,
    request: CreateCustomerDocumentRequest,
    file: UploadedFile | undefined,
  ): string[] {
    const T = VERIFICATION_TEXTS;
    const lines: string[] = [];
    const { categoryId, documentTypeId, side } = request;
    if (!categoriesOf(customer.customerType).includes(categoryId))
      lines.push(`categoryId: ${T.unknownCategory}`);
    else {
      const offered = documentTypesFor(categoryId, customer.residenceCountryCode);
      const type = offered.find((candidate) => candidate.id === documentTypeId);
      const listed = documentTypesFor(categoryId, 'RU').some((candidate) => candidate.id === documentTypeId);
      if (!type) lines.push(`documentTypeId: ${listed ? T.registrationStamp : T.unknownType}`);
      else if (!type.sides.includes(side)) lines.push(`side: ${T.oneSided}`);
    }
    const day = today();
    const { issuedDate, expiresDate } = request;
    if (issuedDate !== undefined && !isCalendarDay(issuedDate)) lines.push(`issuedDate: ${T.notADay}`);
    else if (issuedDate !== undefined && issuedDate > day) lines.push(`issuedDate: ${T.issuedInFuture}`);
    if (expiresDate !== undefined && !isCalendarDay(expiresDate)) lines.push(`expiresDate: ${T.notADay}`);
    else if (expiresDate !== undefined && expiresDate < day) lines.push(`expiresDate: ${T.expiresInPast}`);
    else if (
      expiresDate !== undefined &&
      issuedDate !== undefined &&
      isCalendarDay(issuedDate) &&
      expiresDate <= issuedDate
    )
      lines.push(`expiresDate: ${T.expiresBeforeIssued}`);
    lines.push(...fileProblems(file));
    return lines;
  }

  /**
   * A representative's upload (issue 47 item 1): someone of this company, one of their categories, a type of their
   * country, and the same file checks as the customer's own.
   */
  function representativeUploadProblems(
    representative: StoredRepresentativeDocuments | undefined,
    request: CreateCustomerDocumentRequest,
    file: UploadedFile | undefined,
  ): string[] {
    const T = VERIFICATION_TEXTS;
    if (!representative) return [`representativeId: ${T.unknownRepresentative}`];
    const lines: string[] = [];
    if (!REPRESENTATIVE_CATEGORIES[representative.kind].includes(request.categoryId))
      lines.push(`categoryId: ${T.unknownCategory}`);
    else {
      const type = documentTypesFor(request.categoryId, representative.countryCode).find(
        (candidate) => candidate.id === request.documentTypeId,
      );
      if (!type) lines.push(`documentTypeId: ${T.unknownType}`);
      else if (!type.sides.includes(request.side)) lines.push(`side: ${T.oneSided}`);
    }
    const day = today();
    if (request.expiresDate !== undefined && !isCalendarDay(request.expiresDate))
      lines.push(`expiresDate: ${T.notADay}`);
    else if (request.expiresDate !== undefined && request.expiresDate < day)
      lines.push(`expiresDate: ${T.expiresInPast}`);
    lines.push(...fileProblems(file));
    return lines;
  }

  /** Size, ending and emptiness were checked by the method API (the catalogue's limits); here the name and bytes. */
  function fileProblems(file: UploadedFile | undefined): string[] {
    const T = VERIFICATION_TEXTS;
    if (!file) return [`file: ${T.required}`];
    const lines: string[] = [];
    if (hasBadNameCharacter(file.filename)) lines.push(`file: ${T.badName}`);
    if (file.filename.length > MAX_FILE_NAME_LENGTH) lines.push(`file: ${T.longName}`);
    const name = file.filename.toLowerCase();
    const ending = VERIFICATION_UPLOAD.accept.find((candidate) => name.endsWith(candidate));
    const actual = contentTypeOf(file.bytes);
    if (!actual) lines.push(`file: ${T.notRealFile}`);
    else if (ending && CONTENT_TYPE_OF_ENDING[ending] !== actual) lines.push(`file: ${T.contentMismatch}`);
    return lines;
  }

  async function notify(
    customerId: number,
    kind: NotificationInput['type'],
    text: string,
    extra: Pick<NotificationInput, 'severity' | 'params'> = {},
  ): Promise<void> {
    await notifications.notify(customerId, { type: kind, text, ...extra });
  }

  /** What a decision does to the upload, and what the customer is told. */
  function changeFor(
    decision: ComplianceDecision,
    reason: string,
  ): {
    change: DocumentChange;
    kind?: NotificationInput['type'];
    severity?: NotificationInput['severity'];
    text?: (label: string, name: string) => string;
  } {
    switch (decision) {
      case 'validate':
        return {
          change: { statusId: S.confirmed, rejectReason: '' },
          kind: 'info',
          severity: 'success',
          text: (_label, name) => `Your ${name} was verified.`,
        };
      case 'reject':
        return {
          change: { statusId: S.rejected, rejectReason: reason },
          kind: 'documentRejected',
          severity: 'error',
          text: (label) => `Your ${label} was rejected: ${reason}`,
        };
      case 'expire':
        return {
          change: { statusId: S.expired, rejectReason: '' },
          kind: 'documentExpired',
          severity: 'warning',
          text: (label) => `Your ${label} has expired. Please upload a new one.`,
        };
      case 'expires-soon': {
        const expiresDate = addDays(today(), EXPIRES_SOON_DECISION_DAYS);
        return {
          change: { statusId: S.confirmed, rejectReason: '', expiresDate },
          kind: 'documentExpSoon',
          severity: 'warning',
          text: (label) => `Your ${label} expires on ${expiresDate}. Please upload a new one before then.`,
        };
      }
      case 'fail':
        return {
          change: { statusId: S.rejected, rejectReason: VERIFICATION_TEXTS.unreadable },
          kind: 'documentFailed',
          severity: 'error',
          text: (label) => `Your ${label} could not be read. Please upload it again.`,
        };
      case 'investigate':
        // Still waiting, now with the investigators: nothing to tell the customer yet.
        return { change: { statusId: S.underInvestigation, rejectReason: '' } };
    }
  }

  function toComplianceDocument(upload: StoredUpload, customerEmail: string): ComplianceDocument {
    return {
      id: upload.id,
      customerId: upload.customerId,
      customerEmail,
      categoryId: upload.categoryId,
      category: isDocumentCategory(upload.categoryId) ? CATEGORY_NAMES[upload.categoryId] : '',
      documentTypeId: upload.documentTypeId,
      documentType: documentTypeById(upload.documentTypeId)?.name ?? '',
      side: upload.side,
      fileName: upload.fileName,
      contentType: upload.contentType,
      size: upload.size,
      statusId: upload.statusId,
      uploadStatus: uploadStatusOf(upload.statusId),
      uploaded: upload.uploadedAt.toISOString(),
      issuedDate: upload.issuedDate,
      expiresDate: upload.expiresDate,
      rejectReason: upload.rejectReason,
      isDueDiligence: upload.isDueDiligence,
      fileUrl: complianceFileUrl(upload.id),
    };
  }

  const limitReasonOf = (reason: StoredLimitReason) => ({
    actionTypeId: reason.actionTypeId,
    name: reason.name,
    categories: reason.categories,
  });

  return {
    async getCustomerDocuments(customerId: number): Promise<CustomerDocumentsResponse> {
      const state = await view(customerId);
      const { customer } = state.record;
      const representatives = isBusiness(customer.customerType)
        ? (await repository.representativeDocuments(customerId)).map((person) =>
            representativeDocumentsOf(person, today()),
          )
        : undefined;
      return {
        categories: categoriesOf(customer.customerType).map((categoryId) => ({
          categoryId,
          status: state.statusOf(categoryId),
          required: state.isRequired(categoryId),
          documentTypes: documentTypesFor(categoryId, customer.residenceCountryCode),
          uploadedDocuments: state.uploadsIn(categoryId).map(toUploadedDocument),
        })),
        ...(representatives ? { representatives } : {}),
      };
    },

    async createDocument(
      customerId: number,
      userId: number,
      request: CreateCustomerDocumentRequest,
      file: UploadedFile | undefined,
    ): Promise<CreateCustomerDocumentResponse> {
      const state = await view(customerId);
      const { customer } = state.record;
      const representative =
        request.representativeId === undefined
          ? undefined
          : (await repository.representativeDocuments(customerId)).find(
              (person) => person.representativeId === request.representativeId,
            );
      const problems =
        request.representativeId === undefined
          ? uploadProblems(customer, request, file)
          : representativeUploadProblems(representative, request, file);
      if (problems.length > 0 || !file) throw refuse(problems);
      const stored = await repository.insertDocument(
        {
          customerId,
          categoryId: request.categoryId,
          documentTypeId: request.documentTypeId,
          side: request.side,
          fileName: file.filename,
          contentType: contentTypeOf(file.bytes)!,
          content: file.bytes,
          issuedDate: request.issuedDate ?? null,
          expiresDate: request.expiresDate ?? null,
          createdUsername: (await repository.userEmail(userId)) ?? '',
          uploadedAt: clock.now(),
          isDueDiligence: request.isDueDiligence === 1,
          representativeId: representative?.representativeId ?? null,
        },
        defaultFacts(customer),
      );
      return { document: toUploadedDocument(stored) };
    },

    async getIdentity(customerId: number): Promise<IdentityResponse> {
      return (await view(customerId)).identity();
    },

    async getLimitReasons(customerId: number): Promise<LimitReasonsResponse> {
      const state = await view(customerId);
      return {
        limited: state.record.customer.limited,
        limitedReason: state.facts.limitedReason,
        reasons: state.record.limitReasons.map((reason) => ({
          actionTypeId: reason.actionTypeId,
          name: reason.name,
          requirementDocuments: reason.categories.filter(isDocumentCategory).map((categoryId) => ({
            categoryId,
            name: CATEGORY_NAMES[categoryId],
            uploadedDocuments: state.uploadsIn(categoryId).map(toUploadedDocument),
          })),
        })),
      };
    },

    async getDueDiligenceInfo(customerId: number): Promise<DueDiligenceInfoResponse> {
      const state = await view(customerId);
      return {
        address: { status: state.statusOf(DOCUMENT_CATEGORY.address) },
        document: { status: state.statusOf(DOCUMENT_CATEGORY.identity) },
        uploadedDocuments: state.record.uploads
          .filter((upload) => upload.isDueDiligence)
          .map(toUploadedDocument),
      };
    },

    async getVerificationState(customerId: number): Promise<VerificationStateResponse> {
      const state = await view(customerId);
      const { customer, uploads, primaryPhoneConfirmed } = state.record;
      const { facts } = state;
      return {
        verified: customer.verified,
        limited: customer.limited,
        identity: state.identity(),
        addresses: state.addresses(),
        // A phone on file says whether it is confirmed (the profile confirms it); else the back office's fact.
        phoneConfirmed: primaryPhoneConfirmed ?? facts.phoneConfirmed,
        taxDocuments: {
          w9FormDocumentStatus: asStatus(facts.w9FormDocumentStatus),
          certificateOfLossOfNationalityDocumentStatus: asStatus(facts.lossOfNationalityDocumentStatus),
          taxResidencySelfCertificationDocumentStatus: asStatus(facts.taxResidencyDocumentStatus),
          w8BenFormDocumentStatus: asStatus(facts.w8BenFormDocumentStatus),
        },
        duplicateDocuments: facts.duplicateDocuments,
        duplicateDocumentsUploaded: facts.duplicateDocumentsUploaded,
        documentsPending: uploads.some((upload) => isPendingStatus(upload.statusId)),
        limitDocumentsUploaded: state.limitDocumentsUploaded(),
        limitDocumentsPending: state.limitDocumentsPending(),
        dueDiligenceLevel: customer.dueDiligenceLevel,
      };
    },

    // The back office (`/sandbox/compliance`).

    async overview(): Promise<ComplianceOverview> {
      const waiting = await repository.waitingDocuments();
      const limited = await repository.limitedCustomers();
      const duplicates = await repository.duplicateCustomers();
      return {
        duplicateCustomers: duplicates.map(({ customerEmail, uploadedAgain }) => ({
          customerEmail,
          uploadedAgain,
        })),
        documents: waiting.map((item) => toComplianceDocument(item, item.customerEmail)),
        limitedCustomers: limited.map((customer) => ({
          customerId: customer.customerId,
          customerEmail: customer.customerEmail,
          limitedReason: customer.limitedReason,
          reasons: customer.reasons.map(limitReasonOf),
        })),
      };
    },

    documentFile: (documentId: number) => repository.documentFile(documentId),

    /**
     * Judges one upload, settles the customer's verified flag, then tells the customer over the live channel (spec
     * 03 §3 "Notification" kinds). Answers the upload as it now is, or null when there is no such upload.
     */
    async decide(
      documentId: number,
      decision: ComplianceDecision,
      reason = '',
    ): Promise<ComplianceDocument | null> {
      const { change, kind, severity, text } = changeFor(decision, reason);
      const day = today();
      const decided = await repository.decide(documentId, change, defaultFacts, (record) =>
        new VerificationView(record, day).flags(),
      );
      if (!decided) return null;
      const { upload, customerEmail } = decided;
      const name = documentTypeById(upload.documentTypeId)?.name ?? 'document';
      if (kind && text)
        await notify(upload.customerId, kind, text(`${name} (${upload.side})`, name), {
          severity,
          params: { documentId: upload.id, name },
        });
      return toComplianceDocument(upload, customerEmail);
    },

    /** Limits the account of the user with this e-mail (spec 03 §3 "limit data"); false when there is none. */
    async limit(
      email: string,
      reason: { name: string; categories: number[]; actionTypeId: number },
    ): Promise<boolean> {
      const customerId = await repository.customerIdByEmail(email.trim());
      if (customerId === null) return false;
      const categories = [...new Set(reason.categories)].sort((a, b) => a - b);
      if (!(await repository.limit(customerId, { ...reason, categories }, defaultFacts))) return false;
      await notify(customerId, 'info', `Your account was limited: ${reason.name}.`, { severity: 'warning' });
      return true;
    },

    /**
     * Flags the documents of the user with this e-mail as found on another account (spec 03 §4 rule 3, "Duplicate
     * documents"; issue 47 item 8), or settles it (`flagged` false); false when there is no such user.
     */
    async setDuplicates(email: string, flagged: boolean): Promise<boolean> {
      const customerId = await repository.customerIdByEmail(email.trim());
      if (customerId === null || !(await repository.setDuplicates(customerId, flagged, defaultFacts)))
        return false;
      await (flagged
        ? notify(
            customerId,
            'documentFailed',
            'The documents you uploaded are already used by another account. Upload documents of your own.',
            { severity: 'warning' },
          )
        : notify(customerId, 'info', 'The question of your documents is settled.', { severity: 'success' }));
      return true;
    },

    /** Lifts the limit of the user with this e-mail; false when there is none. */
    async unlimit(email: string): Promise<boolean> {
      const customerId = await repository.customerIdByEmail(email.trim());
      if (customerId === null || !(await repository.unlimit(customerId))) return false;
      await notify(customerId, 'info', 'The limit on your account was lifted.', { severity: 'success' });
      return true;
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
