import { errorEnvelopeSchema } from '../http/schemas';
import type { ObjectSchema } from './types';

const CUSTOMER_ID_DIGITS = '^[1-9][0-9]{0,8}$';

export const methodQuerySchema = {
  type: 'object',
  properties: { method: { type: 'string', maxLength: 100 } },
} as const;

/** Header names are lower case here: Fastify validates the parsed headers. */
export const methodHeadersSchema = {
  type: 'object',
  properties: { 'x-customer-id': { type: 'string', pattern: CUSTOMER_ID_DIGITS } },
} as const;

/** What the client adds to every body (spec 01 §7); each operation checks its own fields on top. */
export const clientFieldsSchema = {
  type: 'object',
  properties: {
    method: { type: 'string', maxLength: 100 },
    lang: { type: 'string', pattern: '^[a-z]{2}(-[A-Za-z]{2})?$' },
    fromCustomerId: {
      type: ['integer', 'string'],
      minimum: 1,
      maximum: 2147483647,
      pattern: CUSTOMER_ID_DIGITS,
    },
    email: { type: 'string', maxLength: 254 },
  },
} as const;

export const methodRouteResponses = {
  200: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
} as const;

/** An operation's answer schema inside the envelope every answer carries. */
export function envelopeOf(responseSchema: ObjectSchema): ObjectSchema {
  return {
    type: 'object',
    properties: {
      responseCode: { type: 'string' },
      responseDescription: { type: 'string' },
      ...responseSchema.properties,
    },
    required: ['responseCode', 'responseDescription', ...(responseSchema.required ?? [])],
  };
}
