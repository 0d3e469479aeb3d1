import { BUTTON_TYPES } from '@portal/api/catalogue';
import { idSchema, money } from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';
import { amountInput, periodSchema, text } from './schema-parts';

/** Saved buttons. */
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
  amount: money,
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
