import { countryCodeSchema, text } from '../../platform/http/schemas';
import type { ObjectSchema } from '../../platform/pipeline/types';

/** The payee lookups' requests and answers (spec 02 §3, §7), served to a sender and to a global-pay recipient alike. */

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
