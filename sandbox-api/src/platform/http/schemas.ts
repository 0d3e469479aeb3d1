/** JSON-schema pieces every module's routes share. */

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
