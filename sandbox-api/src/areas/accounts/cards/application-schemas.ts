import { idSchema, countryCodeSchema, money } from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';
import { cardTypeSchema, responseCode } from './schema-parts';

/** Applying for a card: the offer, the fees, the requirements, addresses and states. */
export const applyCardInfoRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { countryCode: countryCodeSchema },
};

export const applyCardInfoResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    cards: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          type: { type: 'integer' },
          subType: { type: 'string', enum: ['PREPAID', 'DEBIT'] },
          isVirtual: { type: 'boolean' },
          currencyCode: { type: 'string' },
          name: { type: 'string' },
        },
        required: ['type', 'subType', 'isVirtual', 'currencyCode', 'name'],
      },
    },
  },
  required: ['cards'],
};

export const cardApplyFeesRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { type: cardTypeSchema, countryCode: countryCodeSchema },
  required: ['type', 'countryCode'],
};

export const cardApplyFeesResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    annual: money,
    issue: money,
    monthly: money,
    currency: { type: 'string' },
    shipping: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          type: { type: 'string', enum: ['standard', 'express'] },
          fee: money,
          deliveryTime: { type: 'string' },
          disabledReasons: { type: 'array', items: { type: 'string' } },
        },
        required: ['id', 'type', 'fee', 'deliveryTime', 'disabledReasons'],
      },
    },
  },
  required: ['annual', 'issue', 'monthly', 'currency', 'shipping'],
};

export const applyForCardRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    type: cardTypeSchema,
    countryCode: countryCodeSchema,
    shippingId: idSchema,
    addressId: idSchema,
    feeAccountId: idSchema,
  },
  required: ['type', 'countryCode'],
};

export const applyForCardResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { ...responseCode, accountId: { type: 'integer' } },
  required: ['accountId'],
};

export const crossPlatformRequirementsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    requirements: {
      type: 'array',
      items: { type: 'string', enum: ['taxNumber', 'confirmedAddress', 'documents'] },
    },
  },
  required: ['requirements'],
};

const addressSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    address1: { type: 'string' },
    address2: { type: 'string' },
    city: { type: 'string' },
    postalCode: { type: 'string' },
    stateCode: { type: 'string' },
    countryCode: { type: 'string' },
    stateName: { type: 'string' },
    kind: { type: 'integer' },
    statusId: { type: 'integer' },
  },
  required: ['id', 'address1', 'city', 'postalCode', 'countryCode', 'kind', 'statusId'],
} as const;

export const addressInquiryResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    // The contract allows one item or a list; the sandbox always answers a list.
    addresses: {
      type: 'object',
      properties: { address: { type: 'array', items: addressSchema } },
      required: ['address'],
    },
  },
  required: ['addresses'],
};

export const addressReplacementRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { countryCode: countryCodeSchema, oldAddressId: idSchema },
  required: ['countryCode', 'oldAddressId'],
};

export const addressReplacementResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    cardAccountsToBeCanceled: { type: 'array', items: { type: 'integer' } },
    cardAccountsToBeShippedToOldAddress: { type: 'array', items: { type: 'integer' } },
  },
  required: ['cardAccountsToBeCanceled', 'cardAccountsToBeShippedToOldAddress'],
};

export const statesRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { countryCode: countryCodeSchema },
  required: ['countryCode'],
};

export const statesResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    dictionary: {
      type: 'object',
      properties: {
        state: {
          type: 'array',
          items: {
            type: 'object',
            properties: { code: { type: 'string' }, name: { type: 'string' } },
            required: ['code', 'name'],
          },
        },
      },
      required: ['state'],
    },
  },
  required: ['dictionary'],
};
