import { emailSchema, errorResponses } from '../platform/http/schemas';
import { liveEmitMessageSchema } from '../platform/live/schemas';

const okSchema = { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] } as const;

export const healthSchema = { response: { 200: okSchema } } as const;

export const resetSchema = { response: { 200: okSchema, ...errorResponses } } as const;

export const outboxSchema = {
  querystring: { type: 'object', properties: { to: { type: 'string', maxLength: 254 } } },
  response: {
    200: {
      type: 'object',
      properties: {
        messages: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              channel: { type: 'string' },
              to: { type: 'string' },
              text: { type: 'string' },
              code: { type: ['string', 'null'] },
              createdAt: { type: 'string' },
            },
            required: ['id', 'channel', 'to', 'text', 'code', 'createdAt'],
          },
        },
      },
      required: ['messages'],
    },
    ...errorResponses,
  },
} as const;

export const liveEmitSchema = {
  body: {
    type: 'object',
    properties: { email: emailSchema, message: liveEmitMessageSchema },
    required: ['email', 'message'],
  },
  response: {
    200: { type: 'object', properties: { delivered: { type: 'integer' } }, required: ['delivered'] },
    ...errorResponses,
    404: errorResponses[400],
  },
} as const;
