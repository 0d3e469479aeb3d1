import { INVOICE_LIST_FILTERS, INVOICE_STATUSES } from '@portal/api/catalogue';
import { amountSchema } from '../../../money/amounts';
import { idSchema, currencySchema, text } from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';

/** JSON schemas of the invoice operations (spec 02 §3 "Invoice", §7 "Invoices"). */

const emailSchema = {
  type: 'string',
  minLength: 6,
  maxLength: 254,
  pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
};
const filtersSchema = {
  type: 'array',
  items: { type: 'string', enum: [...INVOICE_LIST_FILTERS] },
  maxItems: 2,
};
const pageNumberSchema = { type: 'integer', minimum: 1, maximum: 100000 };

export const receivedInvoicesRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { filters: filtersSchema, payeeEmail: emailSchema, pageNumber: pageNumberSchema },
};

export const sentInvoicesRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { filters: filtersSchema, payerEmail: emailSchema, pageNumber: pageNumberSchema },
};

export const invoiceRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { invoiceId: idSchema },
  required: ['invoiceId'],
};

export const createInvoiceRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    noteBody: text(500),
    toEmail: emailSchema,
    amount: amountSchema,
    currency: currencySchema,
    dueDate: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
  },
  required: ['toEmail', 'amount', 'currency', 'dueDate'],
};

export const rejectInvoiceRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { invoiceId: idSchema, note: text(500) },
  required: ['invoiceId', 'note'],
};

export const createFundingInvoiceRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { amount: amountSchema, currency: currencySchema },
  required: ['amount'],
};

const invoiceProperties = {
  id: { type: 'integer' },
  payerName: { type: 'string' },
  payeeName: { type: 'string' },
  payerEmail: { type: 'string' },
  payeeEmail: { type: 'string' },
  payerAccountId: { type: 'integer' },
  payeeAccountId: { type: 'integer' },
  currencyCode: { type: 'string' },
  amount: { type: 'string' },
  total: { type: 'string' },
  feePayment: { type: 'string' },
  statusId: { type: 'integer' },
  status: { type: 'string', enum: [...INVOICE_STATUSES] },
  noteBody: { type: 'string' },
  dueDate: { type: 'string' },
  sentDate: { type: 'string' },
  updatedDate: { type: 'string' },
  isFunding: { type: 'boolean' },
  isSystem: { type: 'boolean' },
  urlPdf: { type: 'string' },
  rejectNote: { type: 'string' },
};
const invoiceRequired = [
  'id',
  'payerName',
  'payeeName',
  'payerEmail',
  'payeeEmail',
  'currencyCode',
  'amount',
  'total',
  'feePayment',
  'statusId',
  'status',
  'dueDate',
  'sentDate',
  'updatedDate',
  'isFunding',
  'isSystem',
  'urlPdf',
];

export const invoiceResponseSchema: ObjectSchema = {
  type: 'object',
  properties: invoiceProperties,
  required: invoiceRequired,
};

export const invoiceListResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    invoices: {
      type: 'array',
      items: { type: 'object', properties: invoiceProperties, required: invoiceRequired },
    },
    total: { type: 'integer' },
  },
  required: ['invoices', 'total'],
};

export const invoicePdfSchema = {
  params: {
    type: 'object',
    properties: { invoiceId: { type: 'string', maxLength: 12 } },
    required: ['invoiceId'],
  },
  querystring: {
    type: 'object',
    properties: { token: { type: 'string', maxLength: 64 }, lang: { type: 'string', maxLength: 16 } },
  },
} as const;
