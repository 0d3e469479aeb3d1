import { customerIdSchema, idSchema } from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';
import { amountSchema } from '../../../money/amounts';
import { RECEIVE_NOTE_MAX } from './service';

export const balanceInquiryRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { customerId: customerIdSchema },
};

const money = { type: 'string' } as const;

export const accountSchema = {
  type: 'object',
  properties: {
    accountId: { type: 'integer' },
    type: { type: 'integer' },
    subType: { type: 'string', enum: ['PREPAID', 'DEBIT'] },
    accountStatusId: { type: 'integer' },
    currencyCode: { type: 'string' },
    balance: money,
    accountBalanceMin: money,
    pendingAmount: money,
    settlementAccountId: { type: 'integer' },
    customerId: { type: 'integer' },
    cardIsVirtual: { type: 'boolean' },
    cardReissuedStatusId: { type: 'integer' },
    cardExpiryMonth: { type: 'integer' },
    cardExpiryYear: { type: 'integer' },
    cardAliasName: { type: 'string' },
    cardNumber: { type: 'string' },
    cardEnrolled: { type: 'boolean' },
    address: { type: 'string' },
  },
  required: [
    'accountId',
    'type',
    'accountStatusId',
    'currencyCode',
    'balance',
    'accountBalanceMin',
    'pendingAmount',
    'customerId',
  ],
} as const;

export const balanceInquiryResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    // The contract allows one item or a list; the sandbox always answers a list.
    accounts: {
      type: 'object',
      properties: { account: { type: 'array', items: accountSchema } },
      required: ['account'],
    },
  },
  required: ['accounts'],
};

export const paymentInstructionsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    instructions: {
      type: 'object',
      properties: {
        instruction: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              accountId: { type: 'integer' },
              currencyCode: { type: 'string' },
              bankAccountNumber: { type: 'string' },
              bankName: { type: 'string' },
              swift: { type: 'string' },
              beneficiaryName: { type: 'string' },
              reference: { type: 'string' },
              viewed: { type: 'boolean' },
            },
            required: [
              'id',
              'accountId',
              'currencyCode',
              'bankAccountNumber',
              'bankName',
              'swift',
              'beneficiaryName',
              'reference',
              'viewed',
            ],
          },
        },
      },
      required: ['instruction'],
    },
  },
  required: ['instructions'],
};

export const instructionViewedRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { instructionId: idSchema },
  required: ['instructionId'],
};

/** ISO 4217 codes and the four-letter USDT. */
const currencyCodeSchema = { type: 'string', pattern: '^[A-Z]{3,4}$' } as const;

export const currencyRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { currencyCode: currencyCodeSchema },
  required: ['currencyCode'],
};

export const addCurrencyResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { accountId: { type: 'integer' } },
  required: ['accountId'],
};

export const createWalletResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { accountId: { type: 'integer' }, address: { type: 'string' } },
  required: ['accountId', 'address'],
};

export const createReceiveLinkRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    accountId: idSchema,
    amount: amountSchema,
    // Trimmed by the service, which then holds it to RECEIVE_NOTE_MAX; the margin is for surrounding spaces.
    note: { type: 'string', maxLength: RECEIVE_NOTE_MAX * 2 },
  },
  required: ['accountId'],
};

export const createReceiveLinkResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { id: { type: 'string' } },
  required: ['id'],
};

export const receiveInfoRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' } },
  required: ['id'],
};

export const receiveInfoResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    payeeName: { type: 'string' },
    currencyCode: { type: 'string' },
    amount: money,
    note: { type: 'string' },
    p2pEmail: { type: 'string' },
    bankAccountNumber: { type: 'string' },
    bankName: { type: 'string' },
    swift: { type: 'string' },
    reference: { type: 'string' },
    created: { type: 'string' },
  },
  required: [
    'id',
    'payeeName',
    'currencyCode',
    'p2pEmail',
    'bankAccountNumber',
    'bankName',
    'swift',
    'reference',
    'created',
  ],
};
