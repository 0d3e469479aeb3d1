import {
  ALL_NOTIFICATION_TYPES,
  NOTIFICATION_MAX_PAGE_SIZE,
  NOTIFICATION_SEVERITIES,
} from '@portal/api/catalogue';
import { errorEnvelopeSchema, errorResponses } from '../http/schemas';
import type { ObjectSchema } from '../pipeline/types';

/** A notification's id: a UUID (anything else would reach the database as a malformed uuid). */
export const notificationIdSchema = {
  type: 'string',
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  patternMessage: 'must be a notification id',
} as const;

/** What a notification may carry (contract NotificationParams); each optional. */
const paramsSchema = {
  type: 'object',
  properties: {
    ticketNumber: { type: 'string', maxLength: 50 },
    contractId: { type: 'integer', minimum: 1 },
    batchId: { type: 'integer', minimum: 1 },
    cardId: { type: 'integer', minimum: 1 },
    documentId: { type: 'integer', minimum: 1 },
    name: { type: 'string', maxLength: 200 },
  },
  additionalProperties: false,
} as const;

const notificationSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    type: { type: 'string' },
    severity: { type: 'string' },
    text: { type: 'string' },
    params: {
      type: 'object',
      properties: {
        ticketNumber: { type: 'string' },
        contractId: { type: 'integer' },
        batchId: { type: 'integer' },
        cardId: { type: 'integer' },
        documentId: { type: 'integer' },
        name: { type: 'string' },
      },
    },
    createdAt: { type: 'string' },
    readAt: { type: ['string', 'null'] },
  },
  required: ['id', 'type', 'severity', 'text', 'params', 'createdAt', 'readAt'],
} as const;

/** `getNotifications`: a page (from 1) of up to 100, 20 unless given (spec 03 §9 page sizes). */
export const notificationListRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    pageNumber: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    pageSize: { type: 'integer', minimum: 1, maximum: NOTIFICATION_MAX_PAGE_SIZE },
    unreadOnly: { type: 'boolean' },
  },
};

export const notificationListResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    items: { type: 'array', items: notificationSchema },
    total: { type: 'integer' },
    unread: { type: 'integer' },
  },
  required: ['items', 'total', 'unread'],
};

/** `markNotificationsRead`: ids or all (one of them; the service refuses both and neither with TA1). */
export const markNotificationsReadRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    ids: { type: 'array', minItems: 1, maxItems: NOTIFICATION_MAX_PAGE_SIZE, items: notificationIdSchema },
    all: { type: 'boolean' },
  },
};

export const markNotificationsReadResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { unread: { type: 'integer' } },
  required: ['unread'],
};

/** `POST /sandbox/notify` (SandboxNotifyRequest): a JSON body, or the tool page's form (text fields). */
export const sandboxNotifySchema = {
  body: {
    type: 'object',
    properties: {
      customerId: {
        anyOf: [
          { type: 'integer', minimum: 1 },
          { type: 'string', pattern: '^[1-9][0-9]{0,9}$', patternMessage: 'must be a customer id' },
        ],
      },
      email: { type: 'string', maxLength: 254 },
      type: { type: 'string', enum: [...ALL_NOTIFICATION_TYPES] },
      severity: { type: 'string', enum: ['', ...NOTIFICATION_SEVERITIES] },
      text: { type: 'string', maxLength: 1000 },
      params: paramsSchema,
      ticketNumber: { type: 'string', maxLength: 50 },
    },
    required: ['type'],
  },
  response: {
    200: {
      type: 'object',
      properties: { notification: notificationSchema },
      required: ['notification'],
    },
    ...errorResponses,
    404: errorEnvelopeSchema,
  },
} as const;
