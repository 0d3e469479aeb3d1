import { emailSchema, errorResponses, pkceStringSchema } from '../../http/schemas';

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
      properties: { authFlow: { type: 'string' }, code: { type: 'string' }, ...tokensProperties },
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
    },
    required: ['code', 'codeVerifier'],
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
