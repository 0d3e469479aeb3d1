import { errorResponses, newPasswordSchema, sixDigitCodeSchema } from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';

/** Request keys and two-step request ids are the confirmation's uuid. */
const requestIdSchema = {
  type: 'string',
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
} as const;
/** The longest IPv6 text with a dotted IPv4 tail is 45 characters. */
const ipTextSchema = { type: 'string', minLength: 2, maxLength: 45 } as const;
/** A date (`2026-05-01`) or a date-time (`2026-05-01T10:00:00Z`); the service refuses impossible ones. */
const dateFilterSchema = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})?)?$',
} as const;

export const accessIpListSchema: ObjectSchema = {
  type: 'object',
  properties: {
    mode: { type: 'integer', enum: [0, 1] },
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          ip: { type: 'string' },
          toIp: { type: 'string' },
          created: { type: 'string' },
        },
        required: ['id', 'ip', 'created'],
      },
    },
  },
  required: ['mode', 'items'],
};

export const addAccessIpRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { ip: ipTextSchema, toIp: ipTextSchema },
  required: ['ip'],
};

export const deleteAccessIpRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
};

export const setAccessIpModeRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { mode: { type: 'integer', enum: [0, 1] } },
  required: ['mode'],
};

export const changePasswordRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    password: { type: 'string', minLength: 1, maxLength: 1024 },
    passwordNew: newPasswordSchema,
    passwordNewRepeat: newPasswordSchema,
  },
  required: ['password', 'passwordNew', 'passwordNewRepeat'],
};

export const changePasswordAnswerSchema: ObjectSchema = {
  type: 'object',
  properties: {
    requestKey: { type: 'string' },
    confirmBy: { type: 'string', enum: ['push', 'sms', 'none'] },
    sentTo: { type: 'string' },
  },
  required: ['requestKey', 'confirmBy'],
};

export const confirmPasswordChangeRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { code: sixDigitCodeSchema, requestKey: requestIdSchema },
  required: ['code', 'requestKey'],
};

export const cancelPasswordChangeRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { requestKey: requestIdSchema },
  required: ['requestKey'],
};

export const loginHistoryRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    fromDate: dateFilterSchema,
    toDate: dateFilterSchema,
    pageNumber: { type: 'integer', minimum: 1, maximum: 100000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  required: ['pageNumber', 'pageSize'],
};

export const loginHistoryResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          date: { type: 'string' },
          ip: { type: 'string' },
          client: { type: 'string' },
          location: { type: 'string' },
          authFlow: { type: 'string' },
          success: { type: 'boolean' },
        },
        required: ['date', 'ip', 'client', 'location', 'authFlow', 'success'],
      },
    },
    total: { type: 'integer' },
  },
  required: ['items', 'total'],
};

export const searchCustomersRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { query: { type: 'string', minLength: 2, maxLength: 100 } },
  required: ['query'],
};

export const searchCustomersResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    customers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          customerId: { type: 'integer' },
          name: { type: 'string' },
          email: { type: 'string' },
          customerType: { type: 'integer', enum: [0, 1] },
          verified: { type: 'boolean' },
          accounts: { type: 'integer' },
        },
        required: ['customerId', 'name', 'email', 'customerType', 'verified', 'accounts'],
      },
    },
  },
  required: ['customers'],
};

/** `POST|PUT /two-step-verification` (spec 02 §7). */
export const twoStepChangeSchema = {
  body: {
    type: 'object',
    properties: {
      mode: { type: 'string', enum: ['no', 'sms', 'otp', 'push'] },
      typeMode: { type: 'string', enum: ['login', 'transaction'] },
    },
    required: ['mode', 'typeMode'],
  },
  response: {
    200: {
      type: 'object',
      properties: {
        reqId: { type: 'string' },
        confirmBy: { type: 'string', enum: ['push', 'sms', 'none'] },
        sentTo: { type: 'string' },
      },
      required: ['reqId', 'confirmBy'],
    },
    ...errorResponses,
  },
} as const;

/** `POST /two-step-verification/{reqId}/confirm`: a wrong code is HTTP 400 with a message (spec 02 §8). */
export const twoStepConfirmSchema = {
  params: {
    type: 'object',
    properties: { reqId: requestIdSchema },
    required: ['reqId'],
  },
  body: {
    type: 'object',
    properties: { code: sixDigitCodeSchema },
    required: ['code'],
  },
  response: {
    200: {
      type: 'object',
      properties: { responseCode: { type: 'string' }, responseDescription: { type: 'string' } },
      required: ['responseCode', 'responseDescription'],
    },
    ...errorResponses,
  },
} as const;
