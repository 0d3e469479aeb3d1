import {
  HELPDESK_REPLY_MAX_LENGTH,
  HELPDESK_REPLY_MAX_UPLOADS,
  HELPDESK_TICKET_STATUSES,
  SUPPORT_FILTERS,
} from '@portal/api/catalogue';

/** JSON schemas of the provider's inputs: a bad one is a 400 `HelpdeskError`, never a 500. */
const id = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' } as const;
const uploads = {
  type: 'array',
  maxItems: HELPDESK_REPLY_MAX_UPLOADS,
  items: id,
} as const;

export const remoteAuthSchema = {
  body: {
    type: 'object',
    required: ['jwt'],
    additionalProperties: false,
    properties: { jwt: { type: 'string', minLength: 1, maxLength: 4096 } },
  },
} as const;

/** Numbers in a query are text (no coercion): digits, read by the route. */
const digits = { type: 'string', pattern: '^[0-9]{1,6}$' } as const;
const page = {
  from: { anyOf: [digits, { type: 'integer', minimum: 0, maximum: 100_000 }] },
  limit: { anyOf: [digits, { type: 'integer', minimum: 1, maximum: 100 }] },
} as const;

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...page,
    statusId: { type: 'string', enum: [...SUPPORT_FILTERS] },
    search: { type: 'string', maxLength: 200 },
  },
} as const;

export const listTicketsQuerySchema = { querystring: listQuery } as const;
export const listTicketsBodySchema = { body: listQuery } as const;

export const ticketParams = {
  type: 'object',
  required: ['ticketId'],
  properties: { ticketId: id },
} as const;
export const threadParams = {
  type: 'object',
  required: ['ticketId', 'threadId'],
  properties: { ticketId: id, threadId: id },
} as const;
export const attachmentParams = {
  type: 'object',
  required: ['ticketId', 'threadId', 'attachmentId'],
  properties: { ticketId: id, threadId: id, attachmentId: id },
} as const;

export const ticketSchema = { params: ticketParams } as const;
export const updateTicketSchema = {
  params: ticketParams,
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { customerReadAt: { type: 'string', format: 'date-time', maxLength: 40 } },
  },
} as const;
export const conversationsSchema = {
  params: ticketParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: page,
  },
} as const;
export const threadSchema = { params: threadParams } as const;
export const replySchema = {
  params: ticketParams,
  body: {
    type: 'object',
    required: ['content'],
    additionalProperties: false,
    properties: {
      content: { type: 'string', minLength: 1, maxLength: HELPDESK_REPLY_MAX_LENGTH, pattern: '\\S' },
      uploads,
    },
  },
} as const;
export const composeSchema = {
  body: {
    type: 'object',
    required: ['fields'],
    additionalProperties: false,
    properties: {
      fields: {
        type: 'object',
        maxProperties: 20,
        propertyNames: { type: 'string', maxLength: 64 },
        additionalProperties: { type: 'string', maxLength: HELPDESK_REPLY_MAX_LENGTH },
      },
      uploads,
    },
  },
} as const;
export const attachmentSchema = { params: attachmentParams } as const;

export const serviceCustomerSchema = {
  params: {
    type: 'object',
    required: ['customerId'],
    properties: { customerId: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
  },
} as const;

export const consoleListSchema = {
  querystring: {
    type: 'object',
    properties: { status: { type: 'string', enum: ['', ...HELPDESK_TICKET_STATUSES] } },
  },
} as const;
export const consoleTicketSchema = {
  params: ticketParams,
  querystring: {
    type: 'object',
    properties: { done: { type: 'string', enum: ['replied', 'closed'] } },
  },
} as const;
export const consoleReplySchema = {
  params: ticketParams,
  body: {
    type: 'object',
    required: ['content'],
    properties: {
      content: { type: 'string', minLength: 1, maxLength: HELPDESK_REPLY_MAX_LENGTH, pattern: '\\S' },
    },
  },
} as const;
export const consoleAttachmentSchema = { params: attachmentParams } as const;

const customerParams = {
  type: 'object',
  required: ['customerId'],
  properties: { customerId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
} as const;
/** The console's provider faults (issue 47 item 7). */
export const consoleCustomerSchema = { params: customerParams } as const;
export const consoleThrottleSchema = {
  params: customerParams,
  body: {
    type: 'object',
    required: ['seconds'],
    additionalProperties: false,
    // A form's field: text, 1 to 600.
    properties: { seconds: { type: 'string', pattern: '^([1-9][0-9]?|[1-5][0-9]{2}|600)$' } },
  },
} as const;
