import { APPROVAL_PAGE_SIZE } from '@portal/api/catalogue';
import { idSchema, text, uuidSchema, webAuthnJsonSchema } from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';

/** The passkey approval's operations (issue 50 item 3): what they take and answer. */

const assertionProperties = { challengeId: uuidSchema, credential: webAuthnJsonSchema } as const;
const transactionIdsSchema = {
  type: 'array',
  minItems: 1,
  maxItems: APPROVAL_PAGE_SIZE,
  items: idSchema,
} as const;

export const operationIdSchema: ObjectSchema = {
  type: 'object',
  properties: { operationId: text(64) },
  required: ['operationId'],
};
export const confirmWithPasskeySchema: ObjectSchema = {
  type: 'object',
  properties: { operationId: text(64), ...assertionProperties },
  required: ['operationId', 'challengeId', 'credential'],
};
export const queueApprovalSchema: ObjectSchema = {
  type: 'object',
  properties: { transactionIds: transactionIdsSchema, batchId: idSchema },
};
export const approveRequestsWithPasskeySchema: ObjectSchema = {
  type: 'object',
  properties: { transactionIds: transactionIdsSchema, ...assertionProperties },
  required: ['transactionIds', 'challengeId', 'credential'],
};
export const approveMassWithPasskeySchema: ObjectSchema = {
  type: 'object',
  properties: { batchId: idSchema, ...assertionProperties },
  required: ['batchId', 'challengeId', 'credential'],
};

const paymentSchema = {
  type: 'object',
  properties: {
    amount: { type: 'string' },
    currencyCode: { type: 'string' },
    payeeName: { type: 'string' },
    payee: { type: 'string' },
  },
  required: ['amount', 'currencyCode', 'payeeName', 'payee'],
} as const;
export const approvalOptionsSchema: ObjectSchema = {
  type: 'object',
  properties: {
    challengeId: { type: 'string' },
    options: webAuthnJsonSchema,
    payments: { type: 'array', items: paymentSchema },
    spc: {
      type: 'object',
      properties: {
        credentialIds: { type: 'array', items: { type: 'string' } },
        rpId: { type: 'string' },
        challenge: { type: 'string' },
        payeeName: { type: 'string' },
        payeeOrigin: { type: 'string' },
        total: {
          type: 'object',
          properties: { currency: { type: 'string' }, value: { type: 'string' } },
          required: ['currency', 'value'],
        },
        instrumentName: { type: 'string' },
        timeout: { type: 'integer' },
      },
      required: [
        'credentialIds',
        'rpId',
        'challenge',
        'payeeName',
        'payeeOrigin',
        'total',
        'instrumentName',
        'timeout',
      ],
    },
  },
  required: ['challengeId', 'options', 'payments'],
};
