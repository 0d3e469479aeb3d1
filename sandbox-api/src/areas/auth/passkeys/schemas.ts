import { MAX_PASSKEYS, PASSKEY_NAME_MAX } from '@portal/api/catalogue';
import { errorResponses, idSchema, pkceStringSchema } from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';

/** A WebAuthn JSON object from or for the browser: checked by @simplewebauthn, bounded here. */
const webAuthnJson = { type: 'object', additionalProperties: true, maxProperties: 16 } as const;
const uuidSchema = { type: 'string', minLength: 36, maxLength: 36 } as const;
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
  properties: { registrationId: { type: 'string' }, options: webAuthnJson },
  required: ['registrationId', 'options'],
};
export const addPasskeyRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { registrationId: uuidSchema, name: nameSchema, credential: webAuthnJson },
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
      properties: { signInId: { type: 'string' }, options: webAuthnJson },
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
      credential: webAuthnJson,
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
