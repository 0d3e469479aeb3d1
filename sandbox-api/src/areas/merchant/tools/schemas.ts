import { MERCHANT_PAGE_SIZES } from '@portal/api/catalogue';
import { idSchema, money } from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';
import { dayOrEmpty, nullable, pageRequestSchema, text } from './schema-parts';

export { idRequestSchema, pageRequestSchema } from './schema-parts';
export * from './button-schemas';
export * from './ipn-schemas';
export * from './logo-schemas';

/** JSON schemas of the merchant tools' named operations (spec 03 §7 "Merchant tools", §9 page sizes; issue 33). */

// ---- Subscribers and installments ---------------------------------------------------------------------------

const subscriberProperties = {
  subscriptionId: { type: 'integer' },
  customerName: { type: 'string' },
  email: { type: 'string' },
  planName: { type: 'string' },
  amount: money,
  currencyCode: { type: 'string' },
  period: { type: 'string' },
  status: { type: 'string' },
  startedAt: { type: 'string' },
  nextPaymentAt: nullable('string'),
  cancelledAt: nullable('string'),
};

export const subscribersResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    subscribers: {
      type: 'array',
      items: {
        type: 'object',
        properties: subscriberProperties,
        required: Object.keys(subscriberProperties),
      },
    },
    totalCount: { type: 'integer' },
  },
  required: ['subscribers', 'totalCount'],
};

export const cancelSubscriptionRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { subscriptionId: idSchema },
  required: ['subscriptionId'],
};

const installmentProperties = {
  installmentId: { type: 'integer' },
  customerName: { type: 'string' },
  email: { type: 'string' },
  description: { type: 'string' },
  total: money,
  paid: money,
  currencyCode: { type: 'string' },
  count: { type: 'integer' },
  paidCount: { type: 'integer' },
  nextDueDate: nullable('string'),
  status: { type: 'string' },
};

export const installmentsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    installments: {
      type: 'array',
      items: {
        type: 'object',
        properties: installmentProperties,
        required: Object.keys(installmentProperties),
      },
    },
    totalCount: { type: 'integer' },
  },
  required: ['installments', 'totalCount'],
};

// ---- Identity verification ----------------------------------------------------------------------------------

const feeSchema = {
  type: 'object',
  properties: { amount: money, currencyCode: { type: 'string' } },
  required: ['amount', 'currencyCode'],
};

export const identityFeeRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { accountId: idSchema },
  required: ['accountId'],
};

export const identityFeeResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { fee: feeSchema },
  required: ['fee'],
};

/** spec 03 §5 "Identity list filters drop empty values": an empty filter is accepted and ignored here too. */
export const identityListRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    ...pageRequestSchema(MERCHANT_PAGE_SIZES.identities).properties,
    email: text(254),
    status: { type: 'string', enum: ['', 'pending', 'verified', 'rejected'] },
    fromDate: dayOrEmpty,
    toDate: dayOrEmpty,
  },
  required: ['pageSize', 'pageNumber'],
};

const identityProperties = {
  id: { type: 'integer' },
  email: { type: 'string' },
  firstName: { type: 'string' },
  lastName: { type: 'string' },
  status: { type: 'string' },
  fee: feeSchema,
  accountId: { type: 'integer' },
  createdAt: { type: 'string' },
  decidedAt: nullable('string'),
};

export const identityResponseSchema: ObjectSchema = {
  type: 'object',
  properties: identityProperties,
  required: Object.keys(identityProperties),
};

export const identityListResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    identities: { type: 'array', items: identityResponseSchema },
    totalCount: { type: 'integer' },
  },
  required: ['identities', 'totalCount'],
};

export const createIdentityRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    accountId: idSchema,
    email: {
      type: 'string',
      minLength: 3,
      maxLength: 254,
      pattern: '^\\s*[^@\\s]+@[^@\\s]+\\.[^@\\s]+\\s*$',
    },
    firstName: text(100, 1),
    lastName: text(100, 1),
  },
  required: ['accountId', 'email', 'firstName', 'lastName'],
};

// ---- Reputation ---------------------------------------------------------------------------------------------

export const reputationRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { ...pageRequestSchema(MERCHANT_PAGE_SIZES.reputation).properties, email: text(254) },
  required: ['pageSize', 'pageNumber'],
};

const reputationProperties = {
  email: { type: 'string' },
  paymentsCount: { type: 'integer' },
  refundsCount: { type: 'integer' },
  disputesCount: { type: 'integer' },
  score: { type: 'integer' },
  level: { type: 'string' },
  firstSeenAt: { type: 'string' },
  lastSeenAt: { type: 'string' },
};

export const reputationResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: reputationProperties,
        required: Object.keys(reputationProperties),
      },
    },
    totalCount: { type: 'integer' },
  },
  required: ['items', 'totalCount'],
};
