import {
  GLOBAL_PAY_BATCH_STATUSES,
  GLOBAL_PAY_BENEFICIARY_TYPES,
  GLOBAL_PAY_FEE_SHARES,
  GLOBAL_PAY_METHODS,
  GLOBAL_PAY_PAYMENT_STATUSES,
} from '@portal/api/catalogue';
import { amountSchema } from '../../../money/amounts';
import { idSchema, countryCodeSchema, money, text } from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';

/** The request and response schemas global pay's operations share. */
export const secretSchema = { type: 'string', minLength: 1, maxLength: 128 } as const;
export const methodSchema = { type: 'string', enum: [...GLOBAL_PAY_METHODS] } as const;
export const feeShareSchema = { type: 'string', enum: [...GLOBAL_PAY_FEE_SHARES] } as const;
export const paymentStatusSchema = { type: 'string', enum: [...GLOBAL_PAY_PAYMENT_STATUSES] } as const;
export const batchStatusSchema = { type: 'string', enum: [...GLOBAL_PAY_BATCH_STATUSES] } as const;
export const detailsSchema = {
  type: 'object',
  additionalProperties: { type: 'string', maxLength: 200 },
} as const;

/** An object schema with the payment secret added and required. */
export function withSecret(schema: ObjectSchema): ObjectSchema {
  return {
    type: 'object',
    properties: { ...schema.properties, paymentSecret: secretSchema },
    required: [...(schema.required ?? []), 'paymentSecret'],
  };
}
export const object = (properties: Record<string, unknown>, required: string[] = []): ObjectSchema => ({
  type: 'object',
  properties,
  required,
});

export const newPaymentProperties = {
  amount: amountSchema,
  description: text(140),
  beneficiaryType: { type: 'string', enum: [...GLOBAL_PAY_BENEFICIARY_TYPES] },
  beneficiaryName: text(70),
  beneficiaryEmail: text(254),
  beneficiaryCountryCode: countryCodeSchema,
  feeShare: feeShareSchema,
} as const;

export const paymentSchema = object(
  {
    id: { type: 'integer' },
    ...newPaymentProperties,
    amount: money,
    paymentMethods: {
      type: 'array',
      items: object({ name: methodSchema, forbidden: { type: 'boolean' } }, ['name', 'forbidden']),
    },
    fee: money,
    status: paymentStatusSchema,
    error: { type: 'string' },
  },
  [
    'id',
    'amount',
    'description',
    'beneficiaryType',
    'beneficiaryName',
    'beneficiaryEmail',
    'beneficiaryCountryCode',
    'feeShare',
    'paymentMethods',
    'fee',
    'status',
  ],
);
export const batchSchema = object(
  {
    batchId: { type: 'integer' },
    batchName: { type: 'string' },
    accountId: { type: 'integer' },
    currencyCode: { type: 'string' },
    status: batchStatusSchema,
    createdAt: { type: 'string' },
    submittedAt: { type: 'string' },
    expireDays: { type: 'integer' },
    payments: { type: 'array', items: paymentSchema },
    totalAmount: money,
    totalFee: money,
    totalDebit: money,
  },
  ['batchId', 'batchName', 'accountId', 'currencyCode', 'status', 'createdAt', 'expireDays', 'payments'],
);
export const batchRequestSchema = object({ batchId: idSchema }, ['batchId']);
export const batchStatusResponseSchema = object(
  {
    batchId: { type: 'integer' },
    status: batchStatusSchema,
    counts: { type: 'object', additionalProperties: { type: 'integer' } },
    payments: {
      type: 'array',
      items: object(
        { id: { type: 'integer' }, status: paymentStatusSchema, transferDate: { type: 'string' } },
        ['id', 'status'],
      ),
    },
  },
  ['batchId', 'status', 'counts', 'payments'],
);
export const paymentStatusResponseSchema = object(
  {
    paymentId: { type: 'integer' },
    paymentStatus: paymentStatusSchema,
    transferDate: { type: 'string' },
    transactionId: { type: 'integer' },
  },
  ['paymentId', 'paymentStatus'],
);
export const countrySchema = object({ countryCode: { type: 'string' }, name: { type: 'string' } }, [
  'countryCode',
  'name',
]);
