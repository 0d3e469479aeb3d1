import { UPLOAD_STATUSES, VERIFICATION_STATUSES } from '@portal/api/catalogue';
import { emailSchema, errorEnvelopeSchema, errorResponses } from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';
import { COMPLIANCE_DECISIONS } from './service';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const day = {
  type: 'string',
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  patternMessage: 'must be a date YYYY-MM-DD',
} as const;
const side = { type: 'string', enum: ['front', 'back'] } as const;
const status = { type: 'string', enum: [...VERIFICATION_STATUSES] } as const;
const nullableDay = { type: ['string', 'null'] } as const;

const object = (properties: Record<string, unknown>, required = Object.keys(properties)): ObjectSchema => ({
  type: 'object',
  properties,
  required,
});

/** The `data` part of the upload (spec 03 §7: isDueDiligence as 1 for identity verification). */
export const createCustomerDocumentRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    categoryId: id,
    documentTypeId: id,
    side,
    isDueDiligence: { type: 'integer', enum: [0, 1] },
    issuedDate: day,
    expiresDate: day,
    // A director's, shareholder's or owner's document (issue 47 item 1).
    representativeId: id,
  },
  required: ['categoryId', 'documentTypeId', 'side'],
};

const uploadedDocumentSchema = object({
  id: { type: 'integer' },
  statusId: { type: 'integer' },
  uploadStatus: { type: 'string', enum: [...UPLOAD_STATUSES] },
  uploaded: { type: 'string' },
  documentTypeId: { type: 'integer' },
  documentType: { type: 'string' },
  isSubDocument: { type: 'boolean' },
  side,
  issuedDate: nullableDay,
  expiresDate: nullableDay,
  createdUsername: { type: 'string' },
  rejectReason: { type: 'string' },
  fileName: { type: 'string' },
});
const uploadedDocumentsSchema = { type: 'array', items: uploadedDocumentSchema } as const;

export const createCustomerDocumentResponseSchema = object({ document: uploadedDocumentSchema });

const categoryStateSchema = object({
  categoryId: { type: 'integer' },
  status,
  required: { type: 'boolean' },
  documentTypes: {
    type: 'array',
    items: object({
      id: { type: 'integer' },
      name: { type: 'string' },
      sides: { type: 'array', items: side },
    }),
  },
  uploadedDocuments: uploadedDocumentsSchema,
});

export const customerDocumentsResponseSchema = object(
  {
    categories: { type: 'array', items: categoryStateSchema },
    representatives: {
      type: 'array',
      items: object({
        representativeId: { type: 'integer' },
        kind: { type: 'string', enum: ['person', 'company'] },
        name: { type: 'string' },
        categories: { type: 'array', items: categoryStateSchema },
      }),
    },
  },
  ['categories'],
);

const statusObject = object({ status });

export const identityResponseSchema = object({
  status: { type: 'string', enum: [...VERIFICATION_STATUSES, 'missing', 'nameMismatch', 'canceled'] },
  documents: {
    type: 'array',
    items: object({
      type: { type: 'integer' },
      number: { type: 'string' },
      status,
      expiration: nullableDay,
      issuedDate: nullableDay,
    }),
  },
  videoIdentity: statusObject,
  proofOfResidence: statusObject,
});

export const limitReasonsResponseSchema = object({
  limited: { type: 'boolean' },
  limitedReason: { type: 'string' },
  reasons: {
    type: 'array',
    items: object({
      actionTypeId: { type: 'integer' },
      name: { type: 'string' },
      requirementDocuments: {
        type: 'array',
        items: object({
          categoryId: { type: 'integer' },
          name: { type: 'string' },
          uploadedDocuments: uploadedDocumentsSchema,
        }),
      },
    }),
  },
});

export const dueDiligenceInfoResponseSchema = object({
  address: statusObject,
  document: statusObject,
  uploadedDocuments: uploadedDocumentsSchema,
});

export const verificationStateResponseSchema = object({
  verified: { type: 'boolean' },
  limited: { type: 'boolean' },
  identity: identityResponseSchema,
  addresses: {
    type: 'array',
    items: object({ addressId: { type: 'integer' }, flagged: { type: 'boolean' } }),
  },
  phoneConfirmed: { type: 'boolean' },
  taxDocuments: object({
    w9FormDocumentStatus: status,
    certificateOfLossOfNationalityDocumentStatus: status,
    taxResidencySelfCertificationDocumentStatus: status,
    w8BenFormDocumentStatus: status,
  }),
  duplicateDocuments: { type: 'boolean' },
  duplicateDocumentsUploaded: { type: 'boolean' },
  documentsPending: { type: 'boolean' },
  limitDocumentsUploaded: { type: 'boolean' },
  limitDocumentsPending: { type: 'boolean' },
  dueDiligenceLevel: { type: 'integer' },
});

// The back office (`/sandbox/compliance`): plain HTML forms post url-encoded text, scripts may post JSON.

/** The longest reason a reviewer may give. */
export const MAX_REASON_LENGTH = 500;

const reason = { type: 'string', maxLength: MAX_REASON_LENGTH } as const;
/** A category as a form sends it (text) or as JSON does (a number). */
const categoryValue = {
  anyOf: [
    { type: 'integer', minimum: 1, maximum: 12 },
    { type: 'string', pattern: '^(1[0-2]|[1-9])$', patternMessage: 'must be a category 1 to 12' },
  ],
} as const;

const complianceDocumentSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    customerId: { type: 'integer' },
    customerEmail: { type: 'string' },
    categoryId: { type: 'integer' },
    category: { type: 'string' },
    documentTypeId: { type: 'integer' },
    documentType: { type: 'string' },
    side: { type: 'string' },
    fileName: { type: 'string' },
    contentType: { type: 'string' },
    size: { type: 'integer' },
    statusId: { type: 'integer' },
    uploadStatus: { type: 'string' },
    uploaded: { type: 'string' },
    issuedDate: nullableDay,
    expiresDate: nullableDay,
    rejectReason: { type: 'string' },
    isDueDiligence: { type: 'boolean' },
    fileUrl: { type: 'string' },
  },
  required: ['id', 'customerId', 'customerEmail', 'statusId', 'fileName', 'fileUrl'],
} as const;

const limitedCustomerSchema = {
  type: 'object',
  properties: {
    customerId: { type: 'integer' },
    customerEmail: { type: 'string' },
    limitedReason: { type: 'string' },
    reasons: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          actionTypeId: { type: 'integer' },
          name: { type: 'string' },
          categories: { type: 'array', items: { type: 'integer' } },
        },
        required: ['actionTypeId', 'name', 'categories'],
      },
    },
  },
  required: ['customerId', 'customerEmail', 'limitedReason', 'reasons'],
} as const;

export const complianceJsonSchema = {
  response: {
    200: {
      type: 'object',
      properties: {
        documents: { type: 'array', items: complianceDocumentSchema },
        limitedCustomers: { type: 'array', items: limitedCustomerSchema },
        duplicateCustomers: {
          type: 'array',
          items: {
            type: 'object',
            properties: { customerEmail: { type: 'string' }, uploadedAgain: { type: 'boolean' } },
            required: ['customerEmail', 'uploadedAgain'],
          },
        },
      },
      required: ['documents', 'limitedCustomers', 'duplicateCustomers'],
    },
    ...errorResponses,
  },
} as const;

const documentParams = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$', patternMessage: 'must be a document id' },
  },
  required: ['id'],
} as const;

export const complianceFileSchema = {
  params: documentParams,
  response: { ...errorResponses, 404: errorEnvelopeSchema },
} as const;

export const complianceDecisionSchema = {
  params: {
    type: 'object',
    properties: {
      ...documentParams.properties,
      decision: { type: 'string', enum: [...COMPLIANCE_DECISIONS] },
    },
    required: ['id', 'decision'],
  },
  body: { type: 'object', properties: { reason } },
  response: {
    200: { type: 'object', properties: { document: complianceDocumentSchema }, required: ['document'] },
    ...errorResponses,
    404: errorEnvelopeSchema,
  },
} as const;

const okSchema = { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] } as const;

export const complianceLimitSchema = {
  body: {
    type: 'object',
    properties: {
      email: emailSchema,
      reason: { ...reason, minLength: 1 },
      categories: {
        anyOf: [{ type: 'array', minItems: 1, maxItems: 12, items: categoryValue }, categoryValue],
      },
      actionTypeId: {
        anyOf: [
          { type: 'integer', minimum: 1, maximum: 99 },
          { type: 'string', pattern: '^[1-9][0-9]?$', patternMessage: 'must be a number 1 to 99' },
        ],
      },
    },
    // Without categories a form is answered with the page and its alert (the route checks).
    required: ['email', 'reason'],
  },
  response: { 200: okSchema, ...errorResponses, 404: errorEnvelopeSchema },
} as const;

export const complianceUnlimitSchema = {
  body: { type: 'object', properties: { email: emailSchema }, required: ['email'] },
  response: { 200: okSchema, ...errorResponses, 404: errorEnvelopeSchema },
} as const;
