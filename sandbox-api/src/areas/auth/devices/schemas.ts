import { errorEnvelopeSchema, errorResponses } from '../../../platform/http/schemas';

/** Refusals of the device routes besides TA1 and AU: another user's device or prompt (404), a second answer (409). */
const deviceErrorResponses = {
  ...errorResponses,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
} as const;

const noContent = { 204: { type: 'null' }, ...deviceErrorResponses } as const;

/** The portal sends `{}` where the spec shows no payload (spec 01 §7). */
const emptyBody = { type: 'object', properties: {}, additionalProperties: false } as const;

/** spec 01 §5: device ids in paths are digits. */
const deviceIdParams = {
  type: 'object',
  properties: { deviceId: { type: 'string', pattern: '^[0-9]{1,9}$' } },
  required: ['deviceId'],
} as const;

/** spec 01 §5: the device type is android or ios. */
export const deviceTypeSchema = { type: 'string', enum: ['android', 'ios'] } as const;
export const deviceNameSchema = { type: 'string', minLength: 1, maxLength: 64, pattern: '\\S' } as const;

export const deviceSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    code: { type: 'string' },
    type: { type: 'string' },
    name: { type: 'string' },
    location: { type: 'string' },
    lastActivityAt: { type: 'string' },
    approved: { type: 'boolean' },
    secret: { type: 'string' },
  },
  required: ['id', 'code', 'type', 'name', 'location', 'lastActivityAt', 'approved'],
} as const;

const deviceListSchema = { type: 'array', items: deviceSchema } as const;

export const scpRequestSchema = {
  body: emptyBody,
  response: {
    200: { type: 'object', properties: { deeplink: { type: 'string' } }, required: ['deeplink'] },
    ...deviceErrorResponses,
  },
} as const;

export const storesUrlsSchema = {
  body: {
    type: 'object',
    // spec 01 §5: plus signs are stripped before sending, so only digits arrive.
    properties: { phoneNumber: { type: 'string', pattern: '^[0-9]{6,15}$' } },
    required: ['phoneNumber'],
  },
  response: noContent,
} as const;

export const createDeviceSchema = {
  body: {
    type: 'object',
    properties: {
      name: deviceNameSchema,
      code: { type: 'string', minLength: 1, maxLength: 256 },
      pushToken: { type: 'string', maxLength: 4096 },
      type: deviceTypeSchema,
    },
    required: ['name', 'code', 'type'],
  },
  response: { 200: deviceSchema, ...deviceErrorResponses },
} as const;

export const listDevicesSchema = { response: { 200: deviceListSchema, ...deviceErrorResponses } } as const;

export const getDeviceSchema = {
  params: deviceIdParams,
  response: { 200: deviceSchema, ...deviceErrorResponses },
} as const;

export const deleteDeviceSchema = { params: deviceIdParams, response: noContent } as const;

export const approveMethodsSchema = {
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, kind: { type: 'string' } },
        required: ['id', 'kind'],
      },
    },
    ...deviceErrorResponses,
  },
} as const;

const methodIdSchema = { type: 'integer', enum: [1, 2, 3] } as const;

export const startApprovalSchema = {
  params: deviceIdParams,
  body: { type: 'object', properties: { methodId: methodIdSchema }, required: ['methodId'] },
  response: {
    200: {
      type: 'object',
      properties: { methodId: { type: 'integer' }, sentTo: { type: 'string' } },
      required: ['methodId', 'sentTo'],
    },
    ...deviceErrorResponses,
  },
} as const;

export const confirmApprovalSchema = {
  params: {
    type: 'object',
    properties: {
      deviceId: deviceIdParams.properties.deviceId,
      methodId: { type: 'string', enum: ['1', '2', '3'] },
    },
    required: ['deviceId', 'methodId'],
  },
  body: {
    type: 'object',
    properties: { code: { type: 'string', pattern: '^[0-9]{6}$' } },
    required: ['code'],
  },
  response: noContent,
} as const;

export const loginConfirmSchema = {
  params: {
    type: 'object',
    properties: { key: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,128}$' } },
    required: ['key'],
  },
  headers: {
    type: 'object',
    properties: { 'x-device-secret': { type: 'string', maxLength: 512 } },
  },
  // spec 01 §5: auth confirm needs a boolean result.
  body: { type: 'object', properties: { result: { type: 'boolean' } }, required: ['result'] },
  response: noContent,
} as const;
