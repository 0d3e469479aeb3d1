import type { ObjectSchema } from '../platform/pipeline/types';

/** The BIN lookup's request and answer (spec 02 §5), which the cards and global pay's recipient page both serve. */

export const cardBinRequestSchema: ObjectSchema = {
  type: 'object',
  // spec 02 §5: the first 6 digits with spaces removed; a whole number may be given.
  properties: { binNumber: { type: 'string', pattern: '^[0-9 ]{6,23}$' } },
  required: ['binNumber'],
};

export const cardBinInfoSchema: ObjectSchema = {
  type: 'object',
  properties: {
    binNumber: { type: 'string' },
    issuer: { type: 'string' },
    cardBrand: { type: 'string' },
    cardCategory: { type: 'string' },
    cardType: { type: 'string' },
    countryCode: { type: 'string' },
    currencyCode: { type: 'string' },
    isCommercial: { type: 'boolean' },
    isPrepaid: { type: 'boolean' },
    valid: { type: 'boolean' },
    isBlocked: { type: 'boolean' },
  },
  required: [
    'binNumber',
    'issuer',
    'cardBrand',
    'cardCategory',
    'cardType',
    'countryCode',
    'currencyCode',
    'isCommercial',
    'isPrepaid',
    'valid',
  ],
};
