import {
  emailSchema,
  errorEnvelopeSchema,
  errorResponses,
  pkceStringSchema,
} from '../../../platform/http/schemas';

export const deviceShortInfoSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    type: { type: 'string' },
    location: { type: 'string' },
    lastActivityAt: { type: 'string' },
  },
  required: ['name', 'type', 'location', 'lastActivityAt'],
} as const;

const deviceShortInfoListSchema = { type: 'array', items: deviceShortInfoSchema } as const;

const tokensProperties = {
  accessToken: { type: 'string' },
  refreshToken: { type: 'string' },
} as const;

export const loginSchema = {
  body: {
    type: 'object',
    properties: {
      client: { type: 'string', minLength: 1, maxLength: 64 },
      username: emailSchema,
      password: { type: 'string', minLength: 1, maxLength: 256 },
      codeChallenge: pkceStringSchema,
      secret: { type: 'string', maxLength: 512 },
      pushToken: { type: 'string', maxLength: 4096 },
    },
    required: ['client', 'username', 'password', 'codeChallenge'],
  },
  response: {
    200: {
      // One object for every flow kind (contract AuthFlow); only the fields of the answered kind are set.
      type: 'object',
      properties: {
        authFlow: { type: 'string' },
        code: { type: 'string' },
        ...tokensProperties,
        phone: { type: 'string' },
        smsId: { type: 'string' },
        userId: { type: 'integer' },
        temporaryToken: { type: 'string' },
        deepLink: { type: 'string' },
        devices: deviceShortInfoListSchema,
        migration: {
          type: 'object',
          properties: {
            req: { type: 'string' },
            daysLeft: { type: 'integer' },
            devices: deviceShortInfoListSchema,
            temporaryToken: { type: 'string' },
            strategy: { type: 'string' },
          },
          required: ['req'],
        },
      },
      required: ['authFlow'],
    },
    ...errorResponses,
  },
} as const;

export const tokenSchema = {
  body: {
    type: 'object',
    properties: {
      code: { type: 'string', minLength: 1, maxLength: 256 },
      codeVerifier: pkceStringSchema,
      otp: { type: 'string', pattern: '^[0-9]{6}$' },
      secret: { type: 'string', minLength: 1, maxLength: 512 },
      pushToken: { type: 'string', maxLength: 4096 },
    },
    // A login code with its verifier, or a temporary authorised user's secret (contract TokenRequest).
    oneOf: [{ required: ['code', 'codeVerifier'] }, { required: ['secret'] }],
  },
  response: {
    200: { type: 'object', properties: tokensProperties, required: ['accessToken', 'refreshToken'] },
    ...errorResponses,
  },
} as const;

const refreshTokenBody = {
  type: 'object',
  properties: { refreshToken: { type: 'string', minLength: 1, maxLength: 256 } },
  required: ['refreshToken'],
} as const;

export const refreshSchema = {
  body: refreshTokenBody,
  response: {
    200: { type: 'object', properties: tokensProperties, required: ['accessToken', 'refreshToken'] },
    ...errorResponses,
  },
} as const;

export const logoutSchema = {
  body: refreshTokenBody,
  response: { 204: { type: 'null' }, ...errorResponses },
} as const;

/** `POST /auth/push/re-send`: no body to speak of (the client sends `{}`); the bearer is the temporary token. */
export const pushResendSchema = {
  body: { type: 'object', properties: {}, additionalProperties: false },
  response: { 204: { type: 'null' }, ...errorResponses, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
} as const;
