import {
  CONTRACT_NOTE_MAX,
  CONTRACT_OBLIGATION_MAX,
  CONTRACT_OBLIGATIONS_MAX_ITEMS,
  CONTRACT_ORDER_BY,
  CONTRACT_PAGE_SIZE,
  CONTRACT_SIGNER_NAME_MAX,
  CONTRACT_STATUSES,
  IDENTIFICATION_STATUSES,
} from '@portal/api/catalogue';
import { errorEnvelopeSchema, errorResponses } from '../../../platform/http/schemas';

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

// ---- Answers (issue 48 item 1) -----------------------------------------------------------------------------------
// Fastify serialises with these and drops what they do not list: each lists every field the service answers.

const text = { type: 'string' } as const;
const textOrNull = { type: ['string', 'null'] } as const;
const integer = { type: 'integer' } as const;
const texts = { type: 'array', items: text } as const;

/** The contract service's failure body (`ContractServiceError`: message, errors) with the sandbox's envelope beside it. */
export const contractFailureSchema = {
  type: 'object',
  properties: {
    message: text,
    errors: texts,
    responseCode: text,
    responseDescription: text,
    validationErrors: texts,
  },
  required: ['message', 'responseCode', 'responseDescription'],
} as const;

/** 400 bad input, 403 no right or a move refused, 404 no such contract; 401 (no session) and 500 in the envelope. */
const contractRefusals = {
  ...errorResponses,
  400: contractFailureSchema,
  401: errorEnvelopeSchema,
  403: contractFailureSchema,
  404: contractFailureSchema,
} as const;

/** `ContractCompany`. */
const companySchema = {
  type: 'object',
  properties: { id: integer, title: text, logo: textOrNull },
  required: ['id', 'title', 'logo'],
} as const;

/** `ContractCustomer`. */
const contractCustomerSchema = {
  type: 'object',
  properties: { id: integer, username: text, name: text },
  required: ['id', 'username', 'name'],
} as const;

/** `SmartContract`, as the viewer sees it. */
export const smartContractSchema = {
  type: 'object',
  properties: {
    id: integer,
    status: { type: 'string', enum: [...CONTRACT_STATUSES] },
    identificationStatus: { type: ['string', 'null'], enum: [...IDENTIFICATION_STATUSES, null] },
    percentage: textOrNull,
    initiatorId: integer,
    direction: { type: 'string', enum: ['PAY', 'RECEIVE'] },
    note: textOrNull,
    activeFrom: text,
    activeTo: textOrNull,
    terminateInfo: {
      type: ['object', 'null'],
      properties: { terminatedAt: text, note: textOrNull, terminatedBy: integer },
      required: ['terminatedAt', 'note', 'terminatedBy'],
    },
    updatedAt: text,
    createdAt: text,
    company: companySchema,
    sender: contractCustomerSchema,
    beneficiary: contractCustomerSchema,
    senderSignerName: textOrNull,
    beneficiarySignerName: textOrNull,
    senderObligations: texts,
    beneficiaryObligations: texts,
    senderSignedAt: textOrNull,
    beneficiarySignedAt: textOrNull,
    events: {
      type: 'array',
      items: {
        type: 'object',
        properties: { type: text, at: text, by: { type: ['integer', 'null'] }, note: textOrNull },
        required: ['type', 'at', 'by', 'note'],
      },
    },
    actions: texts,
  },
  required: [
    'id',
    'status',
    'identificationStatus',
    'percentage',
    'initiatorId',
    'direction',
    'note',
    'activeFrom',
    'activeTo',
    'terminateInfo',
    'updatedAt',
    'createdAt',
    'company',
    'sender',
    'beneficiary',
    'senderSignerName',
    'beneficiarySignerName',
    'senderObligations',
    'beneficiaryObligations',
    'senderSignedAt',
    'beneficiarySignedAt',
    'events',
    'actions',
  ],
} as const;

const contractAnswer = { 200: smartContractSchema, ...contractRefusals } as const;

/** `ContractList`. */
const contractListSchema = {
  type: 'object',
  properties: {
    data: { type: 'array', items: smartContractSchema },
    meta: {
      type: 'object',
      properties: {
        total: integer,
        requests: integer,
        pending: integer,
        active: integer,
        ended: integer,
        pay: integer,
        receive: integer,
      },
      required: ['total', 'requests', 'pending', 'active', 'ended', 'pay', 'receive'],
    },
  },
  required: ['data', 'meta'],
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
  response: { 200: contractListSchema, ...contractRefusals },
} as const;
export const MAX_CONTRACT_PAGE_SIZE = CONTRACT_PAGE_SIZE;

export const readSchema = { params: contractParams, response: contractAnswer } as const;
export const moveSchema = { params: contractParams, body: noBody, response: contractAnswer } as const;

/** `ContractStats`: the menu badge. */
export const statsSchema = {
  response: {
    200: {
      type: 'object',
      properties: { requests: integer, active: integer },
      required: ['requests', 'active'],
    },
    ...contractRefusals,
  },
} as const;

/** `CheckSignerResponse`. */
export const checkSignerSchema = {
  params: contractParams,
  response: {
    200: {
      type: 'object',
      properties: { canSign: { type: 'boolean' }, signerName: textOrNull, message: text },
      required: ['canSign', 'signerName'],
    },
    ...contractRefusals,
  },
} as const;

/** `ContractSignUrlResponse`. */
export const signUrlSchema = {
  params: contractParams,
  response: {
    200: {
      type: 'object',
      properties: { signUrl: text, clientId: text },
      required: ['signUrl', 'clientId'],
    },
    ...contractRefusals,
  },
} as const;

export const terminateSchema = {
  params: contractParams,
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { note: { type: 'string', maxLength: CONTRACT_NOTE_MAX } },
  },
  response: contractAnswer,
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
  response: contractAnswer,
} as const;

export const verifySchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['companyId', 'counterpartyId'],
    properties: { companyId: int32, counterpartyId: int32 },
  },
  response: {
    // `VerifyContractResponse`.
    200: {
      type: 'object',
      properties: { isValid: { type: 'boolean' }, message: text },
      required: ['isValid'],
    },
    ...contractRefusals,
  },
} as const;

export const identificationSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['contractId'],
    properties: { contractId: int32 },
  },
  response: {
    // `SignerIdentificationResponse`.
    200: {
      type: 'object',
      properties: { url: text, identificationStatus: { type: 'string', enum: [...IDENTIFICATION_STATUSES] } },
      required: ['url', 'identificationStatus'],
    },
    ...contractRefusals,
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
  response: contractAnswer,
} as const;

export const lookupSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['email'],
    properties: { email: { type: 'string', minLength: 3, maxLength: 254 } },
  },
  response: {
    // `CustomerLookupResponse`.
    200: {
      type: 'object',
      properties: { id: integer, type: { type: 'string', enum: ['BUSINESS', 'PERSONAL'] } },
      required: ['id', 'type'],
    },
    ...contractRefusals,
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
  response: {
    // `CompanySearchResponse`.
    200: {
      type: 'object',
      properties: { data: { type: 'array', items: companySchema }, total: integer },
      required: ['data', 'total'],
    },
    ...contractRefusals,
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
  response: {
    // `ContractPdfUrlResponse`.
    200: { type: 'object', properties: { pdfUrl: text }, required: ['pdfUrl'] },
    ...contractRefusals,
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
  response: {
    // `ContractPdfGeneratorResponse`.
    200: { type: 'object', properties: { redirectLink: text }, required: ['redirectLink'] },
    ...contractRefusals,
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
