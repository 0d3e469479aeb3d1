import {
  KYC_FIELDS,
  VERIFICATION_DOCUMENT_TYPES,
  type AdminDocumentResponse,
  type AdminDueDiligenceResponse,
  type AdminFinancialDetailRequest,
  type AdminLinkDocumentTypeRequest,
  type AdminReassignDocumentRequest,
  type DocumentCategoryId,
  type KycField,
  type KycInfoResponse,
  type KycRequestResponse,
  type UpdateKycInfoRequest,
  type UploadedDocument,
} from '@portal/api/catalogue';
import { invalidParameters } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import { registrationDictionaries } from '../../../platform/dictionaries/registration-dictionaries';
import {
  categoriesOf,
  documentTypeById,
  isDocumentCategory,
  uploadStatusOf,
} from '../../../platform/customer/verification-rules';
import type { KycInfoRepository, StoredDocument, StoredKycInfo } from './repository';

/** Method-API refusals answer HTTP 200 (spec 01 §8). */
const INPUT_ERROR_STATUS = 200;

/** The reasons of TA1 lines, after `field: ` (spec 01 §8: TA1 with validation errors). */
export const KYC_INFO_TEXTS = {
  unknownEntry: 'is not an entry of its dictionary',
  unknownCountry: 'is not a country',
  notThisCustomers: 'is not a document of this customer',
  unknownCustomer: 'is not a customer',
  unknownCategory: 'is not a document category of this customer',
  unknownType: 'is not a document type of this category',
  oneSided: 'this document type has a front side only',
} as const;

const refuse = (lines: string[]) => invalidParameters(lines, INPUT_ERROR_STATUS);

/** The registration's dictionaries' ids (spec 03 §7 "Dictionaries"): what the KYC info may name. */
const DICTIONARY_IDS = {
  occupations: new Set(registrationDictionaries.occupations().map((entry) => entry.id)),
  industries: new Set(registrationDictionaries.industries().map((entry) => entry.id)),
  sources: new Set(registrationDictionaries.sources().map((entry) => entry.id)),
  purposes: new Set(registrationDictionaries.purposes().map((entry) => entry.id)),
};

const EMPTY_INFO: KycInfoResponse = {
  occupationId: null,
  employer: '',
  industryId: null,
  sourceOfFundsIds: [],
  purposeIds: [],
  expectedMonthlyTurnoverAmount: '',
  taxResidenceCountryCode: '',
  annualIncomeAmount: '',
  updated: null,
};

function toKycInfo(row: StoredKycInfo | null): KycInfoResponse {
  if (!row) return EMPTY_INFO;
  return {
    occupationId: row.occupationId,
    employer: row.employer,
    industryId: row.industryId,
    sourceOfFundsIds: row.sourceOfFundsIds,
    purposeIds: row.purposeIds,
    expectedMonthlyTurnoverAmount: row.expectedMonthlyTurnover ?? '',
    taxResidenceCountryCode: row.taxResidenceCountryCode ?? '',
    annualIncomeAmount: row.annualIncome ?? '',
    updated: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

function toUploadedDocument(document: StoredDocument): UploadedDocument {
  const side = document.side === 'back' ? 'back' : 'front';
  return {
    id: document.id,
    statusId: document.statusId,
    uploadStatus: uploadStatusOf(document.statusId),
    uploaded: document.uploadedAt.toISOString(),
    documentTypeId: document.documentTypeId,
    documentType: documentTypeById(document.documentTypeId)?.name ?? '',
    isSubDocument: side === 'back',
    side,
    issuedDate: document.issuedDate,
    expiresDate: document.expiresDate,
    createdUsername: document.createdUsername,
    rejectReason: document.rejectReason,
    fileName: document.fileName,
  };
}

const isKycField = (value: string): value is KycField => (KYC_FIELDS as readonly string[]).includes(value);

/** The lines of the ids a dictionary does not hold, as `field: reason`. */
function unknownIds(field: string, values: readonly (number | null)[], known: ReadonlySet<number>): string[] {
  return values.some((value) => value !== null && !known.has(value))
    ? [`${field}: ${KYC_INFO_TEXTS.unknownEntry}`]
    : [];
}

/**
 * KYC customer info and the KYC request (spec 03 §3 "Identity", §4 "Loading after a status is set", §7), and the
 * administrator's document work, financial detail and due-diligence level (spec 03 §6). Who may call which is the
 * catalogue's (methods.ts) and decided before a handler runs.
 */
export function createKycInfoService({ repository, clock }: { repository: KycInfoRepository; clock: Clock }) {
  async function ownDocument(customerId: number, documentId: number): Promise<StoredDocument> {
    const document = await repository.document(customerId, documentId);
    if (!document) throw refuse([`documentId: ${KYC_INFO_TEXTS.notThisCustomers}`]);
    return document;
  }

  /** The problems of putting an upload of this side in a category and type of a customer of this type. */
  function placeProblems(customerType: number, categoryId: number, documentTypeId: number, side: string) {
    if (!isDocumentCategory(categoryId) || !categoriesOf(customerType).includes(categoryId))
      return [`categoryId: ${KYC_INFO_TEXTS.unknownCategory}`];
    const type = VERIFICATION_DOCUMENT_TYPES[categoryId].find((entry) => entry.id === documentTypeId);
    if (!type) return [`documentTypeId: ${KYC_INFO_TEXTS.unknownType}`];
    if (side === 'back' && !type.sides.includes('back'))
      return [`documentTypeId: ${KYC_INFO_TEXTS.oneSided}`];
    return [];
  }

  const answer = (document: StoredDocument): AdminDocumentResponse => ({
    document: toUploadedDocument(document),
    categoryId: document.categoryId as DocumentCategoryId,
    customerId: document.customerId,
  });

  return {
    async getKycInfo(customerId: number): Promise<KycInfoResponse> {
      return toKycInfo(await repository.info(customerId));
    },

    async updateKycInfo(customerId: number, request: UpdateKycInfoRequest): Promise<KycInfoResponse> {
      const problems = [
        ...unknownIds('occupationId', [request.occupationId], DICTIONARY_IDS.occupations),
        ...unknownIds('industryId', [request.industryId], DICTIONARY_IDS.industries),
        ...unknownIds('sourceOfFundsIds', request.sourceOfFundsIds, DICTIONARY_IDS.sources),
        ...unknownIds('purposeIds', request.purposeIds, DICTIONARY_IDS.purposes),
        ...((await repository.countryExists(request.taxResidenceCountryCode))
          ? []
          : [`taxResidenceCountryCode: ${KYC_INFO_TEXTS.unknownCountry}`]),
      ];
      if (problems.length > 0) throw refuse(problems);
      const now = clock.now();
      const row = await repository.saveInfo(
        customerId,
        {
          occupationId: request.occupationId,
          employer: request.employer.trim(),
          industryId: request.industryId,
          sourceOfFundsIds: request.sourceOfFundsIds,
          purposeIds: request.purposeIds,
          expectedMonthlyTurnover: request.expectedMonthlyTurnoverAmount,
          taxResidenceCountryCode: request.taxResidenceCountryCode,
          updatedAt: now,
        },
        now,
      );
      return toKycInfo(row);
    },

    async getKycRequest(customerId: number): Promise<KycRequestResponse> {
      const rows = await repository.openRequests(customerId);
      return {
        requests: rows.map((row) => ({
          requestId: row.id,
          fields: row.fields.filter(isKycField),
          reason: row.reason,
          dueDate: row.dueDate,
          created: row.createdAt.toISOString(),
        })),
      };
    },

    /** Moves an upload to another category and type, and to another customer when one is named. */
    async reassignDocument(
      customerId: number,
      request: AdminReassignDocumentRequest,
    ): Promise<AdminDocumentResponse> {
      const document = await ownDocument(customerId, request.documentId);
      const targetId = request.customerId ?? customerId;
      const targetType = await repository.customerType(targetId);
      if (targetType === null) throw refuse([`customerId: ${KYC_INFO_TEXTS.unknownCustomer}`]);
      const problems = placeProblems(targetType, request.categoryId, request.documentTypeId, document.side);
      if (problems.length > 0) throw refuse(problems);
      return answer(
        await repository.moveDocument(document.id, {
          customerId: targetId,
          categoryId: request.categoryId,
          documentTypeId: request.documentTypeId,
        }),
      );
    },

    /** Links an upload to another type of its own category. */
    async linkDocumentType(
      customerId: number,
      request: AdminLinkDocumentTypeRequest,
    ): Promise<AdminDocumentResponse> {
      const document = await ownDocument(customerId, request.documentId);
      const customerType = (await repository.customerType(customerId)) ?? 0;
      const problems = placeProblems(
        customerType,
        document.categoryId,
        request.documentTypeId,
        document.side,
      );
      if (problems.length > 0) throw refuse(problems);
      return answer(
        await repository.moveDocument(document.id, {
          customerId,
          categoryId: document.categoryId,
          documentTypeId: request.documentTypeId,
        }),
      );
    },

    async removeDocument(customerId: number, documentId: number): Promise<Record<string, never>> {
      if (!(await repository.removeDocument(customerId, documentId)))
        throw refuse([`documentId: ${KYC_INFO_TEXTS.notThisCustomers}`]);
      return {};
    },

    /** The financial detail (spec 03 §6): '' clears an amount; the customer's own answers stay. */
    async updateFinancialDetail(
      customerId: number,
      request: AdminFinancialDetailRequest,
    ): Promise<KycInfoResponse> {
      const problems = unknownIds('sourceOfFundsIds', request.sourceOfFundsIds, DICTIONARY_IDS.sources);
      if (problems.length > 0) throw refuse(problems);
      const row = await repository.saveInfo(
        customerId,
        {
          annualIncome: request.annualIncomeAmount === '' ? null : request.annualIncomeAmount,
          expectedMonthlyTurnover:
            request.expectedMonthlyTurnoverAmount === '' ? null : request.expectedMonthlyTurnoverAmount,
          sourceOfFundsIds: request.sourceOfFundsIds,
        },
        null,
      );
      return toKycInfo(row);
    },

    async updateDueDiligence(customerId: number, level: number): Promise<AdminDueDiligenceResponse> {
      await repository.setDueDiligenceLevel(customerId, level);
      return { dueDiligenceLevel: level };
    },
  };
}

export type KycInfoService = ReturnType<typeof createKycInfoService>;
