import { BUTTON_TYPES, MERCHANT_PAGE_SIZES } from '@portal/api/catalogue';
import { idSchema } from '../../accounts/balances/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';

/** JSON schemas of the merchant tools' named operations (spec 03 §7 "Merchant tools", §9 page sizes; issue 33). */

const text = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
const nullable = (type: 'string' | 'integer') => ({ type: [type, 'null'] }) as const;
const decimal = { type: 'string' } as const;
/** A decimal as forms send it; the service checks it against the currency's minor units (TA1 with the field). */
const amountInput = { type: 'string', maxLength: 24 } as const;
const periodSchema = { type: 'string', enum: ['week', 'month', 'year'] } as const;
const dayOrEmpty = { type: 'string', pattern: '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))?$' } as const;
const statusFlag = { type: 'integer', minimum: 0, maximum: 1 } as const;

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

export const okResponseSchema: ObjectSchema = { type: 'object', properties: {} };

// ---- Subscribers and installments ---------------------------------------------------------------------------

const subscriberProperties = {
  subscriptionId: { type: 'integer' },
  customerName: { type: 'string' },
  email: { type: 'string' },
  planName: { type: 'string' },
  amount: decimal,
  currencyCode: { type: 'string' },
  period: { type: 'string' },
  status: { type: 'string' },
  startedAt: { type: 'string' },
  nextPaymentAt: nullable('string'),
  cancelledAt: nullable('string'),
};

export const subscribersResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    subscribers: {
      type: 'array',
      items: {
        type: 'object',
        properties: subscriberProperties,
        required: Object.keys(subscriberProperties),
      },
    },
    totalCount: { type: 'integer' },
  },
  required: ['subscribers', 'totalCount'],
};

export const cancelSubscriptionRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { subscriptionId: idSchema },
  required: ['subscriptionId'],
};

const installmentProperties = {
  installmentId: { type: 'integer' },
  customerName: { type: 'string' },
  email: { type: 'string' },
  description: { type: 'string' },
  total: decimal,
  paid: decimal,
  currencyCode: { type: 'string' },
  count: { type: 'integer' },
  paidCount: { type: 'integer' },
  nextDueDate: nullable('string'),
  status: { type: 'string' },
};

export const installmentsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    installments: {
      type: 'array',
      items: {
        type: 'object',
        properties: installmentProperties,
        required: Object.keys(installmentProperties),
      },
    },
    totalCount: { type: 'integer' },
  },
  required: ['installments', 'totalCount'],
};

// ---- Identity verification ----------------------------------------------------------------------------------

const feeSchema = {
  type: 'object',
  properties: { amount: decimal, currencyCode: { type: 'string' } },
  required: ['amount', 'currencyCode'],
};

export const identityFeeRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { accountId: idSchema },
  required: ['accountId'],
};

export const identityFeeResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { fee: feeSchema },
  required: ['fee'],
};

/** spec 03 §5 "Identity list filters drop empty values": an empty filter is accepted and ignored here too. */
export const identityListRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    ...pageRequestSchema(MERCHANT_PAGE_SIZES.identities).properties,
    email: text(254),
    status: { type: 'string', enum: ['', 'pending', 'verified', 'rejected'] },
    fromDate: dayOrEmpty,
    toDate: dayOrEmpty,
  },
  required: ['pageSize', 'pageNumber'],
};

const identityProperties = {
  id: { type: 'integer' },
  email: { type: 'string' },
  firstName: { type: 'string' },
  lastName: { type: 'string' },
  status: { type: 'string' },
  fee: feeSchema,
  accountId: { type: 'integer' },
  createdAt: { type: 'string' },
  decidedAt: nullable('string'),
};

export const identityResponseSchema: ObjectSchema = {
  type: 'object',
  properties: identityProperties,
  required: Object.keys(identityProperties),
};

export const identityListResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    identities: { type: 'array', items: identityResponseSchema },
    totalCount: { type: 'integer' },
  },
  required: ['identities', 'totalCount'],
};

export const createIdentityRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    accountId: idSchema,
    email: {
      type: 'string',
      minLength: 3,
      maxLength: 254,
      pattern: '^\\s*[^@\\s]+@[^@\\s]+\\.[^@\\s]+\\s*$',
    },
    firstName: text(100, 1),
    lastName: text(100, 1),
  },
  required: ['accountId', 'email', 'firstName', 'lastName'],
};

// ---- Reputation ---------------------------------------------------------------------------------------------

export const reputationRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { ...pageRequestSchema(MERCHANT_PAGE_SIZES.reputation).properties, email: text(254) },
  required: ['pageSize', 'pageNumber'],
};

const reputationProperties = {
  email: { type: 'string' },
  paymentsCount: { type: 'integer' },
  refundsCount: { type: 'integer' },
  disputesCount: { type: 'integer' },
  score: { type: 'integer' },
  level: { type: 'string' },
  firstSeenAt: { type: 'string' },
  lastSeenAt: { type: 'string' },
};

export const reputationResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: reputationProperties,
        required: Object.keys(reputationProperties),
      },
    },
    totalCount: { type: 'integer' },
  },
  required: ['items', 'totalCount'],
};

// ---- IPN ----------------------------------------------------------------------------------------------------

const ipnProperties = {
  id: { type: 'integer' },
  transactionId: { type: 'integer' },
  amount: decimal,
  currencyCode: { type: 'string' },
  payerEmail: { type: 'string' },
  notifyUrl: { type: 'string' },
  status: { type: 'string' },
  responseStatus: nullable('integer'),
  attempts: { type: 'integer' },
  createdAt: { type: 'string' },
  confirmedAt: nullable('string'),
};

export const ipnMessagesResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    messages: {
      type: 'array',
      items: { type: 'object', properties: ipnProperties, required: Object.keys(ipnProperties) },
    },
    totalCount: { type: 'integer' },
  },
  required: ['messages', 'totalCount'],
};

export const ipnMessageResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { ...ipnProperties, body: { type: 'string' }, responseBody: nullable('string') },
  required: [...Object.keys(ipnProperties), 'body', 'responseBody'],
};

const ipnSettingsProperties = {
  notifyUrl: { type: 'string' },
  notifyStatusId: { type: 'integer' },
  statusId: { type: 'integer' },
  hasSecretKey: { type: 'boolean' },
};

export const ipnSettingsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: ipnSettingsProperties,
  required: Object.keys(ipnSettingsProperties),
};

/** An empty notifyUrl turns the messages off; a set one is checked by the service (http(s), a public address). */
export const updateIpnSettingsRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { notifyUrl: text(2048), notifyStatusId: statusFlag, statusId: statusFlag },
  required: ['notifyUrl', 'notifyStatusId', 'statusId'],
};

export const secretKeyResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { secretKey: { type: 'string' } },
  required: ['secretKey'],
};

export const paymentNotificationSettingsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { statusId: { type: 'integer' }, hasSecretKey: { type: 'boolean' } },
  required: ['statusId', 'hasSecretKey'],
};

export const updatePaymentNotificationSettingsRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { statusId: statusFlag },
  required: ['statusId'],
};

// ---- Logos --------------------------------------------------------------------------------------------------

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

// ---- Saved buttons ------------------------------------------------------------------------------------------

/** The form's fields; the rules between them (amount by type, period, the account's currency...) are the service's. */
const buttonFormProperties = {
  name: text(100, 1),
  buttonType: { type: 'string', enum: [...BUTTON_TYPES] },
  itemName: text(127, 1),
  itemNumber: text(127),
  amount: amountInput,
  currencyCode: { type: 'string', pattern: '^[A-Z0-9]{3,4}$' },
  accountId: idSchema,
  period: periodSchema,
  logoId: idSchema,
  buttonText: text(40, 1),
  buttonColor: { type: 'string', enum: ['blue', 'green', 'black', 'white'] },
  successUrl: text(2048),
  cancelUrl: text(2048),
};
const buttonFormRequired = [
  'name',
  'buttonType',
  'itemName',
  'currencyCode',
  'accountId',
  'buttonText',
  'buttonColor',
];

export const createSavedButtonRequestSchema: ObjectSchema = {
  type: 'object',
  properties: buttonFormProperties,
  required: buttonFormRequired,
};

export const updateSavedButtonRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { id: idSchema, ...buttonFormProperties },
  required: ['id', ...buttonFormRequired],
};

const buttonProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  buttonType: { type: 'string' },
  itemName: { type: 'string' },
  itemNumber: { type: 'string' },
  amount: decimal,
  currencyCode: { type: 'string' },
  accountId: { type: 'integer' },
  period: { type: 'string' },
  logoId: { type: 'integer' },
  buttonText: { type: 'string' },
  buttonColor: { type: 'string' },
  successUrl: { type: 'string' },
  cancelUrl: { type: 'string' },
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
};
const buttonRequired = [
  'id',
  'name',
  'buttonType',
  'itemName',
  'currencyCode',
  'accountId',
  'buttonText',
  'buttonColor',
  'createdAt',
  'updatedAt',
];

export const savedButtonResponseSchema: ObjectSchema = {
  type: 'object',
  properties: buttonProperties,
  required: buttonRequired,
};

export const savedButtonsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    buttons: { type: 'array', items: savedButtonResponseSchema },
    totalCount: { type: 'integer' },
  },
  required: ['buttons', 'totalCount'],
};
