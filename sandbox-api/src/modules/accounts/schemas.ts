import { customerIdSchema } from '../../http/schemas';
import type { ObjectSchema } from '../method-api/types';

export const balanceInquiryRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { customerId: customerIdSchema },
};

const money = { type: 'string' } as const;

const accountSchema = {
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
