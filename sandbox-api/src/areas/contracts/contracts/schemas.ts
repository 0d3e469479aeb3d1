import {
  CONTRACT_NOTE_MAX,
  CONTRACT_OBLIGATION_MAX,
  CONTRACT_OBLIGATIONS_MAX_ITEMS,
  CONTRACT_ORDER_BY,
  CONTRACT_PAGE_SIZE,
  CONTRACT_SIGNER_NAME_MAX,
} from '@portal/api/catalogue';

/**
 * The contract service's request schemas (issue 32 item 1): every body and query typed, nothing extra; what they
 * let through is checked by the shared rules (`contractCreateProblems`). Path parameters are text (no coercion).
 */

const idText = {
  type: 'string',
  pattern: '^[1-9][0-9]{0,9}$',
  patternMessage: 'must be a contract id',
} as const;
const int32 = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const pageText = {
  type: 'string',
  pattern: '^[1-9][0-9]{0,5}$',
  patternMessage: 'must be a page number',
} as const;
const sizeText = {
  type: 'string',
  pattern: '^[1-9][0-9]{0,3}$',
  patternMessage: 'must be a page size',
} as const;

export const contractParams = {
  type: 'object',
  properties: { id: idText },
  required: ['id'],
} as const;

const noBody = { type: 'object', properties: {}, additionalProperties: false } as const;

export const listSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      statuses: { type: 'string', maxLength: 300 },
      companyName: { type: 'string', maxLength: 200 },
      counterpartyName: { type: 'string', maxLength: 200 },
      orderBy: { type: 'string', enum: [...CONTRACT_ORDER_BY] },
      orderDir: { type: 'string', enum: ['ASC', 'DESC'] },
      page: pageText,
      pageSize: sizeText,
    },
  },
} as const;
export const MAX_CONTRACT_PAGE_SIZE = CONTRACT_PAGE_SIZE;

export const readSchema = { params: contractParams } as const;
export const moveSchema = { params: contractParams, body: noBody } as const;

export const terminateSchema = {
  params: contractParams,
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { note: { type: 'string', maxLength: CONTRACT_NOTE_MAX } },
  },
} as const;

export const createSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: [
      'companyId',
      'senderId',
      'senderObligations',
      'beneficiaryId',
      'beneficiaryObligations',
      'activeFrom',
      'percentage',
    ],
    properties: {
      companyId: int32,
      senderId: int32,
      beneficiaryId: int32,
      senderSignerName: { type: 'string', maxLength: CONTRACT_SIGNER_NAME_MAX },
      beneficiarySignerName: { type: 'string', maxLength: CONTRACT_SIGNER_NAME_MAX },
      senderObligations: {
        type: 'array',
        maxItems: CONTRACT_OBLIGATIONS_MAX_ITEMS,
        items: { type: 'string', maxLength: CONTRACT_OBLIGATION_MAX },
      },
      beneficiaryObligations: {
        type: 'array',
        maxItems: CONTRACT_OBLIGATIONS_MAX_ITEMS,
        items: { type: 'string', maxLength: CONTRACT_OBLIGATION_MAX },
      },
      activeFrom: { type: 'string', maxLength: 10 },
      percentage: { type: 'string', maxLength: 10 },
      note: { type: 'string', maxLength: CONTRACT_NOTE_MAX },
    },
  },
} as const;

export const verifySchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['companyId', 'counterpartyId'],
    properties: { companyId: int32, counterpartyId: int32 },
  },
} as const;

export const identificationSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['contractId'],
    properties: { contractId: int32 },
  },
} as const;

/** A page link's token: what `randomToken` makes (32 bytes, Base64url). */
export const linkTokenSchema = {
  type: 'string',
  pattern: '^[A-Za-z0-9_-]{43}$',
  patternMessage: 'is not a contract link',
} as const;

export const identificationPushSchema = {
  params: contractParams,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['status', 'token'],
    properties: { status: { type: 'string', enum: ['SUCCESS', 'FAILED'] }, token: linkTokenSchema },
  },
} as const;

export const lookupSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['email'],
    properties: { email: { type: 'string', minLength: 3, maxLength: 254 } },
  },
} as const;

export const companiesSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      query: { type: 'string', maxLength: 200 },
      forCounterpartyCustomerId: {
        type: 'string',
        pattern: '^[1-9][0-9]{0,9}$',
        patternMessage: 'must be a customer id',
      },
      page: pageText,
      pageSize: sizeText,
    },
  },
} as const;

/** `GET /contract/{id}/pdfUrl`: the language the PDF is to be printed in (`lang`, optional). */
export const pdfUrlSchema = {
  params: contractParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { lang: { type: 'string', maxLength: 10 } },
  },
} as const;

export const pdfSchema = {
  params: contractParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['token'],
    properties: { token: { type: 'string', maxLength: 200 }, lang: { type: 'string', maxLength: 10 } },
  },
} as const;

export const pageParams = {
  type: 'object',
  properties: { token: linkTokenSchema },
  required: ['token'],
} as const;

/** `POST /pdf-generator` (spec 03 §7): a contract as `PUT /contract` takes it, and the language to print it in. */
export const pdfGeneratorSchema = {
  body: createSchema.body,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { lang: { type: 'string', maxLength: 10 } },
  },
} as const;

/** `GET /pdf-generator/pdf?token=`: the link the generator answered (a query: it is longer than a path segment may be). */
export const generatedPdfSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['token'],
    properties: {
      token: { type: 'string', minLength: 10, maxLength: 8192, pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' },
    },
  },
} as const;
