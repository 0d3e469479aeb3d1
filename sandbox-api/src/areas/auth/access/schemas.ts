import {
  emailSchema,
  errorResponses,
  newPasswordSchema,
  sixDigitCodeSchema,
} from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';

/** Codes and tokens of links are opaque; the bound only keeps junk out. */
const linkCodeSchema = { type: 'string', minLength: 1, maxLength: 256 } as const;
export const checkEmailRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { email: emailSchema },
  required: ['email'],
};

export const checkEmailResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    exist: { type: 'boolean' },
    outBlacklist: { type: 'boolean' },
    isEmployee: { type: 'boolean' },
  },
  required: ['exist', 'outBlacklist', 'isEmployee'],
};

/** The code and number as the form sends them; their digits are checked by the service (3: error). */
const phonePartsSchema = {
  phoneCountryCode: { type: 'string', minLength: 1, maxLength: 8 },
  phone: { type: 'string', minLength: 1, maxLength: 32 },
} as const;

export const checkPhoneRequestSchema: ObjectSchema = {
  type: 'object',
  properties: phonePartsSchema,
  required: ['phoneCountryCode', 'phone'],
};

export const checkPhoneResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { status: { type: 'integer', enum: [0, 1, 3] } },
  required: ['status'],
};

/** Personal registration (issue 29): shapes here, every rule in the service so that the answer names each field. */
export const createPersonalAccountRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    email: emailSchema,
    password: newPasswordSchema,
    firstName: { type: 'string', maxLength: 100 },
    lastName: { type: 'string', maxLength: 100 },
    birthDay: { type: 'string', maxLength: 10 },
    residenceCountryCode: { type: 'string', minLength: 2, maxLength: 2 },
    ...phonePartsSchema,
    category: { type: 'string', maxLength: 40 },
    acceptTerms: { type: 'boolean' },
  },
  required: [
    'email',
    'password',
    'firstName',
    'lastName',
    'birthDay',
    'residenceCountryCode',
    'phoneCountryCode',
    'phone',
    'category',
    'acceptTerms',
  ],
};

export const acceptTermsRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    termIds: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: { type: 'integer', minimum: 1, maximum: 2147483647 },
    },
  },
  required: ['termIds'],
};

export const activateAccountRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { username: emailSchema, activationCode: linkCodeSchema },
  required: ['username', 'activationCode'],
};

export const tokensResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { accessToken: { type: 'string' }, refreshToken: { type: 'string' } },
  required: ['accessToken', 'refreshToken'],
};

export const activateBusinessRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { email: emailSchema, activationCode: linkCodeSchema },
  required: ['email', 'activationCode'],
};

export const activateBusinessResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { linksSent: { type: 'integer' } },
  required: ['linksSent'],
};

export const activateEmployeeRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { email: emailSchema, activationCode: linkCodeSchema, password: newPasswordSchema },
  required: ['email', 'activationCode', 'password'],
};

export const activateEmployeeResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { businessName: { type: 'string' } },
  required: ['businessName'],
};

export const emailRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { email: emailSchema },
  required: ['email'],
};

export const passwordCodeCheckRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { email: emailSchema, code: sixDigitCodeSchema },
  required: ['email', 'code'],
};

export const passwordWithCodeRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { email: emailSchema, code: sixDigitCodeSchema, password: newPasswordSchema },
  required: ['email', 'code', 'password'],
};

export const confirmEmailRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { token: linkCodeSchema },
  required: ['token'],
};

export const authorizedUserInfoSchema: ObjectSchema = {
  type: 'object',
  properties: {
    email: { type: 'string' },
    businessName: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
  },
  required: ['email', 'businessName', 'firstName', 'lastName'],
};

export const customerAccessesSchema: ObjectSchema = {
  type: 'object',
  properties: {
    accesses: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          customerId: { type: 'integer' },
          businessName: { type: 'string' },
          accessRight: { type: 'integer' },
          balanceInfo: { type: 'boolean' },
          selfCertification: { type: 'string' },
        },
        required: ['customerId', 'businessName', 'accessRight', 'balanceInfo', 'selfCertification'],
      },
    },
  },
  required: ['accesses'],
};

/** `POST /sandbox/email-confirmation`: e-mails a confirmation link to a user. */
export const emailConfirmationToolSchema = {
  body: {
    type: 'object',
    properties: { email: emailSchema },
    required: ['email'],
  },
  response: {
    200: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
    ...errorResponses,
    404: errorResponses[400],
  },
} as const;
