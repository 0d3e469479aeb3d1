import { WEBHOOK_URL_MAX_LENGTH } from '@portal/api/merchant-webhooks';

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

export const customerOnlySchema = { querystring: customerQuery } as const;
export const byIdSchema = { params: idParams, querystring: customerQuery } as const;

const webhookBody = {
  type: 'object',
  additionalProperties: false,
  required: ['customerId', 'name', 'enabled', 'url'],
  properties: { customerId: int32, name, enabled: { type: 'boolean' }, url },
} as const;
export const createWebhookSchema = { body: webhookBody } as const;
export const updateWebhookSchema = { params: idParams, body: webhookBody } as const;
export const pingWebhookSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['customerId', 'url'],
    properties: { customerId: int32, url },
  },
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
} as const;
export const replaySchema = {
  params: idParams,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['customerId'],
    properties: { customerId: int32 },
  },
} as const;

const apiKeyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['customerId', 'name', 'enabled'],
  properties: { customerId: int32, name, enabled: { type: 'boolean' } },
} as const;
export const createApiKeySchema = { body: apiKeyBody } as const;
export const updateApiKeySchema = { params: idParams, body: apiKeyBody } as const;
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
} as const;

const allowedIpBody = {
  type: 'object',
  additionalProperties: false,
  required: ['customerId', 'name', 'enabled', 'ipFrom', 'ipTo'],
  properties: { customerId: int32, name, enabled: { type: 'boolean' }, ipFrom: ip, ipTo: ip },
} as const;
export const createAllowedIpSchema = { body: allowedIpBody } as const;
export const updateAllowedIpSchema = { params: idParams, body: allowedIpBody } as const;

// ---- The public merchant API ---------------------------------------------------------------------------------

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
} as const;
export const publicByIdSchema = { params: idParams } as const;
export const paymentsSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      limit: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$', patternMessage: 'must be 1 to 100' },
    },
  },
} as const;
/** The refund's body is optional (a full refund needs none): checked by the handler with `REFUND_AMOUNT`. */
export const refundSchema = { params: idParams } as const;
export const REFUND_AMOUNT = new RegExp(amount.pattern);
