import type { ObjectSchema } from '../../../platform/pipeline/types';

/** The language is one of the client fields the route checks; dictionaries take nothing else. */
export const dictionaryRequestSchema: ObjectSchema = { type: 'object', properties: {} };

export const countriesResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    dictionary: {
      type: 'object',
      properties: {
        country: {
          type: 'array',
          items: {
            type: 'object',
            properties: { code: { type: 'string' }, name: { type: 'string' }, phoneCode: { type: 'string' } },
            required: ['code', 'name', 'phoneCode'],
          },
        },
      },
      required: ['country'],
    },
  },
  required: ['dictionary'],
};

export const currenciesResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    dictionary: {
      type: 'object',
      properties: {
        currency: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              code: { type: 'string' },
              name: { type: 'string' },
              minorUnits: { type: 'integer' },
            },
            required: ['code', 'name', 'minorUnits'],
          },
        },
      },
      required: ['currency'],
    },
  },
  required: ['dictionary'],
};
