import { EXTERNAL_TRANSFER_TYPES } from '@portal/api/catalogue';
import { amountSchema } from '../../../../money/amounts';
import {
  emptySchema,
  idSchema,
  countryCodeSchema,
  idempotencyKeySchema,
  text,
} from '../../../../platform/http/schemas';
import type { ObjectSchema } from '../../../../platform/pipeline/types';
import { feeResponseSchema } from '../schemas';
import { submitResultSchema } from '../../../../money/engine/schemas';

export { emptySchema, feeResponseSchema, submitResultSchema };

const typeSchema = { type: 'string', enum: [...EXTERNAL_TRANSFER_TYPES] } as const;
/** Payee fields and extra parameters by name; the service checks each. */
const fieldsSchema = {
  type: 'object',
  maxProperties: 30,
  additionalProperties: { type: 'string', maxLength: 200 },
} as const;

export const availableTransfersRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { countryCode: countryCodeSchema },
};

export const availableTransfersResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    transfers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          type: { type: 'string' },
          countries: { type: 'array', items: { type: 'string' } },
          currencies: { type: 'array', items: { type: 'string' } },
        },
        required: ['type', 'currencies'],
      },
    },
  },
  required: ['transfers'],
};

export const extraParamsRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    type: typeSchema,
    countryCode: countryCodeSchema,
    customerType: { type: 'integer', minimum: 0, maximum: 1 },
  },
  required: ['type', 'countryCode'],
};

const optionsSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: { value: { type: 'string' }, label: { type: 'string' } },
    required: ['value', 'label'],
  },
} as const;

export const eftBranchOptionsRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { paramName: text(50), countryCode: countryCodeSchema, bankCode: text(20) },
  required: ['paramName', 'countryCode', 'bankCode'],
};

export const eftBranchOptionsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { options: optionsSchema },
  required: ['options'],
};

export const countryRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { countryCode: countryCodeSchema },
  required: ['countryCode'],
};

const banksSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: { code: { type: 'string' }, name: { type: 'string' } },
    required: ['code', 'name'],
  },
} as const;

export const bankListResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { banks: banksSchema },
  required: ['banks'],
};

export const externalFeeRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { type: typeSchema, accountId: idSchema, amount: amountSchema, countryCode: countryCodeSchema },
  required: ['type', 'accountId', 'amount'],
};

export const cryptoFeeRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { accountId: idSchema, amount: amountSchema, network: text(10) },
  required: ['accountId', 'amount'],
};

export const blockedBinsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { bins: { type: 'array', items: { type: 'string' } } },
  required: ['bins'],
};

export const instantBanksResponseSchema: ObjectSchema = bankListResponseSchema;

export const transferExternalRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    type: typeSchema,
    accountId: idSchema,
    amount: amountSchema,
    currency: { type: 'string', pattern: '^[A-Z]{3,4}$' },
    countryCode: countryCodeSchema,
    details: fieldsSchema,
    extraParams: fieldsSchema,
    reference: text(140),
    templateName: text(60),
    operationId: text(64),
    idempotencyKey: idempotencyKeySchema,
  },
  required: ['type', 'accountId', 'amount', 'currency', 'countryCode', 'details'],
};
