/** JSON-schema pieces every module's routes share. */
import type { ObjectSchema } from '../pipeline/types';

/** The envelope of every error answer (TA1, AU, ENOA, IM, UE, VF, TE), auth service included. */
export const errorEnvelopeSchema = {
  type: 'object',
  properties: {
    responseCode: { type: 'string' },
    responseDescription: { type: 'string' },
    validationErrors: { type: 'array', items: { type: 'string' } },
    attemptsLeft: { type: 'integer' },
    message: { type: 'string' },
    // TE (spec 01 §3): the sandbox always answers a list.
    terms: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          title: { type: 'string' },
          url: { type: 'string' },
          version: { type: 'string' },
        },
        required: ['id', 'title', 'url', 'version'],
      },
    },
  },
  required: ['responseCode'],
} as const;

/** Error answers a route may give besides its success; 500 bodies are generic. */
export const errorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
} as const;

export const emailSchema = {
  type: 'string',
  minLength: 6,
  maxLength: 254,
  // spec 01 §5: the username must be an e-mail address.
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  patternMessage: 'must be an e-mail address',
} as const;

/** spec 01 §5: PKCE challenge and verifier are 43 to 128 unreserved characters. */
export const pkceStringSchema = {
  type: 'string',
  pattern: '^[A-Za-z0-9._~-]{43,128}$',
  patternMessage: 'must be 43 to 128 letters, digits or the characters - . _ ~',
} as const;

export const customerIdSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** A row id: a positive 32-bit integer. */
export const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** A request or an answer with no fields. */
export const emptySchema: ObjectSchema = { type: 'object', properties: {} };

/** A decimal amount as a string (money is never a float). */
export const money = { type: 'string' } as const;
export const currencySchema = { type: 'string', pattern: '^[A-Z0-9]{3,4}$' } as const;
export const countryCodeSchema = { type: 'string', pattern: '^[A-Z]{2}$' } as const;
export const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
export const idempotencyKeySchema = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** A 6-digit code as sent by e-mail or SMS. */
export const sixDigitCodeSchema = { type: 'string', pattern: '^[0-9]{6}$' } as const;
/** The length and character rule is checked by the service, so the answer names what is missing. */
export const newPasswordSchema = { type: 'string', maxLength: 1024 } as const;

/** A uuid, exactly (a malformed one never reaches PostgreSQL's uuid type). */
export const UUID_TEXT_PATTERN =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
export const uuidSchema = { type: 'string', pattern: UUID_TEXT_PATTERN } as const;
/** A WebAuthn JSON object from or for the browser (issue 50): checked by @simplewebauthn, bounded here. */
export const webAuthnJsonSchema = { type: 'object', additionalProperties: true, maxProperties: 16 } as const;
