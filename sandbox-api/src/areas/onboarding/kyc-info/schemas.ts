import {
  DUE_DILIGENCE_LEVELS,
  KYC_AMOUNT_PATTERN,
  KYC_EMPLOYER_MAX_LENGTH,
  KYC_FIELDS,
  UPLOAD_STATUSES,
} from '@portal/api/catalogue';
import type { ObjectSchema } from '../../../platform/pipeline/types';

/**
 * JSON schemas of the KYC info, KYC request and admin document operations (spec 03 §3, §6, §7): bad input is refused
 * with TA1 and its validation errors before a handler runs.
 */
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const ids = { type: 'array', maxItems: 20, uniqueItems: true, items: id } as const;
const amount = {
  type: 'string',
  pattern: KYC_AMOUNT_PATTERN,
  patternMessage: 'must be a decimal amount with at most 2 decimals',
} as const;
const amountOrEmpty = {
  type: 'string',
  pattern: `^$|${KYC_AMOUNT_PATTERN}`,
  patternMessage: 'must be a decimal amount with at most 2 decimals',
} as const;
const nullableId = { type: ['integer', 'null'] } as const;

const object = (properties: Record<string, unknown>, required = Object.keys(properties)): ObjectSchema => ({
  type: 'object',
  properties,
  required,
});

export const kycInfoSchema = object({
  occupationId: nullableId,
  employer: { type: 'string' },
  industryId: nullableId,
  sourceOfFundsIds: { type: 'array', items: { type: 'integer' } },
  purposeIds: { type: 'array', items: { type: 'integer' } },
  expectedMonthlyTurnoverAmount: { type: 'string' },
  taxResidenceCountryCode: { type: 'string' },
  annualIncomeAmount: { type: 'string' },
  updated: { type: ['string', 'null'] },
});

export const updateKycInfoRequestSchema = object({
  occupationId: id,
  employer: { type: 'string', maxLength: KYC_EMPLOYER_MAX_LENGTH },
  industryId: id,
  sourceOfFundsIds: { ...ids, minItems: 1 },
  purposeIds: { ...ids, minItems: 1 },
  expectedMonthlyTurnoverAmount: amount,
  taxResidenceCountryCode: {
    type: 'string',
    pattern: '^[A-Z]{2}$',
    patternMessage: 'must be a two-letter country code',
  },
});

export const kycRequestResponseSchema = object({
  requests: {
    type: 'array',
    items: object({
      requestId: { type: 'integer' },
      fields: { type: 'array', items: { type: 'string', enum: [...KYC_FIELDS] } },
      reason: { type: 'string' },
      dueDate: { type: ['string', 'null'] },
      created: { type: 'string' },
    }),
  },
});

export const adminReassignDocumentRequestSchema = object(
  {
    documentId: id,
    categoryId: { type: 'integer', minimum: 1, maximum: 12 },
    documentTypeId: id,
    customerId: id,
  },
  ['documentId', 'categoryId', 'documentTypeId'],
);
export const adminLinkDocumentTypeRequestSchema = object({ documentId: id, documentTypeId: id });
export const adminDocumentRequestSchema = object({ documentId: id });

const uploadedDocumentSchema = object({
  id: { type: 'integer' },
  statusId: { type: 'integer' },
  uploadStatus: { type: 'string', enum: [...UPLOAD_STATUSES] },
  uploaded: { type: 'string' },
  documentTypeId: { type: 'integer' },
  documentType: { type: 'string' },
  isSubDocument: { type: 'boolean' },
  side: { type: 'string', enum: ['front', 'back'] },
  issuedDate: { type: ['string', 'null'] },
  expiresDate: { type: ['string', 'null'] },
  createdUsername: { type: 'string' },
  rejectReason: { type: 'string' },
  fileName: { type: 'string' },
});

export const adminDocumentResponseSchema = object({
  document: uploadedDocumentSchema,
  categoryId: { type: 'integer' },
  customerId: { type: 'integer' },
});

export const adminFinancialDetailRequestSchema = object({
  annualIncomeAmount: amountOrEmpty,
  expectedMonthlyTurnoverAmount: amountOrEmpty,
  sourceOfFundsIds: ids,
});

export const adminDueDiligenceRequestSchema = object({
  dueDiligenceLevel: { type: 'integer', enum: [...DUE_DILIGENCE_LEVELS] },
});
export const adminDueDiligenceResponseSchema = object({ dueDiligenceLevel: { type: 'integer' } });
