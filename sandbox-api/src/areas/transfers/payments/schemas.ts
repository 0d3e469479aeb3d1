import { APPROVE_TYPES } from '@portal/api/catalogue';
import { amountSchema } from '../../../money/amounts';
import {
  idSchema,
  countryCodeSchema,
  currencySchema,
  idempotencyKeySchema,
  money,
  text,
} from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';
import { subscriptionFields, transferTypeSchema } from './schema-parts';

/** Request and answer schemas of the transfers and approvals operations (spec 02 §3, §7). */

export * from './approval-schemas';
export * from './recent-schemas';

export const exchangeRateRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { fromCurrencyCode: currencySchema, toCurrencyCode: currencySchema },
  required: ['fromCurrencyCode', 'toCurrencyCode'],
};
export const exchangeRateResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { exchangeRate: money },
  required: ['exchangeRate'],
};

const rateSchema = {
  type: 'object',
  properties: { fromCurrencyCode: { type: 'string' }, toCurrencyCode: { type: 'string' }, rate: money },
  required: ['fromCurrencyCode', 'toCurrencyCode', 'rate'],
} as const;

export const defaultRatesResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    rates: {
      type: 'object',
      properties: { rate: { type: 'array', items: rateSchema } },
      required: ['rate'],
    },
  },
  required: ['rates'],
};

export const betweenAccountsFeeRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { amount: amountSchema, fromAccountId: idSchema, toAccountId: idSchema },
  required: ['amount', 'fromAccountId', 'toAccountId'],
};
export const paymentMetaSchema: ObjectSchema = {
  type: 'object',
  properties: { exchangeRate: money, toAmount: money, fee: money },
  required: ['exchangeRate', 'toAmount', 'fee'],
};

export const maxAmountRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    fromAccountId: idSchema,
    toAccountId: idSchema,
    operation: transferTypeSchema,
    amount: amountSchema,
    minAmount: amountSchema,
    countryCode: countryCodeSchema,
  },
  required: ['fromAccountId', 'operation'],
};
export const maxAmountResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { maxAmount: money, minAmount: money, currencyCode: { type: 'string' } },
  required: ['maxAmount', 'minAmount', 'currencyCode'],
};

export const limitsRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['betweenAccounts', 'p2p', 'withdrawals'] },
    countryCode: countryCodeSchema,
    fromAccountId: idSchema,
  },
  required: ['type'],
};
export const limitsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    limits: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          period: { type: 'string' },
          currencyCode: { type: 'string' },
          max: money,
          used: money,
          remaining: money,
        },
        required: ['period', 'currencyCode', 'max', 'used', 'remaining'],
      },
    },
  },
  required: ['limits'],
};

export const betweenAccountsTransferRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    amount: amountSchema,
    currency: currencySchema,
    fromAccount: idSchema,
    toAccount: idSchema,
    idempotencyKey: idempotencyKeySchema,
    ...subscriptionFields,
  },
  required: ['amount', 'currency', 'fromAccount', 'toAccount'],
};
/**
 * Executed: the journal (`transactionId`). Queued for the company's approval (right 3, issue 12): no journal yet,
 * and the submit result's fields instead, as every queued kind answers.
 */
export const betweenAccountsTransferResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    transactionId: { type: 'integer' },
    fee: money,
    toAmount: money,
    exchangeRate: money,
    link: { type: 'string' },
    field: { type: 'string' },
    operationId: { type: 'string' },
    approveType: { type: 'string', enum: [...APPROVE_TYPES] },
    availableApprovalMethods: { type: 'array', items: { type: 'string', enum: [...APPROVE_TYPES] } },
    approvalTransactionCreated: { type: 'boolean' },
  },
  required: ['fee', 'toAmount', 'exchangeRate', 'link'],
};

export const checkPayeeRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { email: text(254) },
  required: ['email'],
};
export const checkPayeeResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { exist: { type: 'boolean' }, outBlacklist: { type: 'boolean' }, name: { type: 'string' } },
  required: ['exist', 'outBlacklist'],
};

export const p2pFeeRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { accountId: idSchema, amount: amountSchema },
  required: ['accountId', 'amount'],
};
export const feeResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { fee: money, total: money },
  required: ['fee', 'total'],
};

export const p2pTransferRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    accountId: idSchema,
    amount: amountSchema,
    currency: currencySchema,
    toEmail: { type: 'string', minLength: 6, maxLength: 254, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' },
    note: text(500),
    fromEmailId: idSchema,
    reference: text(140),
    couponCode: text(40),
    templateName: text(100),
    platform: text(40),
    invoiceId: idSchema,
    operationId: text(64),
    idempotencyKey: idempotencyKeySchema,
    ...subscriptionFields,
  },
  required: ['accountId', 'amount', 'currency', 'toEmail'],
};

// The developer tool `/sandbox/exchange-rates` ("configurable exchange rates").

export const exchangeRatesToolSchema = {
  response: {
    200: {
      type: 'object',
      properties: { rates: { type: 'array', items: rateSchema } },
      required: ['rates'],
    },
  },
} as const;

export const saveExchangeRateToolSchema = {
  body: {
    type: 'object',
    properties: {
      fromCurrencyCode: currencySchema,
      toCurrencyCode: currencySchema,
      rate: { type: 'string', pattern: '^(0|[1-9][0-9]{0,9})(\\.[0-9]{1,10})?$' },
    },
    required: ['fromCurrencyCode', 'toCurrencyCode', 'rate'],
    additionalProperties: false,
  },
  response: { 200: rateSchema },
} as const;
