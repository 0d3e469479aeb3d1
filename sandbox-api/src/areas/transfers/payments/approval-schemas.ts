import { APPROVAL_PAGE_SIZE } from '@portal/api/catalogue';
import { idSchema, money, text } from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';
import { statusSchema, transferTypeSchema } from './schema-parts';
// The answers a passkey approval gives too (issue 50) sit with the engine's.
export {
  approveRequestsResponseSchema,
  confirmTransactionResponseSchema,
} from '../../../money/engine/schemas';

/** Approvals: the approval codes and the business approval queue (spec 02 §7 "Approvals"). */
/** operationId is not required here: its absence is answered with the spec's own text (spec 02 §5, §8). */
export const confirmTransactionRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { operationId: text(64), trxid: text(64), approvalCode: { type: 'string', maxLength: 12 } },
  required: ['approvalCode'],
};
export const resendApprovalRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { trxid: text(64), operationId: text(64) },
};
/** operationId is not required here: a missing one gets the engine's TA1 'Not Operation Id, Fail Operation'. */
export const approvalCodeRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { operationId: text(64) },
};
export const approvalListRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, maximum: 100000 },
    size: { type: 'integer', minimum: 1, maximum: APPROVAL_PAGE_SIZE },
    transactionType: transferTypeSchema,
    groupedTransactionType: { type: 'string', enum: ['single', 'mass'] },
    fromDate: { type: 'string', maxLength: 10 },
    toDate: { type: 'string', maxLength: 10 },
    createdBy: idSchema,
  },
  required: ['page', 'size'],
};

const totalsSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: { currencyCode: { type: 'string' }, count: { type: 'integer' }, amount: money },
    required: ['currencyCode', 'count', 'amount'],
  },
} as const;

export const approvalListResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    requests: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          transactionType: { type: 'string' },
          amount: money,
          fee: money,
          currencyCode: { type: 'string' },
          fromAccountId: { type: 'integer' },
          payeeName: { type: 'string' },
          payee: { type: 'string' },
          created: { type: 'string' },
          createdBy: { type: 'integer' },
          createdByName: { type: 'string' },
          status: statusSchema,
          failureReason: { type: 'string' },
        },
        required: [
          'id',
          'transactionType',
          'amount',
          'fee',
          'currencyCode',
          'fromAccountId',
          'payeeName',
          'payee',
          'created',
          'createdBy',
          'createdByName',
          'status',
        ],
      },
    },
    totals: totalsSchema,
    total: { type: 'integer' },
  },
  required: ['requests', 'totals', 'total'],
};

export const massApprovalListResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    requests: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          batchId: { type: 'integer' },
          batchName: { type: 'string' },
          transactionType: { type: 'string' },
          count: { type: 'integer' },
          amount: money,
          currencyCode: { type: 'string' },
          created: { type: 'string' },
          createdBy: { type: 'integer' },
          createdByName: { type: 'string' },
          status: statusSchema,
        },
        required: [
          'batchId',
          'batchName',
          'transactionType',
          'count',
          'amount',
          'currencyCode',
          'created',
          'createdBy',
          'createdByName',
          'status',
        ],
      },
    },
    totals: totalsSchema,
    total: { type: 'integer' },
  },
  required: ['requests', 'totals', 'total'],
};

export const approveRequestsRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    transactionIds: { type: 'array', minItems: 1, maxItems: APPROVAL_PAGE_SIZE, items: idSchema },
    declined: { type: 'boolean' },
  },
  required: ['transactionIds', 'declined'],
};
export const approveMassRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { batchId: idSchema, declined: { type: 'boolean' } },
  required: ['batchId', 'declined'],
};
export const approvalCountsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    massTransactionRequestCount: { type: 'integer' },
    transactionRequestCount: { type: 'integer' },
  },
  required: ['massTransactionRequestCount', 'transactionRequestCount'],
};

export const businessUsersResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    users: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          userId: { type: 'integer' },
          name: { type: 'string' },
          email: { type: 'string' },
          accessRight: { type: 'integer' },
        },
        required: ['userId', 'name', 'email', 'accessRight'],
      },
    },
  },
  required: ['users'],
};
