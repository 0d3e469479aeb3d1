import { MASS_SAMPLE_LINK_TYPES } from '@portal/api/catalogue';
import { MASS_METHODS, MASS_NAME_LENGTH } from '@portal/api/mass';
import type { ObjectSchema } from '../../../platform/pipeline/types';
import { submitResultSchema } from '../../../money/engine/schemas';
import { idempotencyKeySchema, money } from '../../../platform/http/schemas';

/** Pasted rows: as long as the largest file (MASS_FILE_MAX_BYTES), counted in characters. */
const MASS_TEXT_MAX_LENGTH = 2_000_000;

export const massSampleLinksRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { type: { type: 'string', enum: [...MASS_SAMPLE_LINK_TYPES] } },
};

export const massSampleLinksResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    links: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          type: { type: 'string' },
          format: { type: 'string' },
          url: { type: 'string' },
        },
        required: ['type', 'format', 'url'],
      },
    },
  },
  required: ['links'],
};

export const transferMassRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    batchName: { type: 'string', minLength: MASS_NAME_LENGTH.min, maxLength: MASS_NAME_LENGTH.max },
    accountId: { type: 'integer', minimum: 1 },
    method: { type: 'string', enum: [...MASS_METHODS] },
    onlySummary: { type: 'boolean' },
    text: { type: 'string', maxLength: MASS_TEXT_MAX_LENGTH },
    summaryHash: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    idempotencyKey: idempotencyKeySchema,
  },
  required: ['batchName', 'accountId', 'method'],
};

const summaryRowSchema = {
  type: 'object',
  properties: {
    line: { type: 'integer' },
    values: { type: 'object', additionalProperties: { type: 'string' } },
    amount: money,
    fee: money,
  },
  required: ['line', 'values', 'amount', 'fee'],
} as const;

/** The summary pass's answer, or the submit's (a SubmitResult with the batch): one schema for both. */
export const transferMassResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    ...submitResultSchema.properties,
    method: { type: 'string' },
    accountId: { type: 'integer' },
    batchId: { type: 'integer' },
    count: { type: 'integer' },
    currencyCode: { type: 'string' },
    totalAmount: money,
    totalFee: money,
    total: money,
    rows: { type: 'array', items: summaryRowSchema },
    summaryHash: { type: 'string' },
  },
};
