import { HELPDESK_TICKET_STATUSES } from '@portal/api/catalogue';
import { errorEnvelopeSchema, errorResponses } from '../../../platform/http/schemas';

/**
 * Schemas of the product side of support (`/zoho/*`, contract support.ts): queries, and every answer (issue 48
 * item 1). Fastify serialises with the answers and drops what they do not list: each lists every field sent.
 */

const text = { type: 'string' } as const;
const textOrNull = { type: ['string', 'null'] } as const;

const fromCustomerId = {
  type: 'string',
  pattern: '^[1-9][0-9]{0,9}$',
  patternMessage: 'must be a customer id',
} as const;

/** The `SUCCESS` envelope every answer of the family starts with. */
const success = { responseCode: text, responseDescription: text } as const;

/**
 * Refusals, in the method API's envelope: 400 TA1, 401 AU, 403 ENOA (no right; the agent of a personal customer),
 * 404 (a customer the caller does not reach), 500.
 */
const supportRefusals = {
  ...errorResponses,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
} as const;
/** What the provider is asked for (agent, stats, tickets): 502 when it does not answer. */
const providerDown = { 502: errorEnvelopeSchema } as const;

/** A success: the envelope and `fields`. */
const supportAnswer = <P extends Record<string, unknown>, R extends readonly string[]>(
  fields: P,
  required: R,
) =>
  ({
    200: {
      type: 'object',
      properties: { ...success, ...fields },
      required: ['responseCode', 'responseDescription', ...required],
    },
    ...supportRefusals,
  }) as const;

const customerQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { fromCustomerId },
} as const;

/** `GET zoho/jwt`: `SupportJwtResponse`. */
export const jwtSchema = {
  querystring: {
    type: 'object',
    required: ['widgetId'],
    additionalProperties: false,
    properties: { widgetId: { type: 'string', minLength: 1, maxLength: 64 }, fromCustomerId },
  },
  response: supportAnswer({ jwt: text, expiresIn: { type: 'integer' } }, ['jwt', 'expiresIn']),
} as const;

/** `GET zoho/agent`: the manager agent (`SupportAgent`), null when the company has none. */
export const agentSchema = {
  querystring: customerQuery,
  response: {
    ...providerDown,
    ...supportAnswer(
      {
        agent: {
          type: ['object', 'null'],
          properties: { id: text, name: text, email: text, hours: text },
          required: ['id', 'name', 'email', 'hours'],
        },
      },
      ['agent'],
    ),
  },
} as const;

/** `GET zoho/tickets/stats`: `SupportStats`. */
export const statsSchema = {
  querystring: customerQuery,
  response: {
    ...providerDown,
    ...supportAnswer({ unreadTicketNumbers: { type: 'array', items: text } }, ['unreadTicketNumbers']),
  },
} as const;

/** `GET zoho/tickets`: `SupportTicketsResponse`. */
export const ticketsSchema = {
  querystring: customerQuery,
  response: {
    ...providerDown,
    ...supportAnswer(
      {
        tickets: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              ticketNumber: text,
              status: { type: 'string', enum: [...HELPDESK_TICKET_STATUSES] },
              customerReadAt: textOrNull,
              lastThread: {
                type: ['object', 'null'],
                properties: { createdAt: text, to: { type: 'string', enum: ['customer', 'agent'] } },
                required: ['createdAt', 'to'],
              },
            },
            required: ['ticketNumber', 'status', 'customerReadAt', 'lastThread'],
          },
        },
      },
      ['tickets'],
    ),
  },
} as const;

/**
 * `POST /zoho/events`, the provider's signed events: 202 with whether the customer was told; 400 not an event, 401
 * a wrong or old signature. The body is read as text (the signature covers it), so no body schema.
 */
export const eventsSchema = {
  response: {
    202: {
      type: 'object',
      properties: { ...success, notified: { type: 'boolean' } },
      required: ['responseCode', 'responseDescription', 'notified'],
    },
    ...errorResponses,
  },
} as const;
