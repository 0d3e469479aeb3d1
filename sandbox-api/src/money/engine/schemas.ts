import { APPROVE_TYPES } from '@portal/api/catalogue';
import { money } from '../../platform/http/schemas';
import type { ObjectSchema } from '../../platform/pipeline/types';

/** The payment engine's answers, which every transfer kind's operation gives (transfers, mass, global pay). */

/** spec 02 §3 "Submit result" (shared with the external kinds). */
export const submitResultSchema: ObjectSchema = {
  type: 'object',
  properties: {
    operationId: { type: 'string' },
    approveType: { type: 'string', enum: [...APPROVE_TYPES] },
    approvalSentTo: { type: 'string' },
    availableApprovalMethods: { type: 'array', items: { type: 'string', enum: [...APPROVE_TYPES] } },
    transactionId: { type: 'integer' },
    fee: money,
    approvalTransactionCreated: { type: 'boolean' },
  },
  required: ['operationId', 'approveType', 'availableApprovalMethods', 'fee'],
};

export const resendApprovalResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { approvalSentTo: { type: 'string' } },
};

/** spec 02 §7 "Approve": what confirming an operation answers, by a code or by a passkey (issue 50). */
export const confirmTransactionResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    transactionId: { type: 'integer' },
    status: { type: 'string', enum: ['completed', 'processing'] },
  },
  required: ['transactionId', 'status'],
};

/** spec 02 §7 "Approve or decline": one result per request, with or without a passkey (issue 50). */
export const approveRequestsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    results: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          status: { type: 'string', enum: ['pending', 'approved', 'declined', 'failed'] },
          transactionId: { type: 'integer' },
          message: { type: 'string' },
        },
        required: ['id', 'status'],
      },
    },
  },
  required: ['results'],
};
