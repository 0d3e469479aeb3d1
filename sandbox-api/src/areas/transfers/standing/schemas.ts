import { STANDING_PAYMENT_TYPES, SUBSCRIPTION_FREQUENCIES } from '@portal/api/catalogue';
import { idSchema } from '../../../platform/http/schemas';
import { amountSchema } from '../../../money/amounts';

const dateSchema = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;

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
