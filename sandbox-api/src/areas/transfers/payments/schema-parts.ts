import { EXTERNAL_TRANSFER_TYPES, SUBSCRIPTION_FREQUENCIES } from '@portal/api/catalogue';

export const transferTypeSchema = {
  type: 'string',
  enum: ['betweenAccounts', 'p2p', ...EXTERNAL_TRANSFER_TYPES],
} as const;
export const dateSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
export const statusSchema = { type: 'string', enum: ['pending', 'approved', 'declined', 'failed'] } as const;

export const subscriptionFields = {
  subscriptionFrequency: { type: 'string', enum: [...SUBSCRIPTION_FREQUENCIES] },
  subscriptionEndDate: dateSchema,
  subscriptionTransactions: { type: 'integer', minimum: 1, maximum: 1000 },
  subscriptionUserCancel: { type: 'boolean' },
} as const;
