import { MAX_PASSKEYS, PASSKEY_NAME_MAX } from '@portal/api/catalogue';
import {
  errorResponses,
  idSchema,
  pkceStringSchema,
  uuidSchema,
  webAuthnJsonSchema,
} from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';

const passwordSchema = { type: 'string', minLength: 1, maxLength: 1024 } as const;
const nameSchema = { type: 'string', minLength: 1, maxLength: PASSKEY_NAME_MAX } as const;

const passkeyItemSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    created: { type: 'string' },
    lastUsed: { type: 'string' },
  },
  required: ['id', 'name', 'created'],
} as const;

export const passkeyListSchema: ObjectSchema = {
  type: 'object',
  properties: {
    items: { type: 'array', maxItems: MAX_PASSKEYS, items: passkeyItemSchema },
    max: { type: 'integer' },
  },
  required: ['items', 'max'],
};
export const registrationRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { password: passwordSchema },
  required: ['password'],
};
export const registrationOptionsSchema: ObjectSchema = {
  type: 'object',
  properties: { registrationId: { type: 'string' }, options: webAuthnJsonSchema },
  required: ['registrationId', 'options'],
};
export const addPasskeyRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { registrationId: uuidSchema, name: nameSchema, credential: webAuthnJsonSchema },
  required: ['registrationId', 'name', 'credential'],
};
export const addPasskeyResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { passkey: passkeyItemSchema },
  required: ['passkey'],
};
export const renamePasskeyRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { id: idSchema, name: nameSchema },
  required: ['id', 'name'],
};
export const removePasskeyRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { id: idSchema, password: passwordSchema },
  required: ['id', 'password'],
};
export const setPasskeyApprovalRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { enabled: { type: 'boolean' }, password: passwordSchema },
  required: ['enabled', 'password'],
};

/** The auth service's passkey sign-in (400 TA1 for bad input, 401 AU for a refused passkey). */
export const signInOptionsSchema = {
  response: {
    200: {
      type: 'object',
      properties: { signInId: { type: 'string' }, options: webAuthnJsonSchema },
      required: ['signInId', 'options'],
    },
    ...errorResponses,
  },
} as const;
export const signInSchema = {
  body: {
    type: 'object',
    properties: {
      signInId: uuidSchema,
      credential: webAuthnJsonSchema,
      client: { type: 'string', minLength: 1, maxLength: 64 },
      codeChallenge: pkceStringSchema,
    },
    required: ['signInId', 'credential', 'client', 'codeChallenge'],
  },
  response: {
    200: {
      type: 'object',
      properties: { authFlow: { type: 'string', enum: ['direct'] }, code: { type: 'string' } },
      required: ['authFlow', 'code'],
    },
    ...errorResponses,
  },
} as const;
