import { amountSchema } from '../../../money/amounts';
import { idSchema } from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';

/** External cards (add-card, confirm-card). */
export const addCardRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    cardNumber: { type: 'string', pattern: '^[0-9 ]{12,23}$' },
    cardHolderName: { type: 'string', minLength: 2, maxLength: 60, pattern: "^[\\p{L} .'-]+$" },
    cardExpiryMonth: { type: 'integer', minimum: 1, maximum: 12 },
    cardExpiryYear: { type: 'integer', minimum: 2000, maximum: 2100 },
    cvv: { type: 'string', pattern: '^[0-9]{3,4}$' },
  },
  required: ['cardNumber', 'cardHolderName', 'cardExpiryMonth', 'cardExpiryYear', 'cvv'],
};

export const addCardResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { cardId: { type: 'integer' } },
  required: ['cardId'],
};

export const confirmCardRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { cardId: idSchema, amount: amountSchema },
  required: ['cardId', 'amount'],
};

const externalCardSchema = {
  type: 'object',
  properties: {
    cardId: { type: 'integer' },
    cardNumber: { type: 'string' },
    cardHolderName: { type: 'string' },
    cardExpiryMonth: { type: 'integer' },
    cardExpiryYear: { type: 'integer' },
    cardBrand: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'confirmed', 'failed'] },
    attemptsLeft: { type: 'integer' },
  },
  required: [
    'cardId',
    'cardNumber',
    'cardHolderName',
    'cardExpiryMonth',
    'cardExpiryYear',
    'cardBrand',
    'status',
    'attemptsLeft',
  ],
} as const;

export const externalCardResponseSchema: ObjectSchema = externalCardSchema;

export const externalCardRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { cardId: idSchema },
  required: ['cardId'],
};

export const externalCardsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    // The contract allows one item or a list; the sandbox always answers a list.
    cards: {
      type: 'object',
      properties: { card: { type: 'array', items: externalCardSchema } },
      required: ['card'],
    },
  },
  required: ['cards'],
};
