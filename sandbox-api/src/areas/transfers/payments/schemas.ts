import {
  APPROVAL_PAGE_SIZE,
  APPROVE_TYPES,
  EXTERNAL_TRANSFER_TYPES,
  SUBSCRIPTION_FREQUENCIES,
} from '@portal/api/catalogue';
import { amountSchema } from '../../../money/amounts';
import { emptySchema, idSchema } from '../../accounts/balances/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';

/** Request and answer schemas of the transfers and approvals operations (spec 02 §3, §7). */

export { emptySchema };

// Field schemas the external kinds (external/schemas.ts) use too.
export const money = { type: 'string' } as const;
export const currencySchema = { type: 'string', pattern: '^[A-Z0-9]{3,4}$' } as const;
export const countryCodeSchema = { type: 'string', pattern: '^[A-Z]{2}$' } as const;
export const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const transferTypeSchema = {
  type: 'string',
  enum: ['betweenAccounts', 'p2p', ...EXTERNAL_TRANSFER_TYPES],
} as const;
export const idempotencyKeySchema = { type: 'string', minLength: 1, maxLength: 100 } as const;
const dateSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const statusSchema = { type: 'string', enum: ['pending', 'approved', 'declined', 'failed'] } as const;

const subscriptionFields = {
  subscriptionFrequency: { type: 'string', enum: [...SUBSCRIPTION_FREQUENCIES] },
  subscriptionEndDate: dateSchema,
  subscriptionTransactions: { type: 'integer', minimum: 1, maximum: 1000 },
  subscriptionUserCancel: { type: 'boolean' },
} as const;

export const exchangeRateRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { fromCurrencyCode: currencySchema, toCurrencyCode: currencySchema },
  required: ['fromCurrencyCode', 'toCurrencyCode'],
};
export const exchangeRateResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { exchangeRate: money },
  required: ['exchangeRate'],
};

const rateSchema = {
  type: 'object',
  properties: { fromCurrencyCode: { type: 'string' }, toCurrencyCode: { type: 'string' }, rate: money },
  required: ['fromCurrencyCode', 'toCurrencyCode', 'rate'],
} as const;

export const defaultRatesResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    rates: {
      type: 'object',
      properties: { rate: { type: 'array', items: rateSchema } },
      required: ['rate'],
    },
  },
  required: ['rates'],
};

export const betweenAccountsFeeRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { amount: amountSchema, fromAccountId: idSchema, toAccountId: idSchema },
  required: ['amount', 'fromAccountId', 'toAccountId'],
};
export const paymentMetaSchema: ObjectSchema = {
  type: 'object',
  properties: { exchangeRate: money, toAmount: money, fee: money },
  required: ['exchangeRate', 'toAmount', 'fee'],
};

export const maxAmountRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    fromAccountId: idSchema,
    toAccountId: idSchema,
    operation: transferTypeSchema,
    amount: amountSchema,
    minAmount: amountSchema,
    countryCode: countryCodeSchema,
  },
  required: ['fromAccountId', 'operation'],
};
export const maxAmountResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { maxAmount: money, minAmount: money, currencyCode: { type: 'string' } },
  required: ['maxAmount', 'minAmount', 'currencyCode'],
};

export const limitsRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['betweenAccounts', 'p2p', 'withdrawals'] },
    countryCode: countryCodeSchema,
    fromAccountId: idSchema,
  },
  required: ['type'],
};
export const limitsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    limits: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          period: { type: 'string' },
          currencyCode: { type: 'string' },
          max: money,
          used: money,
          remaining: money,
        },
        required: ['period', 'currencyCode', 'max', 'used', 'remaining'],
      },
    },
  },
  required: ['limits'],
};

export const betweenAccountsTransferRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    amount: amountSchema,
    currency: currencySchema,
    fromAccount: idSchema,
    toAccount: idSchema,
    idempotencyKey: idempotencyKeySchema,
    ...subscriptionFields,
  },
  required: ['amount', 'currency', 'fromAccount', 'toAccount'],
};
/**
 * Executed: the journal (`transactionId`). Queued for the company's approval (right 3, issue 12): no journal yet,
 * and the submit result's fields instead, as every queued kind answers.
 */
export const betweenAccountsTransferResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    transactionId: { type: 'integer' },
    fee: money,
    toAmount: money,
    exchangeRate: money,
    link: { type: 'string' },
    field: { type: 'string' },
    operationId: { type: 'string' },
    approveType: { type: 'string', enum: [...APPROVE_TYPES] },
    availableApprovalMethods: { type: 'array', items: { type: 'string', enum: [...APPROVE_TYPES] } },
    approvalTransactionCreated: { type: 'boolean' },
  },
  required: ['fee', 'toAmount', 'exchangeRate', 'link'],
};

export const checkPayeeRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { email: text(254) },
  required: ['email'],
};
export const checkPayeeResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { exist: { type: 'boolean' }, outBlacklist: { type: 'boolean' }, name: { type: 'string' } },
  required: ['exist', 'outBlacklist'],
};

export const p2pFeeRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { accountId: idSchema, amount: amountSchema },
  required: ['accountId', 'amount'],
};
export const feeResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { fee: money, total: money },
  required: ['fee', 'total'],
};

export const p2pTransferRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    accountId: idSchema,
    amount: amountSchema,
    currency: currencySchema,
    toEmail: { type: 'string', minLength: 6, maxLength: 254, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' },
    note: text(500),
    fromEmailId: idSchema,
    reference: text(140),
    couponCode: text(40),
    templateName: text(100),
    platform: text(40),
    invoiceId: idSchema,
    operationId: text(64),
    idempotencyKey: idempotencyKeySchema,
    ...subscriptionFields,
  },
  required: ['accountId', 'amount', 'currency', 'toEmail'],
};

/** spec 02 §3 "Submit result" (shared with the external kinds). */
export const submitResultSchema: ObjectSchema = {
  type: 'object',
  properties: {
    operationId: { type: 'string' },
    approveType: { type: 'string', enum: [...APPROVE_TYPES] },
    approvalSentTo: { type: 'string' },
    availableApprovalMethods: { type: 'array', items: { type: 'string', enum: [...APPROVE_TYPES] } },
    transactionId: { type: 'integer' },
    fee: money,
    approvalTransactionCreated: { type: 'boolean' },
  },
  required: ['operationId', 'approveType', 'availableApprovalMethods', 'fee'],
};

const detailsSchema = {
  type: 'object',
  additionalProperties: { type: 'string' },
} as const;

export const beneficiariesRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { type: transferTypeSchema },
};
export const beneficiariesResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    beneficiaries: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          templateName: { type: 'string' },
          type: { type: 'string' },
          details: detailsSchema,
          wireStatus: { type: 'integer' },
          eftStatus: { type: 'integer' },
          countryCode: { type: 'string' },
          currencyCode: { type: 'string' },
        },
        required: ['id', 'templateName', 'type', 'details'],
      },
    },
    externalCards: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          cardNumber: { type: 'string' },
          holderName: { type: 'string' },
        },
        required: ['id', 'cardNumber', 'holderName'],
      },
    },
  },
  required: ['beneficiaries', 'externalCards'],
};

export const recentTransfersRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    types: { type: 'array', maxItems: 10, items: transferTypeSchema },
    permission: { type: 'string', enum: ['own', '3d'] },
    limit: { type: 'integer', minimum: 1, maximum: 50 },
    external: { type: 'boolean' },
  },
};
export const recentTransfersResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    transfers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          transactionId: { type: 'integer' },
          type: { type: 'string' },
          permission: { type: 'string' },
          isDisabled: { type: 'boolean' },
          createdAt: { type: 'string' },
          amount: money,
          currencyCode: { type: 'string' },
          payeeName: { type: 'string' },
          payee: { type: 'string' },
          countryCode: { type: 'string' },
        },
        required: [
          'transactionId',
          'type',
          'permission',
          'isDisabled',
          'createdAt',
          'amount',
          'currencyCode',
          'payeeName',
          'payee',
        ],
      },
    },
  },
  required: ['transfers'],
};

export const recentTransferDetailsRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { transactionId: { type: 'integer', minimum: 1 } },
  required: ['transactionId'],
};
export const recentTransferDetailsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    type: { type: 'string' },
    isCustomerAddressDateValid: { type: 'boolean' },
    hasRequirements: { type: 'boolean' },
    isExtraParamsValid: { type: 'boolean' },
    isCustomerAddressMatchesActive: { type: 'boolean' },
    details: detailsSchema,
  },
  required: [
    'type',
    'isCustomerAddressDateValid',
    'hasRequirements',
    'isExtraParamsValid',
    'isCustomerAddressMatchesActive',
    'details',
  ],
};

// Approvals

/** operationId is not required here: its absence is answered with the spec's own text (spec 02 §5, §8). */
export const confirmTransactionRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { operationId: text(64), trxid: text(64), approvalCode: { type: 'string', maxLength: 12 } },
  required: ['approvalCode'],
};
export const confirmTransactionResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    transactionId: { type: 'integer' },
    status: { type: 'string', enum: ['completed', 'processing'] },
  },
  required: ['transactionId', 'status'],
};

export const resendApprovalRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { trxid: text(64), operationId: text(64) },
};
/** operationId is not required here: a missing one gets the engine's TA1 'Not Operation Id, Fail Operation'. */
export const approvalCodeRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { operationId: text(64) },
};
export const resendApprovalResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { approvalSentTo: { type: 'string' } },
};

export const approvalListRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, maximum: 100000 },
    size: { type: 'integer', minimum: 1, maximum: APPROVAL_PAGE_SIZE },
    transactionType: transferTypeSchema,
    groupedTransactionType: { type: 'string', enum: ['single', 'mass'] },
    fromDate: { type: 'string', maxLength: 10 },
    toDate: { type: 'string', maxLength: 10 },
    createdBy: idSchema,
  },
  required: ['page', 'size'],
};

const totalsSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: { currencyCode: { type: 'string' }, count: { type: 'integer' }, amount: money },
    required: ['currencyCode', 'count', 'amount'],
  },
} as const;

export const approvalListResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    requests: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          transactionType: { type: 'string' },
          amount: money,
          fee: money,
          currencyCode: { type: 'string' },
          fromAccountId: { type: 'integer' },
          payeeName: { type: 'string' },
          payee: { type: 'string' },
          created: { type: 'string' },
          createdBy: { type: 'integer' },
          createdByName: { type: 'string' },
          status: statusSchema,
          failureReason: { type: 'string' },
        },
        required: [
          'id',
          'transactionType',
          'amount',
          'fee',
          'currencyCode',
          'fromAccountId',
          'payeeName',
          'payee',
          'created',
          'createdBy',
          'createdByName',
          'status',
        ],
      },
    },
    totals: totalsSchema,
    total: { type: 'integer' },
  },
  required: ['requests', 'totals', 'total'],
};

export const massApprovalListResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    requests: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          batchId: { type: 'integer' },
          batchName: { type: 'string' },
          transactionType: { type: 'string' },
          count: { type: 'integer' },
          amount: money,
          currencyCode: { type: 'string' },
          created: { type: 'string' },
          createdBy: { type: 'integer' },
          createdByName: { type: 'string' },
          status: statusSchema,
        },
        required: [
          'batchId',
          'batchName',
          'transactionType',
          'count',
          'amount',
          'currencyCode',
          'created',
          'createdBy',
          'createdByName',
          'status',
        ],
      },
    },
    totals: totalsSchema,
    total: { type: 'integer' },
  },
  required: ['requests', 'totals', 'total'],
};

export const approveRequestsRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    transactionIds: { type: 'array', minItems: 1, maxItems: APPROVAL_PAGE_SIZE, items: idSchema },
    declined: { type: 'boolean' },
  },
  required: ['transactionIds', 'declined'],
};
export const approveMassRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { batchId: idSchema, declined: { type: 'boolean' } },
  required: ['batchId', 'declined'],
};
export const approveRequestsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    results: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          status: statusSchema,
          transactionId: { type: 'integer' },
          message: { type: 'string' },
        },
        required: ['id', 'status'],
      },
    },
  },
  required: ['results'],
};

export const approvalCountsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    massTransactionRequestCount: { type: 'integer' },
    transactionRequestCount: { type: 'integer' },
  },
  required: ['massTransactionRequestCount', 'transactionRequestCount'],
};

export const businessUsersResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    users: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          userId: { type: 'integer' },
          name: { type: 'string' },
          email: { type: 'string' },
          accessRight: { type: 'integer' },
        },
        required: ['userId', 'name', 'email', 'accessRight'],
      },
    },
  },
  required: ['users'],
};

// The developer tool `/sandbox/exchange-rates` ("configurable exchange rates").

export const exchangeRatesToolSchema = {
  response: {
    200: {
      type: 'object',
      properties: { rates: { type: 'array', items: rateSchema } },
      required: ['rates'],
    },
  },
} as const;

export const saveExchangeRateToolSchema = {
  body: {
    type: 'object',
    properties: {
      fromCurrencyCode: currencySchema,
      toCurrencyCode: currencySchema,
      rate: { type: 'string', pattern: '^(0|[1-9][0-9]{0,9})(\\.[0-9]{1,10})?$' },
    },
    required: ['fromCurrencyCode', 'toCurrencyCode', 'rate'],
    additionalProperties: false,
  },
  response: { 200: rateSchema },
} as const;
