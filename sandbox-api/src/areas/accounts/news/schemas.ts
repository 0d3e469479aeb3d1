import type { ObjectSchema } from '../../../platform/pipeline/types';

const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const announcementsRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { withConfirmation: { type: 'boolean' } },
};

const announcementSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    isRead: { type: 'boolean' },
    title: { type: 'string' },
    body: { type: 'string' },
    date: { type: 'string' },
    needsConfirmation: { type: 'boolean' },
    answer: { type: 'string', enum: ['accepted', 'declined'] },
  },
  required: ['id', 'isRead', 'title', 'body', 'date', 'needsConfirmation'],
};

export const announcementsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    announcements: {
      type: 'object',
      properties: {
        // spec 02 §3: one item or a list, as the product's back end answers.
        announcement: { anyOf: [{ type: 'array', items: announcementSchema }, announcementSchema] },
      },
    },
  },
  required: ['announcements'],
};

export const announcementRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { id: idSchema },
  required: ['id'],
};

export const answerAnnouncementRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { id: idSchema, accept: { type: 'boolean' } },
  required: ['id', 'accept'],
};
