import type { ObjectSchema } from '../../../platform/pipeline/types';
import { transferTypeSchema } from './schema-parts';
import { money } from '../../../platform/http/schemas';

/** Saved beneficiaries and recent transfers. */
const detailsSchema = {
  type: 'object',
  additionalProperties: { type: 'string' },
} as const;

export const beneficiariesRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { type: transferTypeSchema },
};
export const beneficiariesResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    beneficiaries: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          templateName: { type: 'string' },
          type: { type: 'string' },
          details: detailsSchema,
          wireStatus: { type: 'integer' },
          eftStatus: { type: 'integer' },
          countryCode: { type: 'string' },
          currencyCode: { type: 'string' },
        },
        required: ['id', 'templateName', 'type', 'details'],
      },
    },
    externalCards: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          cardNumber: { type: 'string' },
          holderName: { type: 'string' },
        },
        required: ['id', 'cardNumber', 'holderName'],
      },
    },
  },
  required: ['beneficiaries', 'externalCards'],
};

export const recentTransfersRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    types: { type: 'array', maxItems: 10, items: transferTypeSchema },
    permission: { type: 'string', enum: ['own', '3d'] },
    limit: { type: 'integer', minimum: 1, maximum: 50 },
    external: { type: 'boolean' },
  },
};
export const recentTransfersResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    transfers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          transactionId: { type: 'integer' },
          type: { type: 'string' },
          permission: { type: 'string' },
          isDisabled: { type: 'boolean' },
          createdAt: { type: 'string' },
          amount: money,
          currencyCode: { type: 'string' },
          payeeName: { type: 'string' },
          payee: { type: 'string' },
          countryCode: { type: 'string' },
        },
        required: [
          'transactionId',
          'type',
          'permission',
          'isDisabled',
          'createdAt',
          'amount',
          'currencyCode',
          'payeeName',
          'payee',
        ],
      },
    },
  },
  required: ['transfers'],
};

export const recentTransferDetailsRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { transactionId: { type: 'integer', minimum: 1 } },
  required: ['transactionId'],
};
export const recentTransferDetailsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    type: { type: 'string' },
    isCustomerAddressDateValid: { type: 'boolean' },
    hasRequirements: { type: 'boolean' },
    isExtraParamsValid: { type: 'boolean' },
    isCustomerAddressMatchesActive: { type: 'boolean' },
    details: detailsSchema,
  },
  required: [
    'type',
    'isCustomerAddressDateValid',
    'hasRequirements',
    'isExtraParamsValid',
    'isCustomerAddressMatchesActive',
    'details',
  ],
};
