import { WEBHOOK_EVENT_TYPES } from '@portal/api/catalogue';
import { WEBHOOK_URL_MAX_LENGTH } from '@portal/api/merchant-webhooks';
import { errorEnvelopeSchema, errorResponses } from '../../../platform/http/schemas';

/**
 * Request schemas of the merchant REST tools and the public merchant API (issue 33): every body and query typed,
 * nothing extra, texts bounded (and, by the sandbox's text rules, free of NUL and lone surrogates): a bad input is
 * TA1 (REST) or `invalidRequest` (public API) with the problems listed, never a 500.
 */

const idText = (what: string) =>
  ({ type: 'string', pattern: '^[1-9][0-9]{0,9}$', patternMessage: `must be ${what}` }) as const;
const int32 = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const name = { type: 'string', minLength: 1, maxLength: 100 } as const;
const url = { type: 'string', minLength: 1, maxLength: WEBHOOK_URL_MAX_LENGTH } as const;
const date = { type: 'string', maxLength: 10 } as const;
const ip = { type: 'string', minLength: 1, maxLength: 45 } as const;

const customerQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['customerId'],
  properties: { customerId: idText('a customer id') },
} as const;
const idParams = { type: 'object', required: ['id'], properties: { id: idText('an id') } } as const;

// ---- Answers of the merchant REST tools (issue 48 item 1) -------------------------------------------------------
// Fastify serialises with these and drops what they do not list: each lists every field the service answers.

const text = { type: 'string' } as const;
const textOrNull = { type: ['string', 'null'] } as const;
const integer = { type: 'integer' } as const;
const integerOrNull = { type: ['integer', 'null'] } as const;
const boolean = { type: 'boolean' } as const;

/** `MerchantRestEnvelope`: a success's `responseCode`, a refusal's description and problems. */
const restEnvelope = {
  responseCode: text,
  responseDescription: text,
  validationErrors: { type: 'array', items: text },
} as const;

/** The envelope of a refusal (400 TA1, 403 ENOA, 404 NF), as `failure` in operations.ts words it. */
export const merchantRestFailureSchema = {
  type: 'object',
  properties: restEnvelope,
  required: ['responseCode', 'responseDescription'],
} as const;

/** 400 and 403 in the REST envelope; 401 (no session) and 500 as the method API's. */
const restRefusals = {
  ...errorResponses,
  400: merchantRestFailureSchema,
  401: errorEnvelopeSchema,
  403: merchantRestFailureSchema,
} as const;
/** A route naming a webhook, key, range or logged request by id: 404 when the customer has none such. */
const notFound = { 404: merchantRestFailureSchema } as const;

/** A success: the envelope and `fields`. */
const restAnswer = <P extends Record<string, unknown>, R extends readonly string[]>(fields: P, required: R) =>
  ({
    200: {
      type: 'object',
      properties: { ...restEnvelope, ...fields },
      required: ['responseCode', ...required],
    },
    ...restRefusals,
  }) as const;

const webhookSchema = {
  type: 'object',
  properties: {
    id: integer,
    customerId: integer,
    name: text,
    enabled: boolean,
    url: text,
    secretHint: text,
    createdAt: text,
  },
  required: ['id', 'customerId', 'name', 'enabled', 'url', 'secretHint', 'createdAt'],
} as const;

/** `WebhookRequestLogItem`. */
const webhookRequestSchema = {
  type: 'object',
  properties: {
    id: integer,
    webhookId: integerOrNull,
    url: text,
    event: { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] },
    eventId: text,
    attempt: integer,
    status: { type: 'string', enum: ['pending', 'delivered', 'retrying', 'failed'] },
    // The headers sent: an open map of names to values.
    requestHeaders: { type: 'object', additionalProperties: text },
    requestBody: text,
    responseStatus: integerOrNull,
    responseBody: textOrNull,
    error: textOrNull,
    durationMs: integerOrNull,
    createdAt: text,
    nextAttemptAt: textOrNull,
    replayOf: integerOrNull,
  },
  required: [
    'id',
    'webhookId',
    'url',
    'event',
    'eventId',
    'attempt',
    'status',
    'requestHeaders',
    'requestBody',
    'responseStatus',
    'responseBody',
    'error',
    'durationMs',
    'createdAt',
    'nextAttemptAt',
    'replayOf',
  ],
} as const;

const apiKeySchema = {
  type: 'object',
  properties: {
    id: integer,
    name: text,
    enabled: boolean,
    prefix: text,
    createdAt: text,
    lastUsedAt: textOrNull,
  },
  required: ['id', 'name', 'enabled', 'prefix', 'createdAt', 'lastUsedAt'],
} as const;

/** `ApiRequestLogItem`. */
const apiRequestSchema = {
  type: 'object',
  properties: {
    id: integer,
    apiKeyId: integerOrNull,
    method: text,
    path: text,
    statusCode: integer,
    ip: text,
    error: textOrNull,
    durationMs: integer,
    createdAt: text,
  },
  required: ['id', 'apiKeyId', 'method', 'path', 'statusCode', 'ip', 'error', 'durationMs', 'createdAt'],
} as const;

const allowedIpSchema = {
  type: 'object',
  properties: { id: integer, name: text, enabled: boolean, ipFrom: text, ipTo: text },
  required: ['id', 'name', 'enabled', 'ipFrom', 'ipTo'],
} as const;

const webhookByIdAnswer = { ...restAnswer({ webhook: webhookSchema }, ['webhook']), ...notFound } as const;
const apiKeyByIdAnswer = { ...restAnswer({ apiKey: apiKeySchema }, ['apiKey']), ...notFound } as const;
const allowedIpAnswer = restAnswer({ allowedIp: allowedIpSchema }, ['allowedIp']);
const allowedIpByIdAnswer = { ...allowedIpAnswer, ...notFound } as const;
const deletedAnswer = { ...restAnswer({}, []), ...notFound } as const;

const customerOnlySchema = { querystring: customerQuery } as const;
const byIdSchema = { params: idParams, querystring: customerQuery } as const;

export const listWebhooksSchema = {
  ...customerOnlySchema,
  response: restAnswer({ webhooks: { type: 'array', items: webhookSchema } }, ['webhooks']),
} as const;
export const deleteWebhookSchema = { ...byIdSchema, response: deletedAnswer } as const;
export const listApiKeysSchema = {
  ...customerOnlySchema,
  response: restAnswer({ apiKeys: { type: 'array', items: apiKeySchema } }, ['apiKeys']),
} as const;
export const getApiKeySchema = { ...byIdSchema, response: apiKeyByIdAnswer } as const;
export const deleteApiKeySchema = { ...byIdSchema, response: deletedAnswer } as const;
export const listAllowedIpsSchema = {
  ...customerOnlySchema,
  response: restAnswer({ allowedIps: { type: 'array', items: allowedIpSchema } }, ['allowedIps']),
} as const;
export const getAllowedIpSchema = { ...byIdSchema, response: allowedIpByIdAnswer } as const;
export const deleteAllowedIpSchema = { ...byIdSchema, response: deletedAnswer } as const;

const webhookBody = {
  type: 'object',
  additionalProperties: false,
  required: ['customerId', 'name', 'enabled', 'url'],
  properties: { customerId: int32, name, enabled: { type: 'boolean' }, url },
} as const;
export const createWebhookSchema = {
  body: webhookBody,
  // `CreateWebhookResponse`: the secret, shown once.
  response: restAnswer({ webhook: webhookSchema, secret: text }, ['webhook', 'secret']),
} as const;
export const updateWebhookSchema = {
  params: idParams,
  body: webhookBody,
  response: webhookByIdAnswer,
} as const;
export const pingWebhookSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['customerId', 'url'],
    properties: { customerId: int32, url },
  },
  response: restAnswer({ request: webhookRequestSchema }, ['request']),
} as const;

export const webhookRequestsSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['customerId'],
    properties: {
      customerId: idText('a customer id'),
      limit: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$', patternMessage: 'must be 1 to 100' },
      query: { type: 'string', maxLength: 200 },
      fromDate: date,
      toDate: date,
      cursor: { type: 'string', maxLength: 200 },
    },
  },
  // `WebhookRequestsResponse`.
  response: restAnswer(
    {
      items: { type: 'array', items: webhookRequestSchema },
      count: integer,
      current: textOrNull,
      next: textOrNull,
      prev: textOrNull,
    },
    ['items', 'count', 'current', 'next', 'prev'],
  ),
} as const;
export const replaySchema = {
  params: idParams,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['customerId'],
    properties: { customerId: int32 },
  },
  response: { ...restAnswer({ request: webhookRequestSchema }, ['request']), ...notFound },
} as const;

const apiKeyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['customerId', 'name', 'enabled'],
  properties: { customerId: int32, name, enabled: { type: 'boolean' } },
} as const;
export const createApiKeySchema = {
  body: apiKeyBody,
  // `CreateApiKeyResponse`: the key, shown once.
  response: restAnswer({ apiKey: apiKeySchema, secret: text }, ['apiKey', 'secret']),
} as const;
export const updateApiKeySchema = { params: idParams, body: apiKeyBody, response: apiKeyByIdAnswer } as const;
export const apiRequestsSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['customerId', 'apiKeyId'],
    properties: {
      customerId: idText('a customer id'),
      apiKeyId: idText('an API key id'),
      fromDate: date,
      toDate: date,
    },
  },
  response: {
    ...restAnswer({ requests: { type: 'array', items: apiRequestSchema } }, ['requests']),
    ...notFound,
  },
} as const;

const allowedIpBody = {
  type: 'object',
  additionalProperties: false,
  required: ['customerId', 'name', 'enabled', 'ipFrom', 'ipTo'],
  properties: { customerId: int32, name, enabled: { type: 'boolean' }, ipFrom: ip, ipTo: ip },
} as const;
export const createAllowedIpSchema = { body: allowedIpBody, response: allowedIpAnswer } as const;
export const updateAllowedIpSchema = {
  params: idParams,
  body: allowedIpBody,
  response: allowedIpByIdAnswer,
} as const;

// ---- The public merchant API ---------------------------------------------------------------------------------

/** Its refusals: `{ error, message }` (`MerchantApiError`) with their HTTP status; a 500 as the method API's. */
export const merchantApiFailureSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'string',
      enum: [
        'invalidKey',
        'keyDisabled',
        'ipNotAllowed',
        'invalidRequest',
        'notFound',
        'insufficientFunds',
        'rateLimited',
      ],
    },
    message: text,
  },
  required: ['error', 'message'],
} as const;

/** 400 invalidRequest, 401 invalidKey, 403 keyDisabled or ipNotAllowed, 429 rateLimited (every call is counted). */
const apiRefusals = {
  400: merchantApiFailureSchema,
  401: merchantApiFailureSchema,
  403: merchantApiFailureSchema,
  429: merchantApiFailureSchema,
  500: errorEnvelopeSchema,
} as const;
/** A call naming a payment request or a payment by id: 404 notFound when the merchant has none such. */
const apiNotFound = { 404: merchantApiFailureSchema } as const;

/** `MerchantPaymentRequest`. */
const paymentRequestAnswer = {
  type: 'object',
  properties: {
    id: integer,
    amount: text,
    currencyCode: text,
    description: text,
    reference: textOrNull,
    payerEmail: textOrNull,
    status: { type: 'string', enum: ['open', 'paid', 'cancelled'] },
    createdAt: text,
  },
  required: ['id', 'amount', 'currencyCode', 'description', 'reference', 'payerEmail', 'status', 'createdAt'],
} as const;

/** `MerchantPayment`. */
const paymentAnswer = {
  type: 'object',
  properties: {
    id: integer,
    amount: text,
    currencyCode: text,
    payerEmail: text,
    payerName: text,
    description: text,
    refundedAmount: text,
    createdAt: text,
  },
  required: [
    'id',
    'amount',
    'currencyCode',
    'payerEmail',
    'payerName',
    'description',
    'refundedAmount',
    'createdAt',
  ],
} as const;

const amount = {
  type: 'string',
  pattern: '^(0|[1-9][0-9]{0,11})(\\.[0-9]{1,8})?$',
  patternMessage: 'must be a decimal amount such as 12.50',
} as const;

export const paymentRequestSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['amount', 'currencyCode', 'description'],
    properties: {
      amount,
      currencyCode: { type: 'string', pattern: '^[A-Z]{3}$', patternMessage: 'must be a currency code' },
      description: { type: 'string', minLength: 1, maxLength: 500 },
      reference: { type: 'string', maxLength: 100 },
      payerEmail: {
        type: 'string',
        maxLength: 254,
        pattern: '^[^@\\s]+@[^@\\s]+$',
        patternMessage: 'must be an e-mail address',
      },
    },
  },
  response: { 201: paymentRequestAnswer, ...apiRefusals },
} as const;
export const paymentRequestByIdSchema = {
  params: idParams,
  response: { 200: paymentRequestAnswer, ...apiRefusals, ...apiNotFound },
} as const;
export const paymentByIdSchema = {
  params: idParams,
  response: { 200: paymentAnswer, ...apiRefusals, ...apiNotFound },
} as const;
export const paymentsSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      limit: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$', patternMessage: 'must be 1 to 100' },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: { payments: { type: 'array', items: paymentAnswer } },
      required: ['payments'],
    },
    ...apiRefusals,
  },
} as const;
/** The refund's body is optional (a full refund needs none): checked by the handler with `REFUND_AMOUNT`. */
export const refundSchema = {
  params: idParams,
  response: {
    200: {
      type: 'object',
      properties: {
        refund: {
          type: 'object',
          properties: { id: integer, transactionId: integer, amount: text, currencyCode: text },
          required: ['id', 'transactionId', 'amount', 'currencyCode'],
        },
        payment: paymentAnswer,
      },
      required: ['refund', 'payment'],
    },
    ...apiRefusals,
    ...apiNotFound,
    // The merchant's account no longer holds the amount.
    409: merchantApiFailureSchema,
  },
} as const;
export const REFUND_AMOUNT = new RegExp(amount.pattern);
