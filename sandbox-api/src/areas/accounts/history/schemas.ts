import { BATCH_TYPES, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@portal/api/catalogue';
import { customerIdSchema, errorEnvelopeSchema } from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';

const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
/** A day, `2026-05-01`; the service refuses days that do not exist. */
const daySchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
/** A decimal amount (spec 02 §9: up to 8 decimals); the client sends text, a number is read the same. */
const amountSchema = {
  type: ['string', 'number'],
  pattern: '^\\d{1,12}(\\.\\d{1,8})?$',
  minimum: 0,
  maximum: 999_999_999_999,
} as const;
const pageNumberSchema = { type: 'integer', minimum: 1, maximum: 1_000_000 } as const;
const pageSizeSchema = { type: 'integer', minimum: 1, maximum: 100 } as const;
export const exportIdSchema = {
  type: 'string',
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
} as const;

/** The history filter of spec 02 §3. */
const historyFilterProperties = {
  accountId: idSchema,
  customerId: customerIdSchema,
  keyword: { type: 'string', maxLength: 100 },
  transactionType: { type: 'string', enum: [...TRANSACTION_TYPES] },
  transactionDirection: { type: 'string', enum: ['in', 'out'] },
  status: { type: 'string', enum: [...TRANSACTION_STATUSES] },
  fromDate: daySchema,
  toDate: daySchema,
  fromAmount: amountSchema,
  toAmount: amountSchema,
  email: { type: 'string', maxLength: 254 },
} as const;

export const historyRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { ...historyFilterProperties, pageNumber: pageNumberSchema },
  required: ['pageNumber'],
};

export const historyExportRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { ...historyFilterProperties, source: { type: 'string', enum: ['history', 'statement'] } },
};

const transactionProperties = {
  transactionId: { type: 'integer' },
  accountId: { type: 'integer' },
  transactionDate: { type: 'string' },
  operationType: { type: 'string' },
  direction: { type: 'string' },
  status: { type: 'string' },
  amount: { type: 'string' },
  fee: { type: 'string' },
  currencyCode: { type: 'string' },
  description: { type: 'string' },
  counterpartyName: { type: 'string' },
  counterpartyEmail: { type: 'string' },
  reference: { type: 'string' },
} as const;
const transactionRequired = [
  'transactionId',
  'accountId',
  'transactionDate',
  'operationType',
  'direction',
  'status',
  'amount',
  'fee',
  'currencyCode',
  'description',
  'counterpartyName',
];
const transactionSchema = {
  type: 'object',
  properties: transactionProperties,
  required: transactionRequired,
};

/** spec 02 §3: "one item or a list", as the product's back end answers it. */
const oneOrMany = (item: object) => ({ anyOf: [{ type: 'array', items: item }, item] });

export const historyResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    transactions: { type: 'object', properties: { transaction: oneOrMany(transactionSchema) } },
    results: { type: 'integer' },
    exportCsv: { type: 'boolean' },
    rejectedCount: { type: 'integer' },
    processingCount: { type: 'integer' },
  },
  required: ['transactions', 'results', 'exportCsv', 'rejectedCount', 'processingCount'],
};

export const transactionDetailsRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { transactionId: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
  required: ['transactionId'],
};

export const transactionDetailsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    ...transactionProperties,
    counterpartyAccountId: { type: 'integer' },
    exchangeRate: { type: 'string' },
    toAmount: { type: 'string' },
    toCurrencyCode: { type: 'string' },
    note: { type: 'string' },
  },
  required: transactionRequired,
};

/** The dictionary's language comes with the client fields (`lang`). */
export const transactionTypesRequestSchema: ObjectSchema = { type: 'object', properties: {} };

export const transactionTypesResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    types: {
      type: 'array',
      items: {
        type: 'object',
        properties: { type: { type: 'string' }, name: { type: 'string' } },
        required: ['type', 'name'],
      },
    },
  },
  required: ['types'],
};

export const historyExportResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { exportId: { type: 'string' } },
  required: ['exportId'],
};

export const exportStatusRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { exportId: exportIdSchema },
  required: ['exportId'],
};

export const exportStatusResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    exportId: { type: 'string' },
    status: { type: 'string', enum: ['running', 'done', 'failed'] },
    progress: { type: 'integer' },
    rows: { type: 'integer' },
    fileName: { type: 'string' },
    url: { type: 'string' },
  },
  required: ['exportId', 'status', 'progress', 'rows', 'fileName'],
};

/** `fromCustomerId` is a client field, checked by the method route. */
export const exportEmailRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { exportId: exportIdSchema, email: { type: 'string', maxLength: 254 } },
  required: ['exportId', 'email'],
};

export const statementListRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    accountId: idSchema,
    source: { type: 'string', enum: ['monthly'] },
    pageSize: pageSizeSchema,
    pageNumber: pageNumberSchema,
  },
  required: ['accountId', 'source', 'pageNumber'],
};

export const statementListResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    exports: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          accountId: { type: 'integer' },
          dateFrom: { type: 'string' },
          year: { type: 'integer' },
          month: { type: 'integer' },
          transactions: { type: 'integer' },
        },
        required: ['accountId', 'dateFrom', 'year', 'month', 'transactions'],
      },
    },
    total: { type: 'integer' },
  },
  required: ['exports', 'total'],
};

export const batchListRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    search: { type: 'string', maxLength: 100 },
    types: {
      type: 'array',
      items: { type: 'string', enum: [...BATCH_TYPES] },
      maxItems: BATCH_TYPES.length,
    },
    from: daySchema,
    to: daySchema,
    pageNumber: pageNumberSchema,
    pageSize: pageSizeSchema,
  },
  required: ['pageNumber'],
};

const batchTransferSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    type: { type: 'string' },
    dateTime: { type: 'string' },
    status: { type: 'string' },
    count: { type: 'integer' },
    totalAmount: { type: 'string' },
    currencyCode: { type: 'string' },
    accountId: { type: 'integer' },
  },
  required: ['id', 'name', 'type', 'dateTime', 'status', 'count', 'totalAmount', 'currencyCode', 'accountId'],
};

export const batchListResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    batchTransfer: { type: 'object', properties: { transfer: oneOrMany(batchTransferSchema) } },
    total: { type: 'integer' },
  },
  required: ['batchTransfer', 'total'],
};

export const batchFileRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { id: idSchema },
  required: ['id'],
};

export const batchFileResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, fileName: { type: 'string' }, content: { type: 'string' } },
  required: ['id', 'fileName', 'content'],
};

/** `GET {EXPORT_DOWNLOAD_PATH}/:exportId?token=`: anything malformed is answered 404 by the handler, not TA1. */
export const exportDownloadSchema = {
  params: { type: 'object', properties: { exportId: { type: 'string' } }, required: ['exportId'] },
  querystring: { type: 'object', properties: { token: { type: 'string' } } },
  // 200 is the CSV text itself.
  response: { 404: errorEnvelopeSchema },
} as const;

/** Balance history (issue 14): at most 90 days. */
export const balanceHistoryRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { days: { type: 'integer', minimum: 1, maximum: 90 } },
};

export const balanceHistoryResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    accounts: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          accountId: { type: 'integer' },
          currencyCode: { type: 'string' },
          points: {
            type: 'array',
            items: {
              type: 'object',
              properties: { date: { type: 'string' }, balance: { type: 'string' } },
              required: ['date', 'balance'],
            },
          },
        },
        required: ['accountId', 'currencyCode', 'points'],
      },
    },
  },
  required: ['accounts'],
};
