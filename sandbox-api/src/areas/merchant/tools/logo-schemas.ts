import { idSchema } from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';
import { text } from './schema-parts';

/** The merchant's logos. */
const logoProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  isDefault: { type: 'boolean' },
  file: { type: 'string' },
  contentType: { type: 'string' },
  size: { type: 'integer' },
};

export const logoResponseSchema: ObjectSchema = {
  type: 'object',
  properties: logoProperties,
  required: Object.keys(logoProperties),
};

export const logosResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { logos: { type: 'array', items: logoResponseSchema }, totalCount: { type: 'integer' } },
  required: ['logos', 'totalCount'],
};

export const createLogoRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { name: text(100, 1), isDefault: { type: 'boolean' } },
  required: ['name'],
};

export const updateLogoRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { id: idSchema, name: text(100, 1), isDefault: { type: 'boolean' } },
  required: ['id', 'name', 'isDefault'],
};

/** `GET /files/merchant-logos/{id}/{token}`: a 404 for anything that is not a logo's own link. */
export const logoFileSchema = {
  params: {
    type: 'object',
    properties: { id: { type: 'string', maxLength: 12 }, token: { type: 'string', maxLength: 64 } },
    required: ['id', 'token'],
  },
} as const;
