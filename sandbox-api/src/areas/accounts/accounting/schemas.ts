import { ACCOUNTING_FORMATS } from '@portal/api/catalogue';
import { customerIdSchema } from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';

/** A day, `2026-05-01`; the service refuses days that do not exist. */
const daySchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

export const accountingExportRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    accountId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    format: { type: 'string', enum: [...ACCOUNTING_FORMATS] },
    fromDate: daySchema,
    toDate: daySchema,
    customerId: customerIdSchema,
  },
  required: ['accountId', 'format', 'fromDate', 'toDate'],
};

export const accountingExportResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { exportId: { type: 'string' } },
  required: ['exportId'],
};
