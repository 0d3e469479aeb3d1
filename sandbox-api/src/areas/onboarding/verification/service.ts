import {
  DOCUMENT_CATEGORY,
  type CreateCustomerDocumentRequest,
  type CreateCustomerDocumentResponse,
  type CustomerDocumentsResponse,
  type DueDiligenceInfoResponse,
  type IdentityResponse,
  type LimitReasonsResponse,
  type VerificationStateResponse,
} from '@portal/api/catalogue';
import { invalidParameters } from '../../../platform/http/errors';
import type { UploadedFile } from '../../../platform/pipeline/types';
import { createComplianceService } from './compliance-service';
import type { VerificationServiceOptions } from './service-options';
import {
  categoriesOf,
  contentTypeOf,
  defaultFacts,
  isBusiness,
  isDocumentCategory,
} from '../../../platform/customer/verification-rules';
import { CATEGORY_NAMES, dayOf, documentTypesFor, isPendingStatus } from './rules';
import { createUploadChecks } from './upload-checks';
import {
  VerificationView,
  asStatus,
  representativeDocumentsOf,
  toUploadedDocument,
} from './verification-view';

export {
  COMPLIANCE_DECISIONS,
  complianceFileUrl,
  type ComplianceDecision,
  type ComplianceDocument,
  type ComplianceLimitedCustomer,
  type ComplianceOverview,
} from './compliance-service';
export type { VerificationServiceOptions } from './service-options';
export { MAX_FILE_NAME_LENGTH, VERIFICATION_TEXTS } from './texts';
export { REPRESENTATIVE_CATEGORIES } from './verification-view';

/** Method-API refusals answer HTTP 200 (spec 01 §8). */
const INPUT_ERROR_STATUS = 200;

/** A refusal with every line at once; nothing is stored. */
const refuse = (lines: string[]) => invalidParameters(lines, INPUT_ERROR_STATUS);

/**
 * Verification (spec 03 §3, §4, §7; issue 30): what the customer must prove and gave, the account-status facts,
 * uploads, and the back office (`/sandbox/compliance`) that judges them and tells the customer live.
 */
export function createVerificationService({ repository, notifications, clock }: VerificationServiceOptions) {
  const today = () => dayOf(clock.now());
  const { uploadProblems, representativeUploadProblems } = createUploadChecks(today);

  async function view(customerId: number): Promise<VerificationView> {
    const record = await repository.record(customerId);
    // The method API answered ENOA for a customer the caller may not act for; one that exists has a row.
    if (!record) throw refuse(['customer: does not exist']);
    return new VerificationView(record, today());
  }

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

    ...createComplianceService({ repository, notifications, clock }),
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
