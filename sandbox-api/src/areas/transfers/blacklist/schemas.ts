import { BLOCK_TYPES } from '@portal/api/catalogue';
import { emailSchema } from '../../../platform/http/schemas';

/** Request and answer schemas of the payout blacklist's operations (spec 02 §7 "Security settings"). */

const blockTypeSchema = { type: 'string', enum: [...BLOCK_TYPES] } as const;

export const blacklistRequestSchema = {
  type: 'object',
  properties: { email: { type: 'string', maxLength: 254 }, type: blockTypeSchema },
} as const;

export const blacklistResponseSchema = {
  type: 'object',
  properties: {
    users: {
      type: 'array',
      items: {
        type: 'object',
        properties: { email: { type: 'string' }, blockType: blockTypeSchema, created: { type: 'string' } },
        required: ['email', 'blockType', 'created'],
      },
    },
  },
  required: ['users'],
} as const;

export const addBlacklistRequestSchema = {
  type: 'object',
  properties: { email: emailSchema, blockType: blockTypeSchema },
  required: ['email', 'blockType'],
} as const;

export const addBlacklistResponseSchema = {
  type: 'object',
  // responseDescription (spec 02 §8's text) is the envelope's.
  properties: { email: { type: 'string' }, blockType: blockTypeSchema },
  required: ['email', 'blockType'],
} as const;

export const deleteBlacklistRequestSchema = {
  type: 'object',
  properties: { email: emailSchema },
  required: ['email'],
} as const;
