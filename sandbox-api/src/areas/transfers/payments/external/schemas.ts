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
import { feeResponseSchema, submitResultSchema } from '../schemas';

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

/** An extra parameter; the sandbox nests one level under options (wire purpose `other`). */
const extraParamSchema = (nested: Record<string, unknown> | undefined): Record<string, unknown> => ({
  type: 'object',
  properties: {
    name: { type: 'string' },
    label: { type: 'string' },
    type: { type: 'string', enum: ['text', 'select', 'date'] },
    required: { type: 'boolean' },
    pattern: { type: 'string' },
    lookup: { type: 'string', enum: ['eftBranch'] },
    options: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          value: { type: 'string' },
          label: { type: 'string' },
          ...(nested ? { extraParams: { type: 'array', items: nested } } : {}),
        },
        required: ['value', 'label'],
      },
    },
  },
  required: ['name', 'label', 'type', 'required'],
});

export const extraParamsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { params: { type: 'array', items: extraParamSchema(extraParamSchema(undefined)) } },
  required: ['params'],
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

export const swiftLookupRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { swift: text(20) },
  required: ['swift'],
};

export const swiftLookupResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    address: { type: 'string' },
    city: { type: 'string' },
    zipCode: { type: 'string' },
    countryIsoCode: { type: 'string' },
    bankName: { type: 'string' },
    code: { type: 'string' },
  },
  required: ['address', 'city', 'zipCode', 'countryIsoCode', 'bankName', 'code'],
};

export const ibanLookupRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { iban: text(50) },
  required: ['iban'],
};

export const ibanLookupResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    address: { type: 'string' },
    branch: { type: 'string' },
    city: { type: 'string' },
    zipCode: { type: 'string' },
    countryIsoCode: { type: 'string' },
    country: { type: 'string' },
    bankName: { type: 'string' },
    SWIFT: { type: 'string' },
  },
  required: ['address', 'branch', 'city', 'zipCode', 'countryIsoCode', 'country', 'bankName', 'SWIFT'],
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

export const instantKeyInfoRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { countryCode: countryCodeSchema, instantKeyType: text(20), instantKey: text(100) },
  required: ['countryCode', 'instantKeyType', 'instantKey'],
};

export const instantKeyInfoResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    instantInfo: {
      type: 'object',
      properties: {
        holderName: { type: 'string' },
        bankName: { type: 'string' },
        bankCode: { type: 'string' },
        instantKeyType: { type: 'string' },
      },
      required: ['holderName', 'bankName', 'bankCode', 'instantKeyType'],
    },
  },
  required: ['instantInfo'],
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
