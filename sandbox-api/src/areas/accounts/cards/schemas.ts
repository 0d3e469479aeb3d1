import { amountSchema } from '../../../money/amounts';
import { idSchema, money } from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';
import { PIN_PATTERN } from './pin';
import { CARD_ALIAS_MAX } from './card-actions';
import { responseCode } from './schema-parts';

export * from './application-schemas';
export * from './document-schemas';
export * from './external-card-schemas';

export const cardAccountRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { accountId: idSchema },
  required: ['accountId'],
};

export const cardActionResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { ...responseCode },
};

export const cardDetailsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    accountId: { type: 'integer' },
    cardNumber: { type: 'string' },
    cardHolderName: { type: 'string' },
    cardExpiryMonth: { type: 'integer' },
    cardExpiryYear: { type: 'integer' },
    cvv: { type: 'string' },
  },
  required: ['accountId', 'cardNumber', 'cardHolderName', 'cardExpiryMonth', 'cardExpiryYear', 'cvv'],
};

export const cardAliasRequestSchema: ObjectSchema = {
  type: 'object',
  // Trimmed by the service, which then holds it to CARD_ALIAS_MAX; the margin is for surrounding spaces.
  properties: { accountId: idSchema, cardAliasName: { type: 'string', maxLength: CARD_ALIAS_MAX * 2 } },
  required: ['accountId', 'cardAliasName'],
};

export const cardReissueRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { accountId: idSchema, isExpressShipping: { type: 'boolean' } },
  required: ['accountId', 'isExpressShipping'],
};

/** An extra parameter; the nesting under options is one level deep in the sandbox's own data. */
const extraParamSchema = (nested: Record<string, unknown> | undefined): Record<string, unknown> => ({
  type: 'object',
  properties: {
    name: { type: 'string' },
    label: { type: 'string' },
    type: { type: 'string', enum: ['text', 'select', 'date'] },
    required: { type: 'boolean' },
    pattern: { type: 'string' },
    ...(nested
      ? {
          options: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                value: { type: 'string' },
                label: { type: 'string' },
                extraParams: { type: 'array', items: nested },
              },
              required: ['value', 'label'],
            },
          },
        }
      : {}),
  },
  required: ['name', 'label', 'type', 'required'],
});

export const cardActivationDataResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    fees: money,
    feeCurrency: { type: 'string' },
    extraParams: { type: 'array', items: extraParamSchema(extraParamSchema(undefined)) },
  },
  required: ['fees', 'feeCurrency', 'extraParams'],
};

export const cardActivationRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    accountId: idSchema,
    extraParams: {
      type: 'object',
      maxProperties: 20,
      additionalProperties: { type: 'string', maxLength: 200 },
    },
    feeAccountId: idSchema,
  },
  required: ['accountId', 'extraParams'],
};

export const cardActivationResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { ...responseCode, pinCode: { type: 'string' } },
  required: ['pinCode'],
};

const pinSchema = { type: 'string', pattern: PIN_PATTERN } as const;

export const changePinRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { accountId: idSchema, confirm: { type: 'boolean' }, pin: pinSchema, pinRepeat: pinSchema },
  required: ['accountId', 'confirm', 'pin', 'pinRepeat'],
};

export const showPinResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { pinCode: { type: 'string' } },
  required: ['pinCode'],
};

export const cardLoadRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { accountId: idSchema, fromAccountId: idSchema, amount: amountSchema },
  required: ['accountId', 'fromAccountId', 'amount'],
};

export const cardLoadResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { ...responseCode, transactionId: { type: 'integer' } },
  required: ['transactionId'],
};

export const cardEnrollmentResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { ...responseCode, enrolled: { type: 'boolean' }, phone: { type: 'string' } },
  required: ['enrolled'],
};
