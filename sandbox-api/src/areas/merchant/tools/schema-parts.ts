import { idSchema } from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';

/** The schema pieces the merchant tools' operations share. */
export const text = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
export const nullable = (type: 'string' | 'integer') => ({ type: [type, 'null'] }) as const;
/** A decimal as forms send it; the service checks it against the currency's minor units (TA1 with the field). */
export const amountInput = { type: 'string', maxLength: 24 } as const;
export const periodSchema = { type: 'string', enum: ['week', 'month', 'year'] } as const;
export const dayOrEmpty = {
  type: 'string',
  pattern: '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))?$',
} as const;
export const statusFlag = { type: 'integer', minimum: 0, maximum: 1 } as const;

/** pageSize up to the list's size of spec 03 §9, pageNumber from 1. */
export const pageRequestSchema = (maxPageSize: number): ObjectSchema => ({
  type: 'object',
  properties: {
    pageSize: { type: 'integer', minimum: 1, maximum: maxPageSize },
    pageNumber: { type: 'integer', minimum: 1, maximum: 100000 },
  },
  required: ['pageSize', 'pageNumber'],
});

export const idRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { id: idSchema },
  required: ['id'],
};
