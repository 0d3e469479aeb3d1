import { BLOCK_TYPES, STANDING_PAYMENT_TYPES, SUBSCRIPTION_FREQUENCIES } from '@portal/api/catalogue';
import { emailSchema, errorResponses } from '../../../platform/http/schemas';
import { amountSchema } from '../../../money/amounts';

const dateSchema = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const standingPaymentsRequestSchema = {
  type: 'object',
  properties: {
    beneficiaryEmail: { type: 'string', maxLength: 254 },
    fromAmount: { anyOf: [amountSchema, { type: 'string', maxLength: 0 }] },
    toAmount: { anyOf: [amountSchema, { type: 'string', maxLength: 0 }] },
    type: { type: 'string', enum: [...STANDING_PAYMENT_TYPES] },
  },
} as const;

const runSchema = {
  type: 'object',
  properties: {
    dueDate: dateSchema,
    status: { type: 'string', enum: ['executed', 'skipped'] },
    transactionId: { type: 'integer' },
    reason: { type: 'string' },
  },
  required: ['dueDate', 'status'],
} as const;

export const standingPaymentsResponseSchema = {
  type: 'object',
  properties: {
    subscriptions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          type: { type: 'string', enum: [...STANDING_PAYMENT_TYPES] },
          amount: { type: 'string' },
          currencyCode: { type: 'string' },
          fromAccount: { type: 'integer' },
          toAccount: { type: 'integer' },
          beneficiaryEmail: { type: 'string' },
          frequency: { type: 'string', enum: [...SUBSCRIPTION_FREQUENCIES] },
          startDate: dateSchema,
          endDate: dateSchema,
          transactions: { type: 'integer' },
          executed: { type: 'integer' },
          remaining: { type: 'integer' },
          nextExecution: dateSchema,
          status: { type: 'string', enum: ['active', 'finished', 'cancelled'] },
          userCancel: { type: 'boolean' },
          lastRun: runSchema,
        },
        required: [
          'id',
          'type',
          'amount',
          'currencyCode',
          'fromAccount',
          'toAccount',
          'beneficiaryEmail',
          'frequency',
          'startDate',
          'executed',
          'status',
          'userCancel',
        ],
      },
    },
  },
  required: ['subscriptions'],
} as const;

export const cancelStandingPaymentRequestSchema = {
  type: 'object',
  properties: { id: idSchema },
  required: ['id'],
} as const;

export const emptyObjectSchema = { type: 'object', properties: {} } as const;

const blockTypeSchema = { type: 'string', enum: [...BLOCK_TYPES] } as const;

export const blacklistRequestSchema = {
  type: 'object',
  properties: { email: { type: 'string', maxLength: 254 }, type: blockTypeSchema },
} as const;

export const blacklistResponseSchema = {
  type: 'object',
  properties: {
    users: {
      type: 'array',
      items: {
        type: 'object',
        properties: { email: { type: 'string' }, blockType: blockTypeSchema, created: { type: 'string' } },
        required: ['email', 'blockType', 'created'],
      },
    },
  },
  required: ['users'],
} as const;

export const addBlacklistRequestSchema = {
  type: 'object',
  properties: { email: emailSchema, blockType: blockTypeSchema },
  required: ['email', 'blockType'],
} as const;

export const addBlacklistResponseSchema = {
  type: 'object',
  // responseDescription (spec 02 §8's text) is the envelope's.
  properties: { email: { type: 'string' }, blockType: blockTypeSchema },
  required: ['email', 'blockType'],
} as const;

export const deleteBlacklistRequestSchema = {
  type: 'object',
  properties: { email: emailSchema },
  required: ['email'],
} as const;

/** `/sandbox/clock`: POST moves it forward by whole days or to a date (ISO 8601). */
export const clockReadSchema = {
  response: {
    200: { type: 'object', properties: { now: { type: 'string' } }, required: ['now'] },
    ...errorResponses,
  },
} as const;

export const clockMoveSchema = {
  body: {
    type: 'object',
    properties: {
      days: { type: 'integer', minimum: 1, maximum: 3660 },
      /** `YYYY-MM-DD` (that day's midnight UTC) or an ISO 8601 instant. */
      date: {
        type: 'string',
        pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9:.]+(Z|[+-][0-9]{2}:[0-9]{2}))?$',
        maxLength: 40,
      },
    },
    oneOf: [{ required: ['days'] }, { required: ['date'] }],
  },
  response: {
    200: {
      type: 'object',
      properties: {
        now: { type: 'string' },
        executed: { type: 'integer' },
        skipped: { type: 'integer' },
        finished: { type: 'integer' },
        /** Contracts the move's due dates changed (activated, expired, terminated). */
        contractMoves: { type: 'integer' },
      },
      required: ['now', 'executed', 'skipped', 'finished', 'contractMoves'],
    },
    ...errorResponses,
  },
} as const;
